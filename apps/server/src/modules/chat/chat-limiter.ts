import type { TimeLog } from '../../cluster/cluster.ts';

/** Default slow mode: one message per this many ms per member (docs/chat.md). */
export const CHAT_SLOW_MODE_MS = 2_000;
/** Rate limit: at most this many messages per window per member. */
export const CHAT_RATE_MAX = 10;
export const CHAT_RATE_WINDOW_MS = 30_000;

export type LimitVerdict = { ok: true } | { ok: false; kind: 'slow' | 'rate'; retryAfterMs: number };

/**
 * Per-member send limits (docs/chat.md). `check` does not record: the caller records with `note` once
 * the message is stored, so a refused send costs nothing. {@link createChatLimiter} keeps the times in
 * this process; {@link createSharedChatLimiter} in the cluster's time log, answering with promises.
 */
export interface ChatLimiter {
  /** `slowModeMs`: the room's slow mode (adminRoomSetup), {@link CHAT_SLOW_MODE_MS} by default. */
  check(memberId: number, now: number, slowModeMs?: number): LimitVerdict | Promise<LimitVerdict>;
  note(memberId: number, now: number): void | Promise<void>;
  /** Forgets everything (tests; the shared one forgets nothing). */
  reset(): void;
}

/** The verdict on a member's send times (oldest first) inside the rate window. */
function verdictOf(times: readonly number[], now: number, slowModeMs: number): LimitVerdict {
  const last = times.at(-1);
  if (last !== undefined && now - last < slowModeMs) {
    return { ok: false, kind: 'slow', retryAfterMs: slowModeMs - (now - last) };
  }
  const first = times[0];
  if (times.length >= CHAT_RATE_MAX && first !== undefined) {
    return { ok: false, kind: 'rate', retryAfterMs: CHAT_RATE_WINDOW_MS - (now - first) };
  }
  return { ok: true };
}

/** The send limits shared by every instance: one time log per member, as long as the window. */
export function createSharedChatLimiter(log: TimeLog): ChatLimiter {
  const keyOf = (memberId: number) => `chat-sent:${memberId}`;
  return {
    async check(memberId, now, slowModeMs = CHAT_SLOW_MODE_MS) {
      const times = (await log.recent(keyOf(memberId))).filter((t) => now - t < CHAT_RATE_WINDOW_MS);
      return verdictOf(times, now, slowModeMs);
    },
    note: (memberId, now) => log.add(keyOf(memberId), now, CHAT_RATE_MAX, CHAT_RATE_WINDOW_MS),
    reset: () => undefined,
  };
}

export function createChatLimiter() {
  const sent = new Map<number, number[]>();
  return {
    check(memberId: number, now: number, slowModeMs = CHAT_SLOW_MODE_MS): LimitVerdict {
      const times = (sent.get(memberId) ?? []).filter((t) => now - t < CHAT_RATE_WINDOW_MS);
      sent.set(memberId, times);
      return verdictOf(times, now, slowModeMs);
    },
    note(memberId: number, now: number): void {
      const times = sent.get(memberId) ?? [];
      times.push(now);
      sent.set(memberId, times);
    },
    /** Forgets everything (tests). */
    reset(): void {
      sent.clear();
    },
  };
}
