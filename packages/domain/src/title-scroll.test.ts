import { describe, expect, it } from 'vitest';
import { createFakeScheduler } from './test-support/fake-scheduler.ts';
import {
  createTitleScroller,
  nextTitleFrame,
  shouldScrollTitle,
  titleScrollThreshold,
} from './title-scroll.ts';

describe('shouldScrollTitle', () => {
  // spec §4
  it('scrolls above 28 characters in Safari', () => {
    expect(titleScrollThreshold(true)).toBe(28);
    expect(shouldScrollTitle('x'.repeat(27), true)).toBe(false);
    expect(shouldScrollTitle('x'.repeat(28), true)).toBe(false);
    expect(shouldScrollTitle('x'.repeat(29), true)).toBe(true);
  });

  it('scrolls above 15 characters elsewhere', () => {
    expect(shouldScrollTitle('x'.repeat(14), false)).toBe(false);
    expect(shouldScrollTitle('x'.repeat(15), false)).toBe(false);
    expect(shouldScrollTitle('x'.repeat(16), false)).toBe(true);
  });
});

describe('nextTitleFrame', () => {
  // spec §4
  it('moves the first character to the end, code-point safe', () => {
    expect(nextTitleFrame('abc')).toBe('bca');
    expect(nextTitleFrame('😀ab')).toBe('ab😀');
    expect(nextTitleFrame('')).toBe('');
  });
});

describe('createTitleScroller', () => {
  // spec §4
  const setup = (isSafari = false) => {
    const timers = createFakeScheduler();
    const titles: string[] = [];
    let hidden = false;
    const scroller = createTitleScroller({
      timers,
      isSafari,
      isHidden: () => hidden,
      setTitle: (t) => titles.push(t),
    });
    return { timers, titles, scroller, hide: (value: boolean) => (hidden = value) };
  };

  it('steps every 300 ms for a long title', () => {
    const { timers, titles, scroller } = setup();
    scroller.show('0123456789abcdefg');
    timers.advance(299);
    expect(titles).toEqual(['0123456789abcdefg']);
    timers.advance(1);
    expect(titles.at(-1)).toBe('123456789abcdefg0');
    timers.advance(300);
    expect(titles.at(-1)).toBe('23456789abcdefg01');
  });

  it('pauses while the tab is hidden', () => {
    const { timers, titles, scroller, hide } = setup();
    scroller.show('0123456789abcdefg');
    hide(true);
    timers.advance(900);
    expect(titles).toHaveLength(1);
    hide(false);
    timers.advance(300);
    expect(titles.at(-1)).toBe('123456789abcdefg0');
  });

  it('does not schedule for a short title and restores the title on stop', () => {
    const { timers, titles, scroller } = setup(true);
    scroller.show('Arena');
    expect(timers.pendingCount()).toBe(0);
    scroller.show('x'.repeat(29) + 'y');
    timers.advance(300);
    scroller.stop();
    expect(timers.pendingCount()).toBe(0);
    expect(titles.at(-1)).toBe('x'.repeat(29) + 'y');
  });
});
