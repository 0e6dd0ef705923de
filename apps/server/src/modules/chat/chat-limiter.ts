/** Default slow mode: one message per this many ms per member (docs/chat.md). */
export const CHAT_SLOW_MODE_MS = 2_000;
/** Rate limit: at most this many messages per window per member. */
export const CHAT_RATE_MAX = 10;
export const CHAT_RATE_WINDOW_MS = 30_000;

export type LimitVerdict = { ok: true } | { ok: false; kind: 'slow' | 'rate'; retryAfterMs: number };

/**
 * Per-member send limits, kept in memory (one server process; docs/chat.md). `check` does not record:
 * the caller records with `note` once the message is stored, so a refused send costs nothing.
 */
export function createChatLimiter() {
  const sent = new Map<number, number[]>();
  return {
    /** `slowModeMs`: the room's slow mode (adminRoomSetup), {@link CHAT_SLOW_MODE_MS} by default. */
    check(memberId: number, now: number, slowModeMs = CHAT_SLOW_MODE_MS): LimitVerdict {
      const times = (sent.get(memberId) ?? []).filter((t) => now - t < CHAT_RATE_WINDOW_MS);
      sent.set(memberId, times);
      const last = times.at(-1);
      if (last !== undefined && now - last < slowModeMs) {
        return { ok: false, kind: 'slow', retryAfterMs: slowModeMs - (now - last) };
      }
      const first = times[0];
      if (times.length >= CHAT_RATE_MAX && first !== undefined) {
        return { ok: false, kind: 'rate', retryAfterMs: CHAT_RATE_WINDOW_MS - (now - first) };
      }
      return { ok: true };
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
export type ChatLimiter = ReturnType<typeof createChatLimiter>;
