import { memo } from 'react';
import type { BookMatch } from '@arena/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MarketBlock } from './market-block.tsx';

/** The state line of a match: the clock in play, the start time before. */
export function matchState(
  m: BookMatch,
  t: (key: 'sportsbook.ended' | 'sportsbook.inPlay') => string,
): string {
  if (m.phase === 'ended') return t('sportsbook.ended');
  if (m.inPlay) return m.clock || t('sportsbook.inPlay');
  return m.startAt.slice(5, 16);
}

/**
 * Fixed row height (the row's box and the gap below it, sportsbook.css `.sb-window .sb-row`): the
 * windowed list places rows by index, and rows never change size.
 */
export const MATCH_ROW_HEIGHT = 152;

/**
 * A list row: league, clock, teams and score, the main market inline, the way to every market. Placed
 * by its index in the windowed list; `aria-posinset`/`aria-setsize` tell assistive technology where it
 * sits among rows that are not rendered.
 */
export const MatchRow = memo(function MatchRow({
  match: m,
  index,
  size,
  picked,
  onScreen,
}: {
  match: BookMatch;
  index: number;
  size: number;
  /** This match's picks on the slip (market-block.tsx `picksByMatch`), '' for none. */
  picked: string;
  /** The row is on screen, not in the overscan: only then do its prices flash. */
  onScreen: boolean;
}) {
  const { t } = useTranslation();
  const state = matchState(m, t);
  const main = m.markets[0];
  return (
    <li
      className="sb-row"
      style={{ transform: `translateY(${index * MATCH_ROW_HEIGHT}px)` }}
      aria-posinset={index + 1}
      aria-setsize={size}
      data-testid="sb-match"
      data-match-id={m.matchId}
      data-clock={m.clock}
    >
      <div className="sb-row-head muted">
        <span>{m.leagueName}</span>
        <span className={m.inPlay ? 'sb-live' : ''}>{state}</span>
      </div>
      <div className="sb-row-teams">
        <span>{m.homeName}</span>
        <strong>{m.homeScore === null ? 'VS' : `${m.homeScore} : ${m.visitScore ?? 0}`}</strong>
        <span>{m.visitName}</span>
      </div>
      {main && <MarketBlock match={m} market={main} picked={picked} showName={false} flash={onScreen} />}
      <Link
        className="sb-more"
        to={`?match=${encodeURIComponent(m.matchId)}`}
        aria-label={t('sportsbook.allMarketsOf', { home: m.homeName, visit: m.visitName })}
      >
        {t('sportsbook.allMarkets')} ›
      </Link>
    </li>
  );
});
