import { memo, useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TabList } from '@/components/ui/tab-list.tsx';
import { useSession } from '@/lib/session.ts';
import { useSchedule, type ScheduleRow, type ScheduleView as View } from '../api/get-schedule.ts';
import { useFollowList, useSetFollow } from '../api/follows.ts';
import { dateTabs, defaultDate, matchesTeam } from './schedule-dates.ts';
import { roomPath } from './room-path.ts';

const ALL = 'all';

/**
 * 赛程 / 赛果 of /app/live (`?mode=schedule|results`): date tabs, a league filter, a team search and
 * the match count, all in the URL. A day has at most a few hundred rows: they are plain list items
 * (no windowing), each a memoised row whose follow state comes from one follow-list query above it.
 */
export function ScheduleView({ view }: { view: View }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [now] = useState(Date.now);
  const tabs = dateTabs(view, now);
  const date = tabs.find((d) => d.date === params.get('date'))?.date ?? defaultDate(view, now);
  const league = params.get('league') ?? ALL;
  const query = params.get('q') ?? '';
  const schedule = useSchedule(view, date);
  const loggedIn = useSession((s) => s.token !== null);
  const follows = useFollowList(loggedIn);
  const setFollow = useSetFollow();
  const followed = useMemo(() => new Set(follows.data?.matches.map((m) => m.matchId) ?? []), [follows.data]);
  const update = (next: Record<string, string>) => {
    const merged = { mode: view, date, league, q: query, ...next };
    const clean = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== '' && v !== ALL));
    setParams(clean, { replace: true });
  };
  const { mutate } = setFollow;
  const toggle = useCallback(
    (matchId: string, follow: boolean) => mutate({ kind: 'match', targetId: matchId, follow }),
    [mutate],
  );
  const leagues = schedule.data?.leagues ?? [];
  const rows = (schedule.data?.list ?? []).filter(
    (r) => (league === ALL || r.leagueId === league) && matchesTeam(r, query),
  );

  return (
    <div className="stack" data-testid={`live-${view}`}>
      <TabList
        label={t('liveSchedule.dates')}
        tabs={tabs.map((d) => d.date)}
        selected={date}
        onSelect={(d) => update({ date: d, league: ALL })}
        textOf={(d) => {
          const tab = tabs.find((x) => x.date === d);
          return `${t(`liveSchedule.days.${tab?.name ?? 'today'}`)} ${d.slice(5)}`;
        }}
        className="live-views"
        itemClassName="live-view"
      />
      <div className="live-filters">
        <label className="live-search">
          <span className="visually-hidden">{t('liveSchedule.search')}</span>
          <input
            type="search"
            value={query}
            placeholder={t('liveSchedule.search')}
            onChange={(e) => update({ q: e.target.value })}
          />
        </label>
        <label className="live-league">
          <span className="visually-hidden">{t('liveSchedule.league')}</span>
          <select value={league} onChange={(e) => update({ league: e.target.value })}>
            <option value={ALL}>{t('liveSchedule.allLeagues')}</option>
            {leagues.map((l) => (
              <option key={l.leagueId} value={l.leagueId}>
                {`${l.name} (${l.count})`}
              </option>
            ))}
          </select>
        </label>
      </div>
      {schedule.data ? (
        <>
          <p className="muted" data-testid="schedule-count" role="status">
            {t('liveList.count', { count: rows.length })}
          </p>
          {rows.length > 0 ? (
            <ul className="live-schedule" aria-label={t(`liveSchedule.modes.${view}`)}>
              {rows.map((row) => (
                <ScheduleItemRow
                  key={`${row.matchId}|${row.startAt}`}
                  row={row}
                  followed={followed.has(row.matchId)}
                  onToggle={loggedIn && view === 'schedule' ? toggle : null}
                />
              ))}
            </ul>
          ) : (
            <div className="card">
              <EmptyState text={t(`liveSchedule.empty.${view}`)} />
            </div>
          )}
        </>
      ) : schedule.isError ? (
        <div className="card">
          <EmptyState
            text={t('liveList.loadFailed')}
            action={
              <button type="button" className="btn btn-secondary" onClick={() => void schedule.refetch()}>
                {t('liveList.retry')}
              </button>
            }
          />
        </div>
      ) : (
        <div className="stack" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={64} />
          ))}
        </div>
      )}
    </div>
  );
}

const ScheduleItemRow = memo(function ScheduleItemRow({
  row,
  followed,
  onToggle,
}: {
  row: ScheduleRow;
  followed: boolean;
  onToggle: ((matchId: string, follow: boolean) => void) | null;
}) {
  const { t } = useTranslation();
  const ended = row.phase === 'ended';
  const playing = row.phase === 'live' || row.phase === 'break';
  const score = row.homeScore === null ? t('liveList.vs') : `${row.homeScore} : ${row.visitScore}`;
  const teams = `${row.homeName} ${t('liveList.vs')} ${row.visitName}`;
  return (
    <li className="live-schedule-row" data-testid="schedule-row" data-match-id={row.matchId}>
      <div className="live-row-meta">
        <span className="live-row-league">{row.matchName}</span>
        <span className={playing ? 'live-row-clock is-on' : 'live-row-clock'}>
          {ended ? t('liveList.ended') : playing ? t('liveList.live') : row.startAt.slice(5, 16)}
        </span>
      </div>
      <div className="live-schedule-teams">
        {ended ? (
          <span>{row.homeName}</span>
        ) : (
          <Link to={roomPath(row.matchId, playing ? 'LIVE' : 'ANIMATION')}>{row.homeName}</Link>
        )}
        <strong className="live-schedule-score" data-testid="schedule-score">
          {ended || playing ? score : t('liveList.vs')}
        </strong>
        <span>{row.visitName}</span>
      </div>
      {row.odds.length > 0 && (
        <p className="live-schedule-odds muted">
          {ended ? `${t('liveSchedule.closing')} ` : ''}
          {row.odds.map((o) => `${o.name} ${o.odds}`).join(' · ')}
        </p>
      )}
      {onToggle && (
        <button
          type="button"
          className={followed ? 'btn btn-small is-followed' : 'btn btn-small'}
          aria-pressed={followed}
          aria-label={t(followed ? 'liveFollow.unfollowMatch' : 'liveFollow.followMatch', { teams })}
          onClick={() => onToggle(row.matchId, !followed)}
        >
          {t(followed ? 'liveFollow.following' : 'liveFollow.follow')}
        </button>
      )}
    </li>
  );
});
