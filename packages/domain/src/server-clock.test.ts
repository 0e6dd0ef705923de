import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOffset, createServerClock, isClientClockSkewed } from './server-clock.ts';
import type { OffsetStore, ServerClock, ServerClockOptions, SyncOutcome } from './server-clock.ts';
import { createFakeScheduler } from './test-support/fake-scheduler.ts';
import type { FakeScheduler } from './test-support/fake-scheduler.ts';

/** Lets settled promises run their continuations (the fake scheduler only moves timers). */
async function flushMicrotasks(): Promise<void> {
  for (let step = 0; step < 20; step += 1) await Promise.resolve();
}

interface MemoryStore extends OffsetStore {
  readonly writes: number[];
}

function memoryStore(initial: number | null = null): MemoryStore {
  const writes: number[] = [];
  return { writes, read: () => initial, write: (offsetMs) => writes.push(offsetMs) };
}

/** A "get system time" call the test answers by hand. */
interface ManualFetch {
  readonly calledAt: number[];
  fetch(): Promise<number>;
  answer(serverTime: number): void;
  fail(): void;
}

function manualFetch(timers: FakeScheduler): ManualFetch {
  const calledAt: number[] = [];
  let pending: { resolve: (value: number) => void; reject: (reason: Error) => void } | null = null;
  return {
    calledAt,
    fetch: () =>
      new Promise<number>((resolve, reject) => {
        calledAt.push(timers.now());
        pending = { resolve, reject };
      }),
    answer: (serverTime) => pending?.resolve(serverTime),
    fail: () => pending?.reject(new Error('offline')),
  };
}

function makeClock(
  timers: FakeScheduler,
  fetchServerTime: () => Promise<number>,
  store: OffsetStore = memoryStore(),
  extra: Partial<ServerClockOptions> = {},
): ServerClock {
  return createServerClock({
    now: () => timers.now(),
    setTimeout: (callback, ms) => timers.setTimeout(callback, ms),
    clearTimeout: (handle) => timers.clearTimeout(handle),
    fetchServerTime,
    store,
    ...extra,
  });
}

/** Tracks a sync promise so a test can see whether it has settled yet. */
function track(promise: Promise<SyncOutcome>): { outcome: () => SyncOutcome | undefined } {
  let outcome: SyncOutcome | undefined;
  void promise.then((value) => {
    outcome = value;
  });
  return { outcome: () => outcome };
}

describe('computeOffset', () => {
  // spec §9 "offset"; design: the server reading is taken at the midpoint of the round trip
  it('measures server minus client against the midpoint of the round trip', () => {
    expect(computeOffset({ serverTime: 10_000, sentAt: 1000, receivedAt: 3000 })).toBe(8000);
    expect(computeOffset({ serverTime: 1000, sentAt: 5000, receivedAt: 5000 })).toBe(-4000);
    expect(computeOffset({ serverTime: 10, sentAt: 0, receivedAt: 1 })).toBe(10); // 9.5 rounds up
  });

  it('recovers the true skew whatever the symmetric latency (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 42 }),
        fc.integer({ min: 0, max: 30_000 }),
        fc.integer({ min: -86_400_000, max: 86_400_000 }),
        (sentAt, oneWayMs, skewMs) => {
          const serverTime = sentAt + oneWayMs + skewMs;
          expect(computeOffset({ serverTime, sentAt, receivedAt: sentAt + 2 * oneWayMs })).toBe(skewMs);
        },
      ),
    );
  });
});

describe('isClientClockSkewed', () => {
  // spec §9 "comparison threshold 2 minutes"
  it('flags an offset only beyond 2 minutes, either way', () => {
    expect(isClientClockSkewed(119_999)).toBe(false);
    expect(isClientClockSkewed(120_000)).toBe(false);
    expect(isClientClockSkewed(120_001)).toBe(true);
    expect(isClientClockSkewed(-120_000)).toBe(false);
    expect(isClientClockSkewed(-120_001)).toBe(true);
    expect(isClientClockSkewed(0)).toBe(false);
  });

  it('accepts another threshold', () => {
    expect(isClientClockSkewed(1000, 1000)).toBe(false);
    expect(isClientClockSkewed(1001, 1000)).toBe(true);
  });
});

describe('createServerClock schedule', () => {
  // spec §9 "first fetch after 6.666 s, resync every 60 s"
  it('fetches first 6.666 s after start, then every 60 s', async () => {
    const timers = createFakeScheduler(1_000_000);
    const server = manualFetch(timers);
    const clock = makeClock(timers, () => server.fetch());
    clock.start();
    timers.advance(6665);
    expect(server.calledAt).toEqual([]);
    timers.advance(1);
    expect(server.calledAt).toEqual([1_006_666]);
    server.answer(0);
    await flushMicrotasks();
    timers.advance(59_999);
    expect(server.calledAt).toHaveLength(1);
    timers.advance(1);
    expect(server.calledAt).toEqual([1_006_666, 1_066_666]);
    timers.advance(60_000);
    expect(server.calledAt).toEqual([1_006_666, 1_066_666, 1_126_666]);
  });

  it('keeps a fixed cadence when a fetch hangs until its timeout', () => {
    const timers = createFakeScheduler();
    const server = manualFetch(timers);
    const clock = makeClock(timers, () => server.fetch());
    clock.start();
    timers.advance(6666 + 60_000 + 60_000);
    expect(server.calledAt).toEqual([6666, 66_666, 126_666]);
  });

  it('schedules only once when started twice', () => {
    const timers = createFakeScheduler();
    const server = manualFetch(timers);
    const clock = makeClock(timers, () => server.fetch());
    clock.start();
    clock.start();
    timers.advance(6666);
    expect(server.calledAt).toEqual([6666]);
  });

  it('stops fetching after stop, and starts over with the 6.666 s delay', () => {
    const timers = createFakeScheduler();
    const server = manualFetch(timers);
    const clock = makeClock(timers, () => server.fetch());
    clock.start();
    timers.advance(6000);
    clock.stop();
    expect(timers.pendingCount()).toBe(0);
    timers.advance(200_000);
    expect(server.calledAt).toEqual([]);
    clock.stop();
    clock.start();
    timers.advance(6665);
    expect(server.calledAt).toEqual([]);
    timers.advance(1);
    expect(server.calledAt).toEqual([212_666]);
  });

  it('takes other delays from the options', () => {
    const timers = createFakeScheduler();
    const server = manualFetch(timers);
    const clock = makeClock(timers, () => server.fetch(), memoryStore(), {
      firstFetchMs: 1000,
      resyncMs: 2000,
    });
    clock.start();
    timers.advance(5000);
    expect(server.calledAt).toEqual([1000, 3000, 5000]);
  });
});

describe('createServerClock sync', () => {
  // spec §9 "offset stored locally"
  it('starts from the stored offset, or 0 when none or unreadable is stored', () => {
    const timers = createFakeScheduler(5000);
    const never = (): Promise<number> => new Promise<number>(() => undefined);
    expect(makeClock(timers, never, memoryStore(90_000)).offsetMs()).toBe(90_000);
    expect(makeClock(timers, never, memoryStore(90_000)).serverNow()).toBe(95_000);
    expect(makeClock(timers, never, memoryStore(null)).offsetMs()).toBe(0);
    expect(makeClock(timers, never, memoryStore(Number.NaN)).offsetMs()).toBe(0);
    expect(makeClock(timers, never, memoryStore(Number.POSITIVE_INFINITY)).offsetMs()).toBe(0);
  });

  it('updates, stores and applies the offset after the scheduled fetch', async () => {
    const timers = createFakeScheduler(1_000_000);
    const store = memoryStore(5);
    const clock = makeClock(timers, () => Promise.resolve(timers.now() + 90_000), store);
    clock.start();
    timers.advance(6666);
    await flushMicrotasks();
    expect(store.writes).toEqual([90_000]);
    expect(clock.offsetMs()).toBe(90_000);
    expect(clock.serverNow()).toBe(1_006_666 + 90_000);
    expect(clock.isSkewed()).toBe(false);
  });

  it('measures against the midpoint of the round trip', async () => {
    const timers = createFakeScheduler(1000);
    const server = manualFetch(timers);
    const clock = makeClock(timers, () => server.fetch());
    const sync = clock.syncNow();
    timers.advance(2000);
    server.answer(50_000);
    await expect(sync).resolves.toEqual({ ok: true, offsetMs: 48_000 });
    expect(clock.offsetMs()).toBe(48_000);
  });

  // spec §9 "request timeout 5 s"
  it('abandons a request after 5 s and keeps the previous offset', async () => {
    const timers = createFakeScheduler();
    const server = manualFetch(timers);
    const store = memoryStore(1234);
    const clock = makeClock(timers, () => server.fetch(), store);
    const sync = track(clock.syncNow());
    timers.advance(4999);
    await flushMicrotasks();
    expect(sync.outcome()).toBeUndefined();
    timers.advance(1);
    await flushMicrotasks();
    expect(sync.outcome()).toEqual({ ok: false, reason: 'timeout' });
    server.answer(999_999);
    await flushMicrotasks();
    expect(clock.offsetMs()).toBe(1234);
    expect(store.writes).toEqual([]);
  });

  it('accepts an answer arriving 1 ms before the timeout', async () => {
    const timers = createFakeScheduler();
    const server = manualFetch(timers);
    const clock = makeClock(timers, () => server.fetch());
    const sync = clock.syncNow();
    timers.advance(4999);
    server.answer(204_999);
    await flushMicrotasks();
    expect(timers.pendingCount()).toBe(0);
    // 204 999 against the midpoint 2 499.5 is 202 499.5, rounded to the nearest millisecond
    await expect(sync).resolves.toEqual({ ok: true, offsetMs: 202_500 });
    expect(clock.isSkewed()).toBe(true);
  });

  it('takes another timeout from the options', async () => {
    const timers = createFakeScheduler();
    const server = manualFetch(timers);
    const clock = makeClock(timers, () => server.fetch(), memoryStore(), { requestTimeoutMs: 100 });
    const sync = clock.syncNow();
    timers.advance(100);
    await expect(sync).resolves.toEqual({ ok: false, reason: 'timeout' });
  });

  it('reports an error and keeps the offset when the fetch fails, answers garbage or throws', async () => {
    const timers = createFakeScheduler();
    const store = memoryStore(1234);
    const rejecting = makeClock(timers, () => Promise.reject(new Error('offline')), store);
    await expect(rejecting.syncNow()).resolves.toEqual({ ok: false, reason: 'error' });
    expect(rejecting.offsetMs()).toBe(1234);
    const garbage = makeClock(timers, () => Promise.resolve(Number.NaN), store);
    await expect(garbage.syncNow()).resolves.toEqual({ ok: false, reason: 'error' });
    const throwing = makeClock(
      timers,
      () => {
        throw new Error('no network stack');
      },
      store,
    );
    await expect(throwing.syncNow()).resolves.toEqual({ ok: false, reason: 'error' });
    expect(throwing.offsetMs()).toBe(1234);
    expect(store.writes).toEqual([]);
    expect(timers.pendingCount()).toBe(0);
  });

  it('recovers on the next resync after a failed fetch', async () => {
    const timers = createFakeScheduler();
    const server = manualFetch(timers);
    const store = memoryStore();
    const clock = makeClock(timers, () => server.fetch(), store);
    clock.start();
    timers.advance(6666);
    server.fail();
    await flushMicrotasks();
    expect(clock.offsetMs()).toBe(0);
    timers.advance(60_000);
    server.answer(timers.now() - 130_000);
    await flushMicrotasks();
    expect(clock.offsetMs()).toBe(-130_000);
    expect(store.writes).toEqual([-130_000]);
    expect(clock.isSkewed()).toBe(true);
  });

  it('ignores a sync still in flight when stopped', async () => {
    const timers = createFakeScheduler();
    const server = manualFetch(timers);
    const store = memoryStore(7);
    const clock = makeClock(timers, () => server.fetch(), store);
    clock.start();
    timers.advance(6666);
    const manual = clock.syncNow();
    clock.stop();
    server.answer(timers.now() + 500_000);
    await expect(manual).resolves.toEqual({ ok: true, offsetMs: 500_000 });
    expect(clock.offsetMs()).toBe(7);
    expect(store.writes).toEqual([]);
  });

  it('judges skew against another threshold from the options', () => {
    const timers = createFakeScheduler();
    const never = (): Promise<number> => new Promise<number>(() => undefined);
    expect(makeClock(timers, never, memoryStore(1001), { thresholdMs: 1000 }).isSkewed()).toBe(true);
    expect(makeClock(timers, never, memoryStore(1000), { thresholdMs: 1000 }).isSkewed()).toBe(false);
    expect(makeClock(timers, never, memoryStore(120_001)).isSkewed()).toBe(true);
    expect(makeClock(timers, never, memoryStore(-120_000)).isSkewed()).toBe(false);
  });

  it('corrects the client clock by the skew whatever the latency under the timeout (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2499 }),
        fc.integer({ min: -3_600_000, max: 3_600_000 }),
        async (oneWayMs, skewMs) => {
          const timers = createFakeScheduler(1_700_000_000_000);
          const server = manualFetch(timers);
          const clock = makeClock(timers, () => server.fetch());
          const sync = clock.syncNow();
          timers.advance(oneWayMs);
          const serverReading = timers.now() + skewMs;
          timers.advance(oneWayMs);
          server.answer(serverReading);
          await expect(sync).resolves.toEqual({ ok: true, offsetMs: skewMs });
          expect(clock.serverNow() - timers.now()).toBe(skewMs);
        },
      ),
      { numRuns: 200 },
    );
  });
});
