/**
 * Freshness window of a sealed request: spec §9 "comparison threshold 2 minutes".
 * Kept here until `@arena/domain` exports `SERVER_TIME_THRESHOLD_MS`; then use that one.
 */
export const ENVELOPE_FRESHNESS_MS = 120_000;

/**
 * How far ahead of the server clock a request timestamp may be. Clients seal with the server-synced
 * clock (spec §9), so only network jitter puts a timestamp ahead; a wide future window would let one
 * client pre-date nonces and hold replay memory long after the fact.
 */
export const ENVELOPE_FUTURE_SKEW_MS = 5_000;

/** Default bound on remembered nonces (docs/protocol.md "Replay window"). */
export const REPLAY_GUARD_MAX_ENTRIES = 200_000;

/** Outcome of {@link ReplayGuard.check} (spec §9; docs/protocol.md "Replay window"). */
export type ReplayVerdict = 'ok' | 'stale' | 'replayed';

/** Server-side memory of recently seen nonces (spec §7, §9; docs/protocol.md "Replay window"). */
export interface ReplayGuard {
  /**
   * Accepts and remembers a fresh, unseen nonce; otherwise says why not. Clock injected as `now`.
   * `scope` is the envelope session (key id): a guard may keep one bounded history per session so one
   * session's traffic never pushes out another's. A shared store may answer asynchronously.
   */
  check(
    nonce: string,
    timestamp: number,
    now: number,
    scope?: string,
  ): ReplayVerdict | Promise<ReplayVerdict>;
  /** Nonces currently remembered. */
  readonly size: number;
  /** How far in the past a timestamp may be. */
  readonly thresholdMs: number;
  /** How far in the future a timestamp may be (default {@link ENVELOPE_FUTURE_SKEW_MS}). */
  readonly futureSkewMs?: number;
}

/** A replay guard in this process's memory: it answers at once. */
export interface InMemoryReplayGuard extends ReplayGuard {
  check(nonce: string, timestamp: number, now: number, scope?: string): ReplayVerdict;
  readonly futureSkewMs: number;
}

/**
 * True when `timestamp` is more than `thresholdMs` in the past, more than `futureSkewMs` in the
 * future, or not a finite number (spec §9 "comparison threshold 2 minutes": exactly 120 000 ms old is
 * still fresh).
 */
export function isStale(
  timestamp: number,
  now: number,
  thresholdMs: number = ENVELOPE_FRESHNESS_MS,
  futureSkewMs: number = ENVELOPE_FUTURE_SKEW_MS,
): boolean {
  return !Number.isFinite(timestamp) || now - timestamp > thresholdMs || timestamp - now > futureSkewMs;
}

/**
 * Creates a replay guard (spec §9; docs/protocol.md "Replay window"). A nonce is remembered only
 * while its timestamp could still pass {@link isStale} (until `timestamp + thresholdMs`), so a replay
 * is either remembered or stale. Entries sit in a Map plus an insertion-ordered queue that is pruned
 * from its head: O(1) amortised per check.
 *
 * Memory is bounded by `maxEntries`. When full, the oldest-inserted entry is evicted and its timestamp
 * raises a floor: any timestamp at or below the floor is answered `stale`, so an evicted nonce can never
 * be replayed. Under a flood this only shortens the window (a client retries with a fresh nonce); it
 * never lets a replay through.
 */
export function createReplayGuard(
  options: { thresholdMs?: number; futureSkewMs?: number; maxEntries?: number } = {},
): InMemoryReplayGuard {
  const thresholdMs = options.thresholdMs ?? ENVELOPE_FRESHNESS_MS;
  const futureSkewMs = options.futureSkewMs ?? ENVELOPE_FUTURE_SKEW_MS;
  const maxEntries = options.maxEntries ?? REPLAY_GUARD_MAX_ENTRIES;
  if (maxEntries < 1) throw new RangeError('maxEntries must be at least 1');

  const seen = new Map<string, number>();
  let queue: { nonce: string; timestamp: number }[] = [];
  let head = 0;
  let floor = -Infinity;

  /** Removes the queue head, and its Map entry unless a newer entry for the same nonce replaced it. */
  const shift = (): { nonce: string; timestamp: number } | undefined => {
    const entry = queue[head];
    if (entry === undefined) return undefined;
    head++;
    if (seen.get(entry.nonce) === entry.timestamp) seen.delete(entry.nonce);
    if (head > 1024 && head * 2 > queue.length) {
      queue = queue.slice(head);
      head = 0;
    }
    return entry;
  };

  const prune = (now: number) => {
    // Out-of-order timestamps may leave expired entries behind a younger head for at most
    // threshold + future skew; they are harmless (a hit on them is stale anyway) and bounded by maxEntries.
    for (
      let entry = queue[head];
      entry !== undefined && now - entry.timestamp > thresholdMs;
      entry = queue[head]
    ) {
      shift();
    }
  };

  return {
    thresholdMs,
    futureSkewMs,
    get size() {
      return seen.size;
    },
    check(nonce, timestamp, now) {
      if (isStale(timestamp, now, thresholdMs, futureSkewMs) || timestamp <= floor) return 'stale';
      prune(now);
      if (seen.has(nonce)) return 'replayed';
      while (seen.size >= maxEntries) {
        const evicted = shift();
        if (evicted === undefined) break;
        if (now - evicted.timestamp <= thresholdMs) floor = Math.max(floor, evicted.timestamp);
      }
      seen.set(nonce, timestamp);
      queue.push({ nonce, timestamp });
      return 'ok';
    },
  };
}
