import { memo, useState } from 'react';

/**
 * The flash of a move: a ring in the move's colour (`--sb-move`, sportsbook.css) around the button for
 * 0.9 s, the same in every frame (as the arrow, it says the direction; the text and background are not
 * animated, so the price keeps its contrast).
 */
export const FLASH_KEYFRAMES: Keyframe[] = [
  { boxShadow: '0 0 0 2px var(--sb-move)' },
  { boxShadow: '0 0 0 2px var(--sb-move)' },
];
export const FLASH_TIMING: KeyframeAnimationOptions = { duration: 900 };

/** A ref that flashes the button it is attached to, once; a new one is made for every move. */
type Flash = (button: HTMLButtonElement | null) => (() => void) | undefined;

/**
 * One move's flash, by the Web Animations API on the button itself. A CSS animation sends an
 * `animationstart` and an `animationend` event per button, each handled by React's root listener,
 * and restyles every button it starts on: on a list whose prices move every second that cost as much
 * main-thread time as the rest of the update. An animation of a pseudo-element restyles the document
 * on every `animate()` call.
 */
const newFlash = (): Flash => (button) => {
  // jsdom and engines without the API show the move by its lasting arrow alone.
  if (!button || typeof button.animate !== 'function') return undefined;
  const run = button.animate(FLASH_KEYFRAMES, FLASH_TIMING);
  // The next move's ref takes over: this flash stops and that one starts from full.
  return () => run.cancel();
};

/** How a price last moved, and the ref that flashes that move. */
interface Move {
  odds: string;
  trend: 'up' | 'down' | null;
  flash: Flash | undefined;
}

/**
 * One price: a toggle that puts the selection on the bet slip (its market handles the tap). A moved
 * price on screen flashes a ring in the move's colour for 0.9 s; an arrow stays until the next move;
 * the text and background never change, so the price reads at the same contrast in every frame. A
 * suspended or closed market cannot be picked. No effect, timer or subscription of its own: a list
 * mounts dozens of these at once, and only a moved price has a ref, called once per move.
 */
export const OddsButton = memo(function OddsButton({
  selection,
  name,
  odds,
  picked,
  disabled,
  label,
  heldText,
  flash: flashes,
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
  /** Whether a move flashes (its arrow changes either way): off in a list's overscan rows. */
  flash: boolean;
}) {
  const [move, setMove] = useState<Move>({ odds, trend: null, flash: undefined });
  if (odds !== move.odds) {
    // Adjusting state while rendering (react.dev "storing information from previous renders"); the
    // new ref is what makes React call it after this move's commit, and never on a render without one.
    setMove({
      odds,
      trend: Number(odds) > Number(move.odds) ? 'up' : 'down',
      flash: flashes ? newFlash() : undefined,
    });
  }
  const { trend, flash } = move;
  return (
    <button
      ref={flash}
      type="button"
      className={`sb-odds${picked ? ' is-picked' : ''}${trend ? ` is-${trend}` : ''}`}
      aria-pressed={picked}
      aria-label={`${label} ${name} ${disabled ? heldText : odds}`}
      disabled={disabled}
      data-selection={selection}
      data-testid="sb-odds"
    >
      <span className="sb-odds-name">{name}</span>
      {/* The lock and the arrow are drawn by CSS (sportsbook.css), not written as characters. */}
      <strong className="sb-odds-value">
        {disabled ? <span className="sb-lock" aria-hidden="true" /> : odds}
        {trend && !disabled && <span className="sb-odds-arrow" aria-hidden="true" />}
      </strong>
    </button>
  );
});
