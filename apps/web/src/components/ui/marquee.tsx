import { useState } from 'react';
import { buildMarqueeTrack, type MarqueeItem } from '@arena/domain';
import { Icon } from './icons.tsx';

/** When each track (by its text) first scrolled on this page, as `performance.now()`. */
const firstShown = new Map<string, number>();

/**
 * How far into its loop a track is (a negative animation delay, in seconds). A strip drawn again
 * with the same text (the first paint's strip handing over to the query-backed one, a screen coming
 * back) continues where the last one was instead of starting over.
 */
export function marqueePhase(text: string, durationS: number, now = performance.now()): number {
  const since = firstShown.get(text);
  if (since === undefined) {
    firstShown.set(text, now);
    return 0;
  }
  return -(((now - since) / 1000) % durationS);
}

/** A marquee entry: a spec §3 marquee item with the text it shows. */
export interface MarqueeEntry extends MarqueeItem {
  id: string;
  content: string;
}

interface MarqueeProps {
  items: readonly MarqueeEntry[];
  /** The time the §4 windows are checked against (server time). */
  now: number;
  /** Accessible name of the region. */
  label: string;
  /** Shown while there is nothing to scroll (loading or no items). */
  placeholder: string;
  testId?: string;
  className?: string;
}

/**
 * The scrolling notice strip (spec §3 marquee item, §4: category 1 only within its window; one item
 * repeated to 5, 2–3 items tripled). Scrolls with CSS, pauses on hover or focus, and stands still for
 * users who ask for reduced motion. Items are server text, rendered as text. Used on home and in the
 * live room.
 */
export function Marquee({ items, now, label, placeholder, testId, className }: MarqueeProps) {
  const track = buildMarqueeTrack(items, now);
  const durationS = Math.max(12, track.length * 6);
  const text = track.map((item) => item.content).join('\n');
  return (
    <div
      className={className ? `marquee ${className}` : 'marquee'}
      role="region"
      aria-label={label}
      data-testid={testId}
    >
      <span className="marquee-icon" aria-hidden="true">
        <Icon name="notice" />
      </span>
      <div className="marquee-window" tabIndex={track.length > 0 ? 0 : -1}>
        {track.length === 0 ? (
          <span className="muted">{placeholder}</span>
        ) : (
          <MarqueeTrack key={text} track={track} text={text} durationS={durationS} />
        )}
      </div>
    </div>
  );
}

/** The moving track; its phase is read once per mount (a changing delay would move a running animation). */
function MarqueeTrack({
  track,
  text,
  durationS,
}: {
  track: readonly MarqueeEntry[];
  text: string;
  durationS: number;
}) {
  const [delayS] = useState(() => marqueePhase(text, durationS));
  return (
    <div
      className="marquee-track"
      style={{ animationDuration: `${durationS}s`, animationDelay: `${delayS.toFixed(3)}s` }}
    >
      {track.map((item, i) => (
        // Padding repeats items, so the index is part of the key.
        <span key={`${item.id}-${i}`} className="marquee-item">
          {item.content}
        </span>
      ))}
    </div>
  );
}
