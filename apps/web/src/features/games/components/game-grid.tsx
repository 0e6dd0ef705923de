import { useRef, type ReactNode } from 'react';
import { useElementWidth, useWindowRows } from '../hooks/use-window-rows.ts';

/** Height of the caption under a square thumbnail (name line + buttons), px. */
const CAPTION_HEIGHT = 62;
const GAP = 10;

interface GameGridProps<T> {
  items: readonly T[];
  label: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/**
 * A virtualised grid of square tiles (issue 8): only the rows near the viewport are in the DOM, each
 * tile absolutely placed in a box of the full height, so nothing jumps while images load or rows
 * come and go. 3 columns on a phone, 4 from 480 px.
 */
export function GameGrid<T>({ items, label, itemKey, renderItem }: GameGridProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  const columns = width >= 480 ? 4 : 3;
  const tile = width > 0 ? (width - GAP * (columns - 1)) / columns : 0;
  const rowHeight = tile > 0 ? Math.round(tile + CAPTION_HEIGHT + GAP) : 0;
  const rowCount = Math.ceil(items.length / columns);
  const { first, last } = useWindowRows(ref, rowHeight, rowCount);
  const cells: ReactNode[] = [];
  if (rowHeight > 0) {
    for (let row = first; row <= last; row++) {
      for (let col = 0; col < columns; col++) {
        const item = items[row * columns + col];
        if (item === undefined) break;
        cells.push(
          <div
            key={itemKey(item)}
            role="listitem"
            className="game-cell"
            style={{ top: row * rowHeight, left: col * (tile + GAP), width: tile, height: rowHeight - GAP }}
          >
            {renderItem(item)}
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
    >
      {cells}
    </div>
  );
}
