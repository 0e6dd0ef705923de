import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCollectCount, isWorldCupMatch } from '@arena/domain';
import type { LiveItem, LiveTab } from '../api/get-live-list.ts';
import { FlashValue } from './flash-value.tsx';
import { AnchorBadge } from './anchor-badge.tsx';
import { roomPath } from './room-path.ts';
import { scheduleLabel, type ListDays } from './schedule-label.ts';

/** Fixed row height: the window list positions rows by index, and rows never change size. */
export const LIVE_ROW_HEIGHT = 84;

const score = (n: number | null) => (n === null ? '-' : String(n));

function RowComponent({
  item,
  tab,
  days,
  top,
  flash,
}: {
  item: LiveItem;
  tab: LiveTab;
  days: ListDays;
  top: number;
  flash: boolean;
}) {
  const { t } = useTranslation();
  const isCast = item.anchorType === 'castLive';
  const target = isCast ? 'ANCHOR' : tab === 'ANCHOR' ? 'ANCHOR' : item.isStart ? tab : 'ANIMATION';
  // No aria-label: the row's visible text is its name (WCAG 2.5.3, a name must contain the label).
  const when = scheduleLabel(item.startAt, days);
  const status =
    item.phase === 'scheduled'
      ? t(`liveList.starts.${when.day}`, { time: when.time, date: when.date })
      : item.phase === 'ended'
        ? t('liveList.ended')
        : item.clock;
  const up = t('liveList.oddsUp');
  const down = t('liveList.oddsDown');
  return (
    <Link
      className="live-row"
      style={{ transform: `translateY(${top}px)` }}
      to={roomPath(item.matchId, target)}
      data-testid="live-row"
      data-match-id={item.matchId}
    >
      {isCast ? (
        <div className="live-row-room">
          <img
            className="live-cover"
            src={item.coverUrl || undefined}
            alt=""
            width={96}
            height={54}
            loading="lazy"
          />
          <div className="live-row-room-text">
            <div className="live-row-meta">
              <span className="live-row-league">{item.anchorInfo?.nickName}</span>
              <AnchorBadge status={item.anchorStatus} startsAt={status} />
            </div>
            <span className="live-row-name">{item.roomInfo.title}</span>
            <span className="live-row-followers">
              {t('liveList.followers', { shown: formatCollectCount(item.anchorInfo?.followers ?? 0) })}
            </span>
          </div>
        </div>
      ) : (
        <div className="live-row-meta">
          <span className="live-row-league">
            {isWorldCupMatch(item.matchId) && (
              <span className="live-row-event">{t('liveRoom.worldCup')}</span>
            )}
            {item.matchName}
          </span>
          <span className={item.isStart ? 'live-row-clock is-on' : 'live-row-clock'}>{status}</span>
        </div>
      )}
      {!isCast && (
        <>
          <div className="live-row-teams">
            <img
              className="live-logo"
              src={item.homeLogo || undefined}
              alt=""
              width={24}
              height={24}
              loading="lazy"
            />
            <span className="live-row-name">{item.homeName}</span>
            <span className="live-row-score" data-testid="live-row-score">
              <FlashValue value={score(item.homeScore)} upLabel={up} downLabel={down} flash={flash} />
              <span aria-hidden="true">:</span>
              <FlashValue value={score(item.visitScore)} upLabel={up} downLabel={down} flash={flash} />
            </span>
            <span className="live-row-name is-visit">{item.visitName}</span>
            <img
              className="live-logo"
              src={item.visitLogo || undefined}
              alt=""
              width={24}
              height={24}
              loading="lazy"
            />
          </div>
          <div className="live-row-odds">
            {item.odds.map((o) => (
              <span key={o.selectionId} className="live-odds">
                <span className="muted">{o.name}</span>
                <FlashValue value={o.odds} upLabel={up} downLabel={down} flash={flash} />
              </span>
            ))}
            {item.anchorInfo && (
              <span className="live-row-anchor">
                {item.anchorInfo.nickName} <AnchorBadge status={item.anchorStatus} />
              </span>
            )}
          </div>
        </>
      )}
    </Link>
  );
}

/**
 * One row of the live list. Memoised: TanStack Query's structural sharing keeps an unchanged item the
 * same object between polls, so only rows whose data moved render again.
 */
export const LiveRow = memo(RowComponent);
