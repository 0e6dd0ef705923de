import { describe, expect, it } from 'vitest';
import { createDebounce } from './debounce.ts';
import { DEBOUNCE_MS } from './platform-constants.ts';
import { createFakeScheduler } from './test-support/fake-scheduler.ts';

describe('createDebounce', () => {
  // spec §9
  it('runs once, 300 ms after the last call, with the last arguments', () => {
    const timers = createFakeScheduler();
    const calls: string[] = [];
    const debounced = createDebounce((value: string) => calls.push(value), timers);
    debounced.call('a');
    timers.advance(200);
    debounced.call('b');
    timers.advance(DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    expect(debounced.pending()).toBe(true);
    timers.advance(1);
    expect(calls).toEqual(['b']);
    expect(debounced.pending()).toBe(false);
  });

  it('cancels and flushes the pending call', () => {
    const timers = createFakeScheduler();
    const calls: number[] = [];
    const debounced = createDebounce((value: number) => calls.push(value), timers, 50);
    debounced.call(1);
    debounced.cancel();
    timers.advance(100);
    expect(calls).toEqual([]);
    debounced.flush();
    debounced.call(2);
    debounced.flush();
    expect(calls).toEqual([2]);
    expect(timers.pendingCount()).toBe(0);
    debounced.cancel();
  });
});
