import { useCallback } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { isWorldCupMatch } from '@arena/domain';
import { Page } from '@/components/ui/page.tsx';
import { paths } from '@/lib/paths.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TabList } from '@/components/ui/tab-list.tsx';
import type { LiveTab } from '../api/get-live-list.ts';
import { matchDetailQuery, useMatchDetail } from '../api/get-match-detail.ts';
import { useHeartbeat } from '../hooks/use-heartbeat.ts';
import { FlashValue } from './flash-value.tsx';
import { RoomOdds, RoomStats } from './room-side.tsx';
import { RoomStage } from './room-stage.tsx';
import { BroadcastOverlay } from './broadcast-overlay.tsx';
import { ChatSideTabs } from '../chat/components/chat-side-tabs.tsx';
import { OrderPushCard } from '../chat/components/order-push-card.tsx';
import { RoomMarquee } from './room-marquee.tsx';
import { FollowButton } from './follow-button.tsx';
import { DanmakuLayer, DanmakuToggle } from '../chat/components/danmaku-layer.tsx';
import { GiftRoomContext } from '../gifts/gift-room-context.ts';
import { GiftOverlay } from '../gifts/components/gift-overlay.tsx';
import { GiftRank } from '../gifts/components/gift-rank.tsx';
import './live.css';
import { ShareLinkButton } from '@/components/ui/share-link-button.tsx';

const MATCH_TABS: readonly LiveTab[] = ['ANIMATION', 'LIVE', 'ANCHOR'];
const CAST_TABS: readonly LiveTab[] = ['ANCHOR'];

/**
 * /app/live/room/:id — a match or a streamer room. The 16:9 stage shows the tab in the URL (spec §3
 * ANIMATION / LIVE / ANCHOR); under it the scoreboard. The side column (odds, stats) sits beside the
 * stage on wide screens and below it on phones, in tabs with the chat (聊天 / 赛况).
 */
export function LiveRoomScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const detail = useMatchDetail(id);
  const client = useQueryClient();
  const reconnect = useCallback(() => {
    void client.refetchQueries({ queryKey: matchDetailQuery(id).queryKey }, { cancelRefetch: true });
  }, [client, id]);
  const { stale } = useHeartbeat(detail.dataUpdatedAt, reconnect);
  const item = detail.data;
  const isCast = item?.anchorType === 'castLive';
  const tabs = isCast ? CAST_TABS : MATCH_TABS;
  const tab = tabs.find((v) => v === params.get('tab')) ?? (isCast ? 'ANCHOR' : 'LIVE');
  const title = item
    ? isCast
      ? item.roomInfo.title
      : `${item.homeName} vs ${item.visitName}`
    : t('liveRoom.title');

  if (!item) {
    const missing = detail.error instanceof GatewayError && detail.error.code === ErrorCode.notFound;
    return (
      <Page title={t('liveRoom.title')} back>
        {detail.isError ? (
          <div className="card">
            <EmptyState
              text={t(missing ? 'liveRoom.notFound' : 'liveRoom.loadFailed')}
              action={
                <Link className="btn btn-secondary" to="/app/live">
                  {t('liveRoom.back')}
                </Link>
              }
            />
          </div>
        ) : (
          <div className="stack" aria-busy="true">
            <Skeleton height="auto" className="aspect-video" />
            <Skeleton height={44} />
            <Skeleton height={72} />
          </div>
        )}
      </Page>
    );
  }

  const score = (n: number | null) => (n === null ? '-' : String(n));
  return (
    <Page title={title} back>
      <div className="live-room">
        <section className="live-room-main">
          <div className="live-stage" data-testid="live-stage">
            <RoomStage key={tab} item={item} tab={tab} />
            {tab === 'LIVE' && <BroadcastOverlay item={item} />}
            <DanmakuLayer roomNo={item.chatRoomNo ?? item.matchId} />
            {item.anchorRoomId && <GiftOverlay roomNo={item.chatRoomNo ?? item.matchId} />}
          </div>
          <TabList
            label={t('liveRoom.tabs')}
            tabs={tabs}
            selected={tab}
            onSelect={(v) => setParams({ tab: v }, { replace: true })}
            textOf={(v) => t(`liveList.views.${v}`)}
            className="live-views"
            itemClassName="live-view"
          />
          <div className="live-room-follow">
            <DanmakuToggle />
          </div>
          <p className="live-stale" role="status" hidden={!stale}>
            {t('liveRoom.stale')}
          </p>
          <RoomMarquee />
          {!isCast && (
            <div className="card live-scoreboard" data-testid="live-scoreboard">
              <div className="live-scoreboard-meta muted">
                {isWorldCupMatch(item.matchId) && (
                  <span className="live-row-event" data-testid="world-cup-mark">
                    {t('liveRoom.worldCup')}
                  </span>
                )}
                {item.matchName} · {item.phase === 'scheduled' ? item.startAt.slice(5, 16) : item.clock}
              </div>
              <div className="live-scoreboard-row">
                <img className="live-logo" src={item.homeLogo || undefined} alt="" width={36} height={36} />
                <span className="live-row-name">{item.homeName}</span>
                <span className="live-scoreboard-score">
                  <FlashValue
                    value={score(item.homeScore)}
                    upLabel={t('liveList.oddsUp')}
                    downLabel={t('liveList.oddsDown')}
                  />
                  <span aria-hidden="true">:</span>
                  <FlashValue
                    value={score(item.visitScore)}
                    upLabel={t('liveList.oddsUp')}
                    downLabel={t('liveList.oddsDown')}
                  />
                </span>
                <span className="live-row-name is-visit">{item.visitName}</span>
                <img className="live-logo" src={item.visitLogo || undefined} alt="" width={36} height={36} />
              </div>
            </div>
          )}
          <div className="live-room-follow">
            {!isCast && <FollowButton kind="match" targetId={item.matchId} name={title} />}
            {!isCast && item.phase !== 'ended' && (
              <Link
                className="btn btn-primary"
                to={paths.sportsbookMatch(item.matchId)}
                aria-label={t('sportsbook.betNowOn', { home: item.homeName, visit: item.visitName })}
              >
                {t('sportsbook.home')}
              </Link>
            )}
            {item.anchorInfo && (
              <FollowButton
                kind="anchor"
                targetId={item.anchorInfo.anchorId}
                name={item.anchorInfo.nickName}
              />
            )}
            <ShareLinkButton url={window.location.href} />
          </div>
          {isCast && (
            <div className="card">
              <strong>{item.anchorInfo?.nickName}</strong>
              {item.roomInfo.desc && <p className="muted">{item.roomInfo.desc}</p>}
            </div>
          )}
        </section>
        <aside className="live-room-side">
          <OrderPushCard roomNo={item.chatRoomNo ?? item.matchId} venueName={item.venueName} />
          <GiftRoomContext
            value={
              item.anchorRoomId
                ? { anchorRoomId: item.anchorRoomId, matchId: isCast ? undefined : item.matchId }
                : null
            }
          >
            <ChatSideTabs
              roomNo={item.chatRoomNo ?? item.matchId}
              info={
                isCast && item.stats.length === 0 ? null : (
                  <>
                    {!isCast && <RoomOdds matchId={item.matchId} />}
                    <RoomStats stats={item.stats} />
                  </>
                )
              }
            />
          </GiftRoomContext>
          {item.anchorRoomId && <GiftRank anchorRoomId={item.anchorRoomId} />}
        </aside>
      </div>
    </Page>
  );
}
