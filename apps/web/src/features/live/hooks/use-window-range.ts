import { useEffect, useState, type RefObject } from 'react';

/** Rows rendered above and below the visible ones, so a fast scroll shows no gap. */
const OVERSCAN = 6;
/** Rows of the first render, before anything is measured: the top of a phone screen under the tabs. */
const FIRST_ROWS = 6;

/** Rendered rows `[start, end)`; of those, `[visibleStart, visibleEnd)` are on screen. */
export interface WindowRange {
  start: number;
  end: number;
  visibleStart: number;
  visibleEnd: number;
}

/**
 * The rows of a fixed-height list, scrolled by the window, that are on screen (plus an overscan):
 * the 200-row live list renders about 20 rows, so a 1 Hz update of every item stays cheap.
 */
export function useWindowRange(
  container: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
): WindowRange {
  // The list grows over three frames: a few rows first, then the rest of the screen, then the
  // overscan. Rendering and laying out 20 rows at once was one long task on a slow phone
  // (docs/perf.md "Live list"); a few rows a frame keep each task short.
  const [range, setRange] = useState<WindowRange>(() => {
    const end = Math.min(count, FIRST_ROWS);
    return { start: 0, end, visibleStart: 0, visibleEnd: end };
  });
  useEffect(() => {
    let frame = 0;
    let overscan = 0;
    const measure = () => {
      frame = 0;
      const el = container.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top;
      const visibleStart = Math.max(0, Math.floor(-top / rowHeight));
      const visibleEnd = Math.max(
        visibleStart,
        Math.min(count, Math.ceil((window.innerHeight - top) / rowHeight)),
      );
      const start = Math.max(0, visibleStart - overscan);
      const end = Math.min(count, visibleEnd + overscan);
      setRange((r) =>
        r.start === start && r.end === end && r.visibleStart === visibleStart && r.visibleEnd === visibleEnd
          ? r
          : { start, end, visibleStart, visibleEnd },
      );
      if (overscan === 0) {
        overscan = OVERSCAN;
        schedule();
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // First measure in the next frame, not in this effect: reading layout right after the commit
    // would force a synchronous layout inside the same (already long) task.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [container, count, rowHeight]);
  return range;
}
