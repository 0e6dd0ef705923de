import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Width of an element, followed with a ResizeObserver (0 before the first layout). */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export interface RowWindow {
  first: number;
  last: number;
  /** The most rows a window can span at this viewport height (keys of recycled rows repeat after it). */
  capacity: number;
}

/** Rows of `rowHeight` px in `ref` that intersect the viewport, widened by `overscan` rows each side. */
function visibleRows(el: HTMLElement, rowHeight: number, rowCount: number, overscan: number): RowWindow {
  const top = el.getBoundingClientRect().top;
  const first = Math.floor(-top / rowHeight) - overscan;
  const last = Math.ceil((window.innerHeight - top) / rowHeight) + overscan;
  const capacity = Math.ceil(window.innerHeight / rowHeight) + 2 + 2 * overscan;
  return { first: Math.max(0, first), last: Math.min(rowCount - 1, last), capacity };
}

/**
 * The window of rows to render of a list that scrolls with the page (the shell scrolls the document).
 * Scroll events are coalesced to one measurement per animation frame, and the state only changes when
 * the row range does, so scrolling inside a row re-renders nothing.
 */
export function useWindowRows(
  ref: RefObject<HTMLElement | null>,
  rowHeight: number,
  rowCount: number,
  overscan = 2,
): RowWindow {
  const [range, setRange] = useState<RowWindow>({ first: 0, last: -1, capacity: 1 });
  useEffect(() => {
    const el = ref.current;
    if (!el || rowHeight <= 0) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const next = visibleRows(el, rowHeight, rowCount, overscan);
      setRange((prev) =>
        prev.first === next.first && prev.last === next.last && prev.capacity === next.capacity ? prev : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ref, rowHeight, rowCount, overscan]);
  return range;
}
