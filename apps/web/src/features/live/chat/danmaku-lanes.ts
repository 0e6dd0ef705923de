/** At most this many new lines start flying per second; the rest are skipped, not queued. */
export const DANMAKU_PER_SECOND = 6;
/** At most this many lines are on the picture at once. */
export const DANMAKU_MAX_ON_SCREEN = 14;
/** Horizontal lanes over the top part of the picture. */
export const DANMAKU_LANES = 5;

/**
 * The rate cap of the danmaku (so the picture stays watchable in a busy room): a one-second window
 * and the number started in it. Pure: answers whether a line may start at `now` and the next state.
 */
export function admitDanmaku(
  state: { windowStart: number; started: number },
  now: number,
  onScreen: number,
): { admit: boolean; state: { windowStart: number; started: number } } {
  const fresh = now - state.windowStart >= 1_000 ? { windowStart: now, started: 0 } : state;
  if (fresh.started >= DANMAKU_PER_SECOND || onScreen >= DANMAKU_MAX_ON_SCREEN)
    return { admit: false, state: fresh };
  return { admit: true, state: { windowStart: fresh.windowStart, started: fresh.started + 1 } };
}
