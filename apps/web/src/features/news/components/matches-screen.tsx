import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@arena/domain';
import { Page } from '@/components/ui/page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSkeleton } from '@/components/ui/skeleton.tsx';
import { TabList } from '@/components/ui/tab-list.tsx';
import { useMatchList } from '../api/get-match-list.ts';
import { newsPaths } from '../news-paths.ts';
import { MatchOdds } from './match-odds.tsx';
import './news.css';

const DAYS = ['today', 'tomorrow'] as const;
type Day = (typeof DAYS)[number];
/** The Beijing-time date of a day tab (the match start format of spec §3). */
const dateOf = (day: Day) => formatDateTime(Date.now() + (day === 'tomorrow' ? 86_400_000 : 0)).slice(0, 10);

interface MatchView {
  matchId: string;
  homeName: string;
  visitName: string;
  homeScore: number | null;
  visitScore: number | null;
  startAt: string;
  matchName: string;
  phase: 'scheduled' | 'live' | 'break' | 'ended';
  clock: string;
  odds: readonly { selectionId: string; name: string; odds: string }[];
}

function MatchRow({ match: m }: { match: MatchView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const state =
    m.phase === 'scheduled'
      ? t('news.notStarted')
      : m.phase === 'ended'
        ? t('news.ended')
        : m.clock || t('news.live');
  return (
    <li className="news-match" data-testid="news-match">
      <div className="news-match-head muted">
        <span>
          {m.matchName} · {m.startAt.slice(11, 16)}
        </span>
        <span>{state}</span>
      </div>
      <div className="news-match-teams">
        <span>{m.homeName}</span>
        <strong>{m.homeScore === null ? 'VS' : `${m.homeScore} : ${m.visitScore ?? 0}`}</strong>
        <span>{m.visitName}</span>
      </div>
      {m.odds.length > 0 && (
        <div className="news-match-odds">
          {m.odds.map((o) => (
            <span key={o.selectionId}>
              {o.name} {o.odds}
            </span>
          ))}
        </div>
      )}
      <div className="row">
        <button
          type="button"
          className="btn btn-ghost"
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? t('news.hideOdds') : t('news.showOdds')}
        </button>
        <Link
          className="btn btn-secondary"
          to={newsPaths.liveRoom(m.matchId)}
          aria-label={`${t('news.enterRoom')}：${t('news.matchLabel', { home: m.homeName, visit: m.visitName })}`}
        >
          {t('news.enterRoom')}
        </Link>
      </div>
      {open && <MatchOdds matchId={m.matchId} />}
    </li>
  );
}

/** Football matches of a day from the live schedule, a summary per league, odds, the way to the room. */
export function MatchesScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const day: Day = search.get('day') === 'tomorrow' ? 'tomorrow' : 'today';
  const list = useMatchList(dateOf(day));
  return (
    <Page title={t('news.matches')} back>
      <TabList
        label={t('news.dayTabs')}
        tabs={DAYS}
        selected={day}
        onSelect={(d) => setSearch(d === 'today' ? {} : { day: d }, { replace: true })}
        textOf={(d) => t(`news.${d}`)}
        className="news-tabs"
        itemClassName="news-tab"
      />
      {list.isPending ? (
        <PageSkeleton />
      ) : list.isError ? (
        <EmptyState
          text={t('news.loadFailed')}
          action={
            <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()}>
              {t('news.retry')}
            </button>
          }
        />
      ) : list.data.list.length === 0 ? (
        <EmptyState text={t('news.noMatches')} />
      ) : (
        <>
          <ul className="news-leagues card">
            {list.data.leagues.map((l) => (
              <li key={l.leagueId}>
                <strong>{l.name}</strong>{' '}
                <span className="muted">
                  {t('news.leagueSummary', { total: l.total, live: l.live, ended: l.ended, goals: l.goals })}
                </span>
              </li>
            ))}
          </ul>
          <ul className="news-matches">
            {list.data.list.map((m) => (
              <MatchRow key={m.matchId} match={m} />
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
