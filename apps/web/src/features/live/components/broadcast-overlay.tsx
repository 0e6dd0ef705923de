import { useTranslation } from 'react-i18next';
import { isWorldCupMatch } from '@arena/domain';
import type { LiveItem } from '../api/get-live-list.ts';

const score = (n: number | null) => (n === null ? '-' : String(n));

/**
 * The broadcast score bug over the match video: league, teams, the live score and the match clock,
 * drawn by the client from the room's polled match detail (the same answer as the scoreboard below),
 * so the picture carries the real score as a television graphic would. Decorative for screen readers:
 * the scoreboard under the stage says the same in text.
 */
export function BroadcastOverlay({ item }: { item: LiveItem }) {
  const { t } = useTranslation();
  if (item.anchorType === 'castLive' || !item.isStart) return null;
  return (
    <div className="live-bug" aria-hidden="true" data-testid="broadcast-overlay">
      <span className="live-bug-league">
        {isWorldCupMatch(item.matchId) ? t('liveRoom.worldCup') : item.matchName}
      </span>
      <span className="live-bug-team">{item.homeName}</span>
      <span className="live-bug-score" data-testid="broadcast-score">
        {score(item.homeScore)}-{score(item.visitScore)}
      </span>
      <span className="live-bug-team">{item.visitName}</span>
      <span className="live-bug-clock">{item.clock}</span>
    </div>
  );
}
