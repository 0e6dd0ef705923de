import { useRef, useState } from 'react';
import type { LiveItem, LiveTab } from '../api/get-live-list.ts';
import { useWindowRange } from '@/lib/use-window-range.ts';
import { LIVE_ROW_HEIGHT, LiveRow } from './live-row.tsx';
import { listDaysAt } from './schedule-label.ts';

/**
 * The 200-item list, windowed: the box has the full height (no layout jump while scrolling) and only
 * the rows on screen are rendered, each placed by its index.
 */
export function LiveList({ items, tab }: { items: readonly LiveItem[]; tab: LiveTab }) {
  const box = useRef<HTMLDivElement>(null);
  const { start, end, visibleStart, visibleEnd } = useWindowRange(box, items.length, LIVE_ROW_HEIGHT);
  // The days coming matches are dated against, fixed when the list opens (a render must not read the clock).
  const [days] = useState(() => listDaysAt(Date.now()));
  return (
    <div
      ref={box}
      className="live-list"
      role="list"
      style={{ height: items.length * LIVE_ROW_HEIGHT }}
      data-testid="live-list"
      data-count={items.length}
    >
      {items.slice(start, end).map((item, i) => {
        const index = start + i;
        return (
          <div role="listitem" key={item.matchId}>
            <LiveRow
              item={item}
              tab={tab}
              days={days}
              top={index * LIVE_ROW_HEIGHT}
              flash={index >= visibleStart && index < visibleEnd}
            />
          </div>
        );
      })}
    </div>
  );
}
