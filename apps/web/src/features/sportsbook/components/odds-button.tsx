import { memo, useState } from 'react';

/** How a price last moved, and how many moves it has seen (the parity restarts the flash). */
interface Move {
  odds: string;
  trend: 'up' | 'down' | null;
  moves: number;
}

/**
 * One price: a toggle that puts the selection on the bet slip (its market handles the tap). A moved price is tinted up or down for
 * 0.9 s (a CSS animation, restarted on every move by alternating its name) with an arrow that stays
 * until the next move; a suspended or closed market cannot be picked. No effect, timer or subscription
 * of its own: a list mounts dozens of these at once.
 */
export const OddsButton = memo(function OddsButton({
  selection,
  name,
  odds,
  picked,
  disabled,
  label,
  heldText,
}: {
  /** The selection's key, which the market's one click handler reads (`data-selection`). */
  selection: string;
  name: string;
  odds: string;
  picked: boolean;
  disabled: boolean;
  /** Accessible name: the match and market besides the selection. */
  label: string;
  /** What a held price says instead of the odds (暂停). */
  heldText: string;
}) {
  const [move, setMove] = useState<Move>({ odds, trend: null, moves: 0 });
  if (odds !== move.odds) {
    // Adjusting state while rendering (react.dev "storing information from previous renders").
    setMove({ odds, trend: Number(odds) > Number(move.odds) ? 'up' : 'down', moves: move.moves + 1 });
  }
  const { trend, moves } = move;
  return (
    <button
      type="button"
      className={`sb-odds${picked ? ' is-picked' : ''}${trend ? ` is-${trend} is-moved-${moves % 2}` : ''}`}
      aria-pressed={picked}
      aria-label={`${label} ${name} ${disabled ? heldText : odds}`}
      disabled={disabled}
      data-selection={selection}
      data-testid="sb-odds"
    >
      <span className="sb-odds-name">{name}</span>
      <strong className="sb-odds-value">
        {disabled ? '🔒' : odds}
        {trend && !disabled && (
          <span className="sb-odds-arrow" aria-hidden="true">
            {trend === 'up' ? '▲' : '▼'}
          </span>
        )}
      </strong>
    </button>
  );
});
