import type { IntervalScheduler, TimeoutScheduler } from '../scheduler.ts';

/** A manual clock implementing the injected timer interfaces, for the package's own tests. */
export interface FakeScheduler extends TimeoutScheduler, IntervalScheduler {
  now(): number;
  /** Moves time forward, firing due timers in order. */
  advance(ms: number): void;
  /** Number of timers still scheduled. */
  pendingCount(): number;
}

interface Timer {
  id: number;
  at: number;
  every: number | null;
  callback: () => void;
}

/** Creates a fake scheduler starting at `start` epoch ms. */
export function createFakeScheduler(start = 0): FakeScheduler {
  let current = start;
  let nextId = 1;
  const timers = new Map<number, Timer>();
  const add = (callback: () => void, ms: number, every: number | null): number => {
    const id = nextId++;
    timers.set(id, { id, at: current + ms, every, callback });
    return id;
  };
  const remove = (handle: unknown): void => {
    if (typeof handle === 'number') timers.delete(handle);
  };
  return {
    now: () => current,
    setTimeout: (callback, ms) => add(callback, ms, null),
    clearTimeout: remove,
    setInterval: (callback, ms) => add(callback, ms, ms),
    clearInterval: remove,
    pendingCount: () => timers.size,
    advance(ms) {
      const target = current + ms;
      for (;;) {
        const due = [...timers.values()]
          .filter((timer) => timer.at <= target)
          .sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (due === undefined) break;
        current = due.at;
        if (due.every === null) timers.delete(due.id);
        else due.at += due.every;
        due.callback();
      }
      current = target;
    },
  };
}
