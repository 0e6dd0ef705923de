import { useState } from 'react';
import { useLit } from '../hooks/flash-clock.ts';

/**
 * A value that lights up when it changes: up (--up) or down (--down) by numeric comparison, with an
 * arrow that stays until the next change (the last direction). The light is a plain background tint,
 * on for 0.9 s and then off, with no animation: an animated fade made every changed value its own
 * compositor layer, and on the 1 Hz list those layers were half of each update's frame. One shared
 * timer puts the lights out (`flash-clock.ts`).
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
  /** Off for a value drawn off screen (the live list's overscan rows): the change is not lit. */
  flash?: boolean;
}) {
  const [previous, setPrevious] = useState(value);
  const [trend, setTrend] = useState<'up' | 'down' | null>(null);
  const [litAt, setLitAt] = useState<number | null>(null);
  if (value !== previous) {
    // "Storing information from previous renders" (react.dev): adjust state during render.
    setPrevious(value);
    setTrend(Number(value) > Number(previous) ? 'up' : 'down');
    // The moment of the change is what this render records; a render React repeats or drops and redoes
    // records the same change a little later, which moves the light's end by as much.
    // eslint-disable-next-line react-hooks/purity
    setLitAt(flash ? performance.now() : null);
  }
  const lit = useLit(litAt);
  return (
    <span
      className={`live-flash${trend ? ` is-${trend}` : ''}${lit ? ' is-lit' : ''} ${className}`}
      data-trend={trend ?? undefined}
    >
      {value}
      {/* A shape drawn by CSS (live.css), not the characters ▲ ▼ from a fallback font. */}
      {trend && (
        <span className="live-flash-arrow" role="img" aria-label={trend === 'up' ? upLabel : downLabel} />
      )}
    </span>
  );
}
