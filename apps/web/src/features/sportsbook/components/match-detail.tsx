import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSkeleton } from '@/components/ui/skeleton.tsx';
import { useBookMatch } from '../api/get-book-match.ts';
import { MarketBlock, useSlipPicks } from './market-block.tsx';
import { matchState } from './match-row.tsx';
import type { BookMatch } from '@arena/protocol';

function Header({ match: m }: { match: BookMatch }) {
  const { t } = useTranslation();
  const state = matchState(m, t);
  return (
    <div className="sb-detail-head">
      <div className="muted">
        {m.leagueName} · <span className={m.inPlay ? 'sb-live' : ''}>{state}</span>
      </div>
      <h2 className="sb-row-teams">
        <span>{m.homeName}</span>
        <strong>{m.homeScore === null ? 'VS' : `${m.homeScore} : ${m.visitScore ?? 0}`}</strong>
        <span>{m.visitName}</span>
      </h2>
    </div>
  );
}

/**
 * A match with every market, kept fresh every 2 s. Memoised: a link tap re-renders the screen at once
 * while the switch to the list is deferred, and the match's markets must not be drawn again in the tap's
 * own task.
 */
export const MatchDetail = memo(function MatchDetail({ matchId }: { matchId: string }) {
  const { t } = useTranslation();
  const match = useBookMatch(matchId);
  const picked = useSlipPicks().get(matchId) ?? '';
  return (
    <div className="sb-detail">
      <Link className="sb-more" to="?">
        ‹ {t('sportsbook.backToList')}
      </Link>
      {match.isPending ? (
        <PageSkeleton />
      ) : match.isError ? (
        <EmptyState
          text={t('sportsbook.loadFailed')}
          action={
            <button type="button" className="btn btn-secondary" onClick={() => void match.refetch()}>
              {t('sportsbook.retry')}
            </button>
          }
        />
      ) : (
        <>
          <Header match={match.data} />
          {match.data.markets.length === 0 ? (
            <EmptyState text={t('sportsbook.noMarkets')} />
          ) : (
            match.data.markets.map((m) => (
              <MarketBlock key={m.marketKey} match={match.data} market={m} picked={picked} />
            ))
          )}
        </>
      )}
    </div>
  );
});
