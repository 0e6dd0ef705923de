import { useTranslation } from 'react-i18next';
import { SLOT_PAYLINES, type EngineOutcome } from '@arena/domain';

const SUITS = ['♠', '♥', '♣', '♦'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const card = (c: number) => `${SUITS[Math.floor(c / 13)]}${RANKS[c % 13]}`;
/** Generic names of the slot's symbol ids (themes rename them on the game page). */
const SYMBOL_KEYS = [
  'fairVerify.symbols.wild',
  'fairVerify.symbols.scatter',
  'fairVerify.symbols.high1',
  'fairVerify.symbols.high2',
  'fairVerify.symbols.high3',
  'fairVerify.symbols.low1',
  'fairVerify.symbols.low2',
  'fairVerify.symbols.low3',
  'fairVerify.symbols.low4',
] as const;

/** A recomputed outcome in words and, for the slot, the reel window with the paying cells marked. */
export function FairOutcome({ outcome }: { outcome: EngineOutcome }) {
  const { t } = useTranslation();
  const symbol = (s: number) => t(SYMBOL_KEYS[s] ?? SYMBOL_KEYS[0]);
  switch (outcome.engine) {
    case 'slot': {
      const { spin, freeSpins, win } = outcome.slot;
      const hits = new Set(
        spin.lineWins.flatMap((w) =>
          Array.from({ length: w.count }, (_, i) => SLOT_PAYLINES[w.line]![i]! * 5 + i),
        ),
      );
      return (
        <div data-testid="fair-outcome">
          <p>{t('fairVerify.stops', { stops: spin.stops.join(', ') })}</p>
          <div className="fair-reels" role="img" aria-label={t('fairVerify.window')}>
            {spin.window.flatMap((row, r) =>
              row.map((s, c) => (
                <span key={`${r}-${c}`} className={hits.has(r * 5 + c) ? 'fair-cell hit' : 'fair-cell'}>
                  {symbol(s)}
                </span>
              )),
            )}
          </div>
          <ul>
            {spin.lineWins.map((w) => (
              <li key={w.line}>
                {t('fairVerify.lineWin', {
                  line: w.line + 1,
                  symbol: symbol(w.symbol),
                  count: w.count,
                  pay: w.pay,
                })}
              </li>
            ))}
          </ul>
          {freeSpins.length > 0 && <p>{t('fairVerify.freeSpins', { count: freeSpins.length })}</p>}
          <p data-testid="fair-result">{t('fairVerify.slotWin', { win })}</p>
        </div>
      );
    }
    case 'roulette':
      return (
        <p data-testid="fair-outcome">
          <span data-testid="fair-result">
            {t('fairVerify.pocket', {
              pocket: outcome.pocket,
              colour: t(`fairVerify.colour.${outcome.colour}`),
            })}
          </span>
        </p>
      );
    case 'baccarat': {
      const h = outcome.hand;
      return (
        <div data-testid="fair-outcome">
          <p>{t('fairVerify.player', { cards: h.player.map(card).join(' '), total: h.playerTotal })}</p>
          <p>{t('fairVerify.banker', { cards: h.banker.map(card).join(' '), total: h.bankerTotal })}</p>
          <p data-testid="fair-result">{t(`fairVerify.winner.${h.winner}`)}</p>
        </div>
      );
    }
    case 'dice':
      return (
        <p data-testid="fair-outcome">
          <span data-testid="fair-result">{t('fairVerify.roll', { roll: outcome.roll })}</span>
        </p>
      );
    case 'crash':
      return (
        <p data-testid="fair-outcome">
          <span data-testid="fair-result">
            {t('fairVerify.crash', { point: (outcome.point / 100).toFixed(2) })}
          </span>
        </p>
      );
  }
}
