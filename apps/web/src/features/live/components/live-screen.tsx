import { useCallback, useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Page } from '@/components/ui/page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TabList } from '@/components/ui/tab-list.tsx';
import { liveListQuery, useLiveList, type LiveSport, type LiveTab } from '../api/get-live-list.ts';
import { useLiveTicks } from '../api/get-live-ticks.ts';
import { useHeartbeat } from '../hooks/use-heartbeat.ts';
import { LiveList } from './live-list.tsx';
import { LIVE_ROW_HEIGHT } from './live-row.tsx';
import { ScheduleView } from './schedule-view.tsx';
import { FollowView } from './follow-view.tsx';
import './live.css';

const SPORTS: readonly LiveSport[] = ['hot', 'football', 'basketball', 'esports', 'anchor'];
const VIEWS: readonly LiveTab[] = ['ANIMATION', 'LIVE', 'ANCHOR'];
/** The screen's modes: the live list, 赛程, 赛果 and 关注 (`?mode=`; the list is the default). */
const MODES = ['live', 'schedule', 'results', 'follows'] as const;
type Mode = (typeof MODES)[number];

/** /app/live: the live list, the schedule, the results and the member's follows, in tabs. */
export function LiveScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mode = MODES.find((m) => m === params.get('mode')) ?? 'live';
  return (
    <Page title={t('live.title')}>
      <TabList
        label={t('liveSchedule.modesLabel')}
        tabs={MODES}
        selected={mode}
        onSelect={(m: Mode) => setParams(m === 'live' ? {} : { mode: m }, { replace: true })}
        textOf={(m) => t(`liveSchedule.modes.${m}`)}
        className="live-tabs live-modes"
        itemClassName="live-tab"
      />
      {mode === 'live' ? (
        <LiveBoard />
      ) : mode === 'follows' ? (
        <FollowView />
      ) : (
        <ScheduleView key={mode} view={mode} />
      )}
    </Page>
  );
}

/**
 * The live list: sports tabs and ANIMATION / LIVE / ANCHOR tabs (spec §3), both in the URL, over the
 * 200-item list, polled every second; a list without a heartbeat says so and reconnects.
 */
function LiveBoard() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sport = SPORTS.find((s) => s === params.get('sport')) ?? 'hot';
  const tab = VIEWS.find((v) => v === params.get('tab')) ?? 'ANIMATION';
  const list = useLiveList(sport, tab);
  const ticks = useLiveTicks(sport, tab, list.data !== undefined);
  const client = useQueryClient();
  const reconnect = useCallback(() => {
    void client.refetchQueries({ queryKey: liveListQuery(sport, tab).queryKey }, { cancelRefetch: true });
    void client.refetchQueries({ queryKey: ['live', 'ticks', sport, tab] }, { cancelRefetch: true });
  }, [client, sport, tab]);
  const { stale } = useHeartbeat(Math.max(list.dataUpdatedAt, ticks.dataUpdatedAt), reconnect);
  const data = useDeferredValue(list.data);
  const showStale = stale || (list.isError && list.data !== undefined);
  const choose = (next: { sport?: LiveSport; tab?: LiveTab }) =>
    setParams({ sport: next.sport ?? sport, tab: next.tab ?? tab }, { replace: true });

  return (
    <>
      <TabList
        label={t('live.title')}
        tabs={SPORTS}
        selected={sport}
        onSelect={(s) => choose({ sport: s })}
        textOf={(s) => (s === 'hot' ? t('liveList.hot') : t(`live.tabs.${s}`))}
        className="live-tabs"
        itemClassName="live-tab"
      />
      {sport !== 'anchor' && (
        <TabList
          label={t('liveList.viewTabs')}
          tabs={VIEWS}
          selected={tab}
          onSelect={(v) => choose({ tab: v })}
          textOf={(v) => t(`liveList.views.${v}`)}
          className="live-views"
          itemClassName="live-view"
        />
      )}
      <p className="live-stale" role="status" data-testid="live-stale" hidden={!showStale}>
        {t('liveList.stale')}
      </p>
      <div role="tabpanel">
        {data ? (
          data.list.length > 0 ? (
            <LiveList items={data.list} tab={sport === 'anchor' ? 'ANCHOR' : tab} />
          ) : (
            <div className="card">
              <EmptyState text={t('live.empty')} />
            </div>
          )
        ) : list.isError ? (
          <div className="card">
            <EmptyState
              text={t('liveList.loadFailed')}
              action={
                <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()}>
                  {t('liveList.retry')}
                </button>
              }
            />
          </div>
        ) : (
          <div className="stack" aria-busy="true" data-testid="live-skeleton">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={LIVE_ROW_HEIGHT - 8} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
