import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useElementWidth, useWindowRows } from '../hooks/use-window-rows.ts';

/** Height of the caption under a square thumbnail (name line + buttons), px. */
const CAPTION_HEIGHT = 62;
const GAP = 10;

interface GameGridProps<T> {
  items: readonly T[];
  label: string;
  itemKey: (item: T) => string;
  /** `tabbable`: this tile holds the grid's one Tab stop (its controls get tabIndex 0, others -1). */
  renderItem: (item: T, tabbable: boolean) => ReactNode;
}

/**
 * A virtualised grid of square tiles (docs/games.md "Lobby grid"): only the rows near the
 * viewport are in the DOM, each tile absolutely placed in a box of the full height, so nothing jumps
 * while images load or rows come and go. 3 columns on a phone, 4 from 480 px.
 *
 * Cells are recycled: a cell's key is its slot (row modulo the most rows a window holds) and the
 * slots keep their DOM order, so a row scrolling in rewrites the elements of the row that left (text,
 * `src`) instead of mounting new ones; moving or adding elements is what made scroll frames long
 * (docs/perf.md). Because DOM order is then not reading order, each cell carries its position
 * (`aria-posinset`/`aria-setsize`) and the keyboard moves through the grid by position: the grid is
 * one Tab stop, arrow keys move between games, Home and End go to the first and last.
 */
export function GameGrid<T>({ items, label, itemKey, renderItem }: GameGridProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  const columns = width >= 480 ? 4 : 3;
  const tile = width > 0 ? (width - GAP * (columns - 1)) / columns : 0;
  const rowHeight = tile > 0 ? Math.round(tile + CAPTION_HEIGHT + GAP) : 0;
  const rowCount = Math.ceil(items.length / columns);
  const { first, last, capacity } = useWindowRows(ref, rowHeight, rowCount);
  const [active, setActive] = useState(0);
  const focusNext = useRef(false);
  useFocusLeavesRecycledCell(ref, first);

  // Always `capacity` rows (while there are rows), so every slot stays in use and none is unmounted
  // and mounted again as the window's size changes by a row. The rows beyond the window's own mount
  // when the browser is idle after the first rows, so the first screen's thumbnails load first and
  // the first scroll frame does not mount them.
  const padded = useIdleFlag(rowHeight > 0 && items.length > 0);
  const end = padded || first > 0 ? Math.min(rowCount - 1, Math.max(last, first + capacity - 1)) : last;
  const firstIndex = first * columns;
  const endIndex = Math.min(items.length - 1, (end + 1) * columns - 1);
  // The Tab stop: the active game when it is rendered, else the first rendered one.
  const stop = active >= firstIndex && active <= endIndex ? active : firstIndex;

  const moveTo = useCallback(
    (index: number) => {
      const grid = ref.current;
      if (!grid || rowHeight <= 0) return;
      // A game far off (Home, End) is scrolled near first so its row renders; focusing it then
      // scrolls it fully into view (the cells' scroll margins keep it clear of the bars).
      const row = Math.floor(index / columns);
      if (row < first || row > end) {
        const top = grid.getBoundingClientRect().top + window.scrollY + row * rowHeight;
        window.scrollTo({ top: top - window.innerHeight / 3 });
      }
      focusNext.current = true;
      setActive(index);
    },
    [columns, rowHeight, first, end],
  );

  // Focus follows the keyboard once the moved-to cell is rendered.
  useEffect(() => {
    if (!focusNext.current) return;
    const target = ref.current?.querySelector<HTMLElement>(`[aria-posinset="${active + 1}"] .game-launch`);
    if (!target) return;
    focusNext.current = false;
    target.focus();
  });

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[aria-posinset]');
    if (!cell) return;
    const at = Number(cell.getAttribute('aria-posinset')) - 1;
    const step: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: columns,
      ArrowUp: -columns,
      Home: -at,
      End: items.length - 1 - at,
    };
    const by = step[e.key];
    if (by === undefined) return;
    const next = Math.max(0, Math.min(items.length - 1, at + by));
    e.preventDefault();
    if (next !== at) moveTo(next);
  };

  const onFocus = (e: ReactFocusEvent<HTMLDivElement>) => {
    const cell = e.target.closest<HTMLElement>('[aria-posinset]');
    if (cell) setActive(Number(cell.getAttribute('aria-posinset')) - 1);
  };

  const cells: ReactNode[] = [];
  if (rowHeight > 0) {
    for (let slot = 0; slot < capacity; slot++) {
      const row = first + ((slot - (first % capacity) + capacity) % capacity);
      if (row > end) continue;
      for (let col = 0; col < columns; col++) {
        const index = row * columns + col;
        const item = items[index];
        if (item === undefined) break;
        cells.push(
          <div
            key={`${slot}:${col}`}
            role="listitem"
            className="game-cell"
            aria-posinset={index + 1}
            aria-setsize={items.length}
            data-key={itemKey(item)}
            style={{ top: row * rowHeight, left: col * (tile + GAP), width: tile, height: rowHeight - GAP }}
          >
            {renderItem(item, index === stop)}
          </div>,
        );
      }
    }
  }
  return (
    <div
      ref={ref}
      role="list"
      aria-label={label}
      className="game-grid"
      style={{ height: rowCount * rowHeight }}
      data-testid="game-grid"
      data-count={items.length}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {cells}
    </div>
  );
}

/** `false` until the browser has been idle once after `ready` turned true (at most 1.5 s), then `true`. */
function useIdleFlag(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 1500);
    return () => window.clearTimeout(id);
  }, [ready, idle]);
  return idle;
}

/**
 * A focused tile whose cell is recycled for another game (the page scrolled it away) loses focus, as
 * it would if the cell were removed: focus never silently moves to a game the user did not choose.
 */
function useFocusLeavesRecycledCell(ref: RefObject<HTMLElement | null>, first: number) {
  const focused = useRef<string | null>(null);
  useLayoutEffect(() => {
    const grid = ref.current;
    if (!grid) return;
    const note = (e: FocusEvent) => {
      const cell = (e.target as HTMLElement).closest<HTMLElement>('.game-cell');
      focused.current = cell?.dataset.key ?? null;
    };
    grid.addEventListener('focusin', note);
    return () => grid.removeEventListener('focusin', note);
  }, [ref]);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || !ref.current?.contains(active)) return;
    const cell = active.closest<HTMLElement>('.game-cell');
    if (cell && cell.dataset.key !== focused.current) active.blur();
  }, [ref, first]);
}
