import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/** Rows rendered above and below the visible ones, so a fast scroll shows no gap. */
export const OVERSCAN = 6;
/** Rows of the first render, before anything is measured: the top of a phone screen under the tabs. */
const FIRST_ROWS = 4;
/** Rows added per frame while the list fills the screen and its overscan after the first render. */
const GROW_ROWS = 2;

/** Rendered rows `[start, end)`; of those, `[visibleStart, visibleEnd)` are on screen. */
export interface WindowRange {
  start: number;
  end: number;
  visibleStart: number;
  visibleEnd: number;
}

/**
 * The rows of a fixed-height list, scrolled by the window, that are on screen (plus an overscan):
 * a 200-row list renders about 20 rows, so a 1 Hz update of every item stays cheap (the live list,
 * the sportsbook).
 */
export function useWindowRange(
  container: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  /** Rows of the first render: 0 for a list that starts below the screen (it grows once measured). */
  firstRows = FIRST_ROWS,
): WindowRange {
  // The list grows over a few frames: FIRST_ROWS rows first, then GROW_ROWS more a frame until the
  // screen and the overscan are drawn. Rendering and laying out 20 rows at once was one long task on a
  // slow phone (docs/perf.md "Live list"); a few rows a frame keep each task short. The growth is a
  // transition (React renders it in slices); a scroll or resize is urgent and draws every row it needs.
  const [range, setRange] = useState<WindowRange>(() => {
    const end = Math.min(count, firstRows);
    return { start: 0, end, visibleStart: 0, visibleEnd: end };
  });
  // The rows drawn, for the measuring effect when it starts again (a new count): growth goes on from them.
  const shown = useRef(range);
  useEffect(() => {
    shown.current = range;
  }, [range]);
  useEffect(() => {
    let frame = 0;
    let timer = 0;
    let pending = false;
    let urgent = false;
    let grown = shown.current.end;
    const measure = () => {
      frame = 0;
      timer = 0;
      pending = false;
      const now = urgent;
      urgent = false;
      const el = container.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top;
      const visibleStart = Math.max(0, Math.floor(-top / rowHeight));
      const visibleEnd = Math.max(
        visibleStart,
        Math.min(count, Math.ceil((window.innerHeight - top) / rowHeight)),
      );
      const start = Math.max(0, visibleStart - OVERSCAN);
      const wanted = Math.min(count, visibleEnd + OVERSCAN);
      // Filling the screen and the overscan after the first render: a few rows more a frame.
      const end = now ? wanted : Math.min(wanted, Math.max(grown, visibleStart) + GROW_ROWS);
      grown = end;
      const update = () =>
        setRange((r) =>
          r.start === start && r.end === end && r.visibleStart === visibleStart && r.visibleEnd === visibleEnd
            ? r
            : { start, end, visibleStart, visibleEnd },
        );
      if (now) update();
      else startTransition(update);
      if (end < wanted) schedule();
    };
    // A scroll or resize is measured in the next frame, before it paints: the rows it needs are drawn
    // in that frame. Growth is measured just after a frame: rows the last step added are then laid out
    // by the frame itself; reading their position before it (in requestAnimationFrame, or right after
    // the commit) forced that layout inside a script task of its own (docs/perf.md "Live list").
    const schedule = () => {
      if (pending) return;
      pending = true;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (urgent) measure();
        else timer = window.setTimeout(measure, 0);
      });
    };
    const scheduleNow = () => {
      urgent = true;
      schedule();
    };
    schedule();
    window.addEventListener('scroll', scheduleNow, { passive: true });
    window.addEventListener('resize', scheduleNow);
    return () => {
      window.removeEventListener('scroll', scheduleNow);
      window.removeEventListener('resize', scheduleNow);
      if (frame) cancelAnimationFrame(frame);
      if (timer) window.clearTimeout(timer);
    };
  }, [container, count, rowHeight]);
  return range;
}
