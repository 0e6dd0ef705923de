import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TabList } from './tab-list.tsx';

const TABS = ['ANIMATION', 'LIVE', 'ANCHOR'] as const;
type Tab = (typeof TABS)[number];

function Harness({ start = 'ANIMATION' as Tab }) {
  const [tab, setTab] = useState<Tab>(start);
  return (
    <TabList
      label="视图"
      tabs={TABS}
      selected={tab}
      onSelect={setTab}
      textOf={(v) => v.toLowerCase()}
      className="views"
      itemClassName="view"
    />
  );
}

const selected = () => screen.getByRole('tab', { selected: true });

afterEach(cleanup);

// Brief: "keyboard use on desktop" — the WAI-ARIA tabs pattern.
describe('TabList', () => {
  it('selects on click and marks only the selected tab active and tabbable', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: '视图' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'live' }));
    expect(selected().textContent).toBe('live');
    expect(selected().className).toBe('view is-active');
    expect(selected().tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'anchor' }).tabIndex).toBe(-1);
  });

  it('moves with the arrow keys, wrapping, and Home/End, keeping focus on the selected tab', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected().textContent).toBe('live');
    expect(document.activeElement).toBe(selected());
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected().textContent).toBe('animation');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected().textContent).toBe('anchor');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selected().textContent).toBe('animation');
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected().textContent).toBe('anchor');
    expect(document.activeElement).toBe(selected());
  });

  it('ignores other keys', () => {
    render(<Harness start="LIVE" />);
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'a' });
    expect(selected().textContent).toBe('live');
  });
});
