import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLASH_MS, resetFlashClock } from '../hooks/flash-clock.ts';
import { FlashValue } from './flash-value.tsx';

const labels = { upLabel: '上升', downLabel: '下降' };

function Pair({ a, b, flash = true }: { a: string; b: string; flash?: boolean }) {
  return (
    <>
      <FlashValue value={a} flash={flash} className="a" {...labels} />
      <FlashValue value={b} flash={flash} className="b" {...labels} />
    </>
  );
}

const el = (container: HTMLElement, name: string) => container.querySelector(`.live-flash.${name}`)!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  resetFlashClock();
});
afterEach(() => {
  vi.useRealTimers();
});

// Issue 7 "an odds change is shown (up/down flash)"; docs/live.md "Flash".
describe('FlashValue', () => {
  it('lights a rise for 0.9 s, then keeps only the arrow', () => {
    const { container, rerender } = render(<Pair a="1.50" b="2" />);
    expect(el(container, 'a').className).not.toContain('is-lit');
    rerender(<Pair a="1.62" b="2" />);
    const a = el(container, 'a');
    expect(a.className).toContain('is-up');
    expect(a.className).toContain('is-lit');
    expect(a.querySelector('[role="img"][aria-label="上升"]')).not.toBeNull();
    expect(el(container, 'b').className).not.toContain('is-lit');

    act(() => {
      vi.advanceTimersByTime(FLASH_MS - 1);
    });
    expect(el(container, 'a').className).toContain('is-lit');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(el(container, 'a').className).not.toContain('is-lit');
    expect(el(container, 'a').getAttribute('data-trend')).toBe('up');
  });

  it('puts each light out at its own time with one timer', () => {
    const { container, rerender } = render(<Pair a="3" b="5" />);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    rerender(<Pair a="2" b="5" />);
    act(() => {
      vi.advanceTimersByTime(400);
    });
    rerender(<Pair a="2" b="6" />);
    expect(el(container, 'a').className).toContain('is-down');
    expect(el(container, 'b').className).toContain('is-lit');
    // The later light does not need a timer of its own while the earlier one's is pending.
    expect(timers).toHaveBeenCalledTimes(1);

    act(() => {
      vi.advanceTimersByTime(FLASH_MS - 400);
    });
    expect(el(container, 'a').className).not.toContain('is-lit');
    expect(el(container, 'b').className).toContain('is-lit');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(el(container, 'b').className).not.toContain('is-lit');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a value drawn off screen takes the change and its arrow without the light', () => {
    const { container, rerender } = render(<Pair a="1" b="1" flash={false} />);
    rerender(<Pair a="0" b="1" flash={false} />);
    const a = el(container, 'a');
    expect(a.getAttribute('data-trend')).toBe('down');
    expect(a.className).not.toContain('is-lit');
    expect(a.textContent).toBe('0');
    expect(a.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('下降');
    expect(vi.getTimerCount()).toBe(0);
  });
});
