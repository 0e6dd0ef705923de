import {
  SERVER_TIME_FIRST_FETCH_MS,
  SERVER_TIME_REQUEST_TIMEOUT_MS,
  SERVER_TIME_RESYNC_MS,
  SERVER_TIME_THRESHOLD_MS,
} from './platform-constants.ts';
import type { TimeoutScheduler } from './scheduler.ts';

/**
 * Offset of the server clock from the client clock, in ms (spec §9). Design: the server reading is
 * taken to be the midpoint of the round trip, so network latency does not count as skew.
 */
export function computeOffset(sample: { serverTime: number; sentAt: number; receivedAt: number }): number {
  return Math.round(sample.serverTime - (sample.sentAt + sample.receivedAt) / 2);
}

/** True when the client clock is more than 2 minutes off the server (spec §9 "comparison threshold"). */
export function isClientClockSkewed(offsetMs: number, thresholdMs = SERVER_TIME_THRESHOLD_MS): boolean {
  return Math.abs(offsetMs) > thresholdMs;
}

/** Where the offset is kept between page loads (spec §9 "offset stored locally"). */
export interface OffsetStore {
  read(): number | null;
  write(offsetMs: number): void;
}

/** Inputs of {@link createServerClock} (spec §9); the timing fields default to the spec's values. */
export interface ServerClockOptions extends TimeoutScheduler {
  readonly now: () => number;
  /** The "get system time" call (spec §7), answering server epoch milliseconds. */
  readonly fetchServerTime: () => Promise<number>;
  readonly store: OffsetStore;
  readonly firstFetchMs?: number;
  readonly resyncMs?: number;
  readonly requestTimeoutMs?: number;
  readonly thresholdMs?: number;
}

/** Outcome of one sync (spec §9). */
export type SyncOutcome =
  | { readonly ok: true; readonly offsetMs: number }
  | { readonly ok: false; readonly reason: 'timeout' | 'error' };

/** A server-time model (spec §9). */
export interface ServerClock {
  /** Schedules the first fetch after 6.666 s, then one every 60 s. */
  start(): void;
  /** Cancels the schedule; a sync in flight no longer updates the offset. */
  stop(): void;
  /** Fetches once now, with the 5 s timeout; updates and stores the offset on success. */
  syncNow(): Promise<SyncOutcome>;
  /** Current offset (server minus client), from the store until the first sync. */
  offsetMs(): number;
  /** Client time corrected by the offset. */
  serverNow(): number;
  /** Whether the client clock is off by more than the threshold. */
  isSkewed(): boolean;
}

/**
 * Server-time sync (spec §9): first fetch 6.666 s after `start`, resync every 60 s on a fixed cadence,
 * each request abandoned after 5 s, the offset written to `store`, and skew judged against 2 minutes.
 * Failed or timed-out fetches keep the previous offset.
 */
export function createServerClock(options: ServerClockOptions): ServerClock {
  const stored = options.store.read();
  let offset = stored !== null && Number.isFinite(stored) ? stored : 0;
  let handle: unknown = null;
  let generation = 0;

  const fetchWithTimeout = (): Promise<number | 'timeout' | 'error'> =>
    new Promise((resolve) => {
      const timer = options.setTimeout(
        () => resolve('timeout'),
        options.requestTimeoutMs ?? SERVER_TIME_REQUEST_TIMEOUT_MS,
      );
      const settle = (value: number | 'error'): void => {
        options.clearTimeout(timer);
        resolve(value);
      };
      // Wrapped so a fetch that throws synchronously counts as a failed fetch, like a rejection.
      new Promise<number>((resolveFetch) => resolveFetch(options.fetchServerTime())).then(
        (serverTime) => settle(Number.isFinite(serverTime) ? serverTime : 'error'),
        () => settle('error'),
      );
    });

  const syncNow = async (): Promise<SyncOutcome> => {
    const startedIn = generation;
    const sentAt = options.now();
    const result = await fetchWithTimeout();
    if (typeof result !== 'number') return { ok: false, reason: result };
    const measured = computeOffset({ serverTime: result, sentAt, receivedAt: options.now() });
    if (startedIn === generation) {
      offset = measured;
      options.store.write(measured);
    }
    return { ok: true, offsetMs: measured };
  };

  const schedule = (delayMs: number): void => {
    handle = options.setTimeout(() => {
      schedule(options.resyncMs ?? SERVER_TIME_RESYNC_MS);
      void syncNow();
    }, delayMs);
  };

  return {
    start() {
      if (handle !== null) return;
      schedule(options.firstFetchMs ?? SERVER_TIME_FIRST_FETCH_MS);
    },
    stop() {
      if (handle !== null) options.clearTimeout(handle);
      handle = null;
      generation += 1;
    },
    syncNow,
    offsetMs: () => offset,
    serverNow: () => options.now() + offset,
    isSkewed: () => isClientClockSkewed(offset, options.thresholdMs),
  };
}
