import { buildMarqueeTrack, type MarqueeItem } from '@arena/domain';
import { Icon } from './icons.tsx';

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
          <div className="marquee-track" style={{ animationDuration: `${Math.max(12, track.length * 6)}s` }}>
            {track.map((item, i) => (
              // Padding repeats items, so the index is part of the key.
              <span key={`${item.id}-${i}`} className="marquee-item">
                {item.content}
              </span>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
