import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import type { HotMatch } from '../api/home-answers.ts';

const score = (n: number | null) => (n === null ? '-' : String(n));

/**
 * The hot matches with their scores as served; each row opens its room on the live tab, and its 投注
 * link opens the match in the sportsbook.
 */
export function HotMatchList({ matches }: { matches: readonly HotMatch[] }) {
  const { t } = useTranslation();
  if (matches.length === 0) return <EmptyState text={t('home.hotEmpty')} />;
  return (
    <ul className="hot-list" data-testid="hot-matches">
      {matches.map((m) => {
        const clock = m.phase === 'break' ? t('homeHub.hotBreak') : m.clock || t('homeHub.hotLive');
        return (
          <li key={m.matchId} className="hot-item">
            <Link className="hot-row" to={paths.liveRoomOf(m.matchId, 'LIVE')} data-match-id={m.matchId}>
              <span className="hot-meta">
                <span className="hot-league">{m.matchName}</span>
                <span className="hot-clock">{clock}</span>
              </span>
              <span className="hot-teams">
                <span className="hot-team">{m.homeName}</span>
                <span className="hot-score" data-testid="hot-score">
                  {score(m.homeScore)} : {score(m.visitScore)}
                </span>
                <span className="hot-team hot-team-visit">{m.visitName}</span>
              </span>
            </Link>
            <Link
              className="hot-bet"
              to={paths.sportsbookMatch(m.matchId)}
              aria-label={t('sportsbook.betOn', { home: m.homeName, visit: m.visitName })}
            >
              {t('sportsbook.bet')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
