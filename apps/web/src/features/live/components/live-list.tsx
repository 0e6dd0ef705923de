import { useMemo, useRef, useState } from 'react';
import type { LiveItem, LiveTab } from '../api/get-live-list.ts';
import { useNextFrameValue } from '@/lib/use-next-frame-value.ts';
import { useWindowRange } from '@/lib/use-window-range.ts';
import { LIVE_ROW_HEIGHT, LiveRow } from './live-row.tsx';
import { listDaysAt } from './schedule-label.ts';

/**
 * The 200-item list, windowed: the box has the full height (no layout jump while scrolling) and only
 * the rows around the screen are rendered, each placed by its index.
 */
export function LiveList({ items, tab }: { items: readonly LiveItem[]; tab: LiveTab }) {
  const box = useRef<HTMLDivElement>(null);
  const { start, end, visibleStart, visibleEnd } = useWindowRange(box, items.length, LIVE_ROW_HEIGHT);
  // The days coming matches are dated against, fixed when the list opens (a render must not read the clock).
  const [days] = useState(() => listDaysAt(Date.now()));
  // Rows drawn off screen take a poll's items one frame after the rows on screen: a poll that changes
  // every row is drawn in two frames of half the work each (docs/perf.md "Live list").
  const late = useNextFrameValue(items);
  const lateById = useMemo(() => new Map(late.map((m) => [m.matchId, m])), [late]);
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
        const onScreen = index >= visibleStart && index < visibleEnd;
        return (
          <div role="listitem" key={item.matchId}>
            <LiveRow
              item={onScreen ? item : (lateById.get(item.matchId) ?? item)}
              tab={tab}
              days={days}
              top={index * LIVE_ROW_HEIGHT}
              flash={onScreen}
            />
          </div>
        );
      })}
    </div>
  );
}
