import type { KeyboardEvent } from 'react';

interface TabListProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  /** Visible text of a tab. */
  textOf: (tab: T) => string;
  /** Class of the list; each tab gets `${className}-item`, the selected one also `is-active`. */
  className: string;
  itemClassName: string;
  /**
   * When the tabs control panels: tab `x` gets the id `${idPrefix}-tab-x` and `aria-controls`
   * `${idPrefix}-panel-x`, so a panel can be `aria-labelledby` its tab.
   */
  idPrefix?: string;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A row of tabs (WAI-ARIA tabs pattern): buttons with role="tab" and aria-selected; on a keyboard the
 * arrow keys move to and select the next or previous tab (wrapping), Home and End the first and last.
 * Only the selected tab is in the Tab order, so Tab leaves the list in one press.
 */
export function TabList<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  textOf,
  className,
  itemClassName,
  idPrefix,
}: TabListProps<T>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.indexOf(selected);
    const step = STEP[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (at + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const tab = next === null ? undefined : tabs[next];
    if (tab === undefined) return;
    event.preventDefault();
    onSelect(tab);
    const buttons = event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    buttons[next ?? 0]?.focus();
  };
  return (
    <div className={className} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          id={idPrefix && `${idPrefix}-tab-${tab}`}
          aria-controls={idPrefix && `${idPrefix}-panel-${tab}`}
          type="button"
          role="tab"
          aria-selected={tab === selected}
          tabIndex={tab === selected ? 0 : -1}
          className={tab === selected ? `${itemClassName} is-active` : itemClassName}
          onClick={() => onSelect(tab)}
        >
          {textOf(tab)}
        </button>
      ))}
    </div>
  );
}
