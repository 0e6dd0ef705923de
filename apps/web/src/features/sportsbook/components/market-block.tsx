import type { MouseEvent } from 'react';
import type { BookMarket, BookMatch } from '@arena/protocol';
import { useTranslation } from 'react-i18next';
import { useBetSlip, type SlipPick } from '../stores/bet-slip-store.ts';
import { OddsButton } from './odds-button.tsx';

/** A selection's key among the picks of one match: market and selection. */
const pickKey = (marketKey: string, selectionKey: string) => `${marketKey}|${selectionKey}`;

/**
 * The picks on the slip of each match, as one string per match (`market|selection`, comma-joined): a
 * list reads the slip once and hands every row a value that changes only when that row's picks do.
 */
export function picksByMatch(picks: readonly SlipPick[]): Map<string, string> {
  const byMatch = new Map<string, string>();
  for (const p of picks) {
    const key = pickKey(p.marketKey, p.selectionKey);
    const had = byMatch.get(p.matchId);
    byMatch.set(p.matchId, had ? `${had},${key}` : key);
  }
  return byMatch;
}

/** The slip's picks of every match, read once by a list or a match page. */
export const useSlipPicks = () => picksByMatch(useBetSlip((s) => s.picks));

/**
 * One market's prices as toggles onto the bet slip. `picked` is this match's picks ({@link picksByMatch});
 * a tap is handled once for the whole market (the button says which selection), so the price buttons
 * keep no handler of their own and re-render only when their own price or pick changes.
 */
export function MarketBlock({
  match,
  market,
  picked,
  showName = true,
  flash = true,
}: {
  match: BookMatch;
  market: BookMarket;
  picked: string;
  showName?: boolean;
  /** Whether a moved price flashes: not in a list's overscan rows, which nobody sees. */
  flash?: boolean;
}) {
  const { t } = useTranslation();
  const matchLabel = t('sportsbook.matchLabel', { home: match.homeName, visit: match.visitName });
  const held = market.status !== 'open';
  const chosen = picked.split(',');
  const onPick = (event: MouseEvent<HTMLDivElement>) => {
    const key = (event.target as Element).closest<HTMLElement>('[data-selection]')?.dataset.selection;
    const s = market.selections.find((x) => x.key === key);
    if (!s || held) return;
    useBetSlip.getState().toggle({
      matchId: match.matchId,
      marketKey: market.marketKey,
      selectionKey: s.key,
      matchLabel,
      marketName: market.name,
      selectionName: s.name,
      odds: s.odds,
    });
  };
  return (
    <section className="sb-market" aria-label={market.name}>
      {showName && (
        <h3 className="sb-market-name">
          {market.name}
          {held && (
            <span className="sb-held">
              {market.status === 'closed' ? t('sportsbook.closed') : t('sportsbook.suspended')}
            </span>
          )}
        </h3>
      )}
      {/* The buttons inside are the controls (keyboard included); the grid only hears their clicks. */}
      <div className={`sb-market-grid${market.selections.length > 3 ? ' is-wide' : ''}`} onClick={onPick}>
        {market.selections.map((s) => (
          <OddsButton
            key={s.key}
            selection={s.key}
            name={s.name}
            odds={s.odds}
            disabled={held}
            label={`${matchLabel} ${market.name}`}
            heldText={t('sportsbook.suspended')}
            picked={chosen.includes(pickKey(market.marketKey, s.key))}
            flash={flash}
          />
        ))}
      </div>
    </section>
  );
}
