import { useState } from 'react';

/**
 * A value that flashes when it changes: up (--up) or down (--down) by numeric comparison, with an
 * arrow that stays until the next change (the last direction). The flash is an opacity animation of an overlay (runs on the compositor, no repaint per
 * frame); it restarts by alternating between two identical animations, so there are no timers (200
 * rows × 3 prices would otherwise hold 600 timeouts) and no element is replaced.
 */
export function FlashValue({
  value,
  className = '',
  upLabel,
  downLabel,
  flash = true,
}: {
  value: string;
  className?: string;
  upLabel: string;
  downLabel: string;
  /** Off for a value drawn off screen (the live list's overscan rows): the change is not flashed. */
  flash?: boolean;
}) {
  const [previous, setPrevious] = useState(value);
  const [trend, setTrend] = useState<'up' | 'down' | null>(null);
  const [flip, setFlip] = useState<boolean | null>(null);
  if (value !== previous) {
    // "Storing information from previous renders" (react.dev): adjust state during render.
    setPrevious(value);
    setTrend(Number(value) > Number(previous) ? 'up' : 'down');
    if (flash) setFlip((f) => (f === null ? true : !f));
    else setFlip(null);
  }
  return (
    <span
      className={`live-flash ${trend ? `is-${trend}${flip === null ? '' : flip ? ' is-a' : ' is-b'}` : ''} ${className}`}
      data-trend={trend ?? undefined}
    >
      {value}
      {trend && (
        <span className="live-flash-arrow" aria-label={trend === 'up' ? upLabel : downLabel}>
          {trend === 'up' ? '▲' : '▼'}
        </span>
      )}
    </span>
  );
}
