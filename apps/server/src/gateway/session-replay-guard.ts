import {
  ENVELOPE_FRESHNESS_MS,
  ENVELOPE_FUTURE_SKEW_MS,
  isStale,
  type ReplayGuard,
  type ReplayVerdict,
} from '@arena/protocol';

/** Nonces one envelope session may hold at once: ~17 calls a second for the whole 2-minute window. */
export const REPLAY_PER_SESSION_MAX = 2_048;

/** All nonces held across sessions (memory bound of one process). */
export const REPLAY_TOTAL_MAX = 400_000;

/** A session at or above this many nonces is "heavy" and pays first when the total bound is reached. */
const HEAVY_AT = 256;

interface History {
  seen: Map<string, number>;
  queue: { nonce: string; timestamp: number }[];
  head: number;
  /** Timestamps at or below this are stale for this session: its evicted nonces can never replay. */
  floor: number;
}

/** The replay guard plus what the envelope store needs to keep it tidy. */
export interface SessionReplayGuard extends ReplayGuard {
  check(nonce: string, timestamp: number, now: number, scope?: string): ReplayVerdict;
  /** Drops a session's history (its key id expired or was pruned: its requests can no longer open). */
  forget(scope: string): void;
  /** Sessions with a history. */
  readonly sessions: number;
}

/**
 * A replay guard with one bounded history per envelope session (docs/protocol.md "Replay window").
 * A session that floods fills only its own history: past {@link REPLAY_PER_SESSION_MAX} its oldest
 * nonce is evicted and only its own floor rises. When the process-wide bound is reached, the nonce
 * evicted comes from the flooding session itself or another heavy session, never from a light one.
 *
 * Process memory fits the envelope sessions it guards, which are per process too (a key id known only
 * here can only be opened here). A shared store implements the same {@link ReplayGuard} interface,
 * whose `check` may answer with a promise.
 */
export function createSessionReplayGuard(
  options: {
    thresholdMs?: number;
    futureSkewMs?: number;
    perSessionMax?: number;
    totalMax?: number;
  } = {},
): SessionReplayGuard {
  const thresholdMs = options.thresholdMs ?? ENVELOPE_FRESHNESS_MS;
  const futureSkewMs = options.futureSkewMs ?? ENVELOPE_FUTURE_SKEW_MS;
  const perSessionMax = options.perSessionMax ?? REPLAY_PER_SESSION_MAX;
  const totalMax = options.totalMax ?? REPLAY_TOTAL_MAX;
  const heavyAt = Math.min(HEAVY_AT, perSessionMax);
  const histories = new Map<string, History>();
  const heavy = new Set<string>();
  let total = 0;

  const shift = (scope: string, h: History, now: number): boolean => {
    const entry = h.queue[h.head];
    if (entry === undefined) return false;
    h.head++;
    if (h.seen.get(entry.nonce) === entry.timestamp) {
      h.seen.delete(entry.nonce);
      total--;
    }
    if (now - entry.timestamp <= thresholdMs) h.floor = Math.max(h.floor, entry.timestamp);
    if (h.head > 256 && h.head * 2 > h.queue.length) {
      h.queue = h.queue.slice(h.head);
      h.head = 0;
    }
    if (h.seen.size < heavyAt) heavy.delete(scope);
    return true;
  };

  const prune = (h: History, scope: string, now: number) => {
    for (let e = h.queue[h.head]; e !== undefined && now - e.timestamp > thresholdMs; e = h.queue[h.head]) {
      shift(scope, h, now);
    }
  };

  /** Makes room for one nonce process-wide: the adder pays if heavy, else another heavy session. */
  const makeRoom = (scope: string, own: History, now: number) => {
    while (total >= totalMax) {
      if (heavy.has(scope) && shift(scope, own, now)) continue;
      const victim = heavy.values().next();
      if (victim.done) {
        // Only light sessions left: the bound was set below sessions × HEAVY_AT; take from the adder.
        if (!shift(scope, own, now)) break;
        continue;
      }
      const h = histories.get(victim.value);
      if (!h || !shift(victim.value, h, now)) heavy.delete(victim.value);
    }
  };

  return {
    thresholdMs,
    futureSkewMs,
    get size() {
      return total;
    },
    get sessions() {
      return histories.size;
    },
    check(nonce, timestamp, now, scope = '') {
      let h = histories.get(scope);
      if (isStale(timestamp, now, thresholdMs, futureSkewMs) || (h && timestamp <= h.floor)) return 'stale';
      if (!h) {
        h = { seen: new Map(), queue: [], head: 0, floor: -Infinity };
        histories.set(scope, h);
      }
      prune(h, scope, now);
      if (h.seen.has(nonce)) return 'replayed';
      while (h.seen.size >= perSessionMax) if (!shift(scope, h, now)) break;
      makeRoom(scope, h, now);
      h.seen.set(nonce, timestamp);
      h.queue.push({ nonce, timestamp });
      total++;
      if (h.seen.size >= heavyAt) heavy.add(scope);
      return 'ok';
    },
    forget(scope) {
      const h = histories.get(scope);
      if (!h) return;
      total -= h.seen.size;
      histories.delete(scope);
      heavy.delete(scope);
    },
  };
}
