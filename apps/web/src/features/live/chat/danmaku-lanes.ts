/** At most this many new lines start flying per second; the rest are skipped, not queued. */
export const DANMAKU_PER_SECOND = 6;
/** At most this many lines are on the picture at once (the layer's pool of line elements). */
export const DANMAKU_MAX_ON_SCREEN = 14;
/** Horizontal lanes over the top part of the picture. */
export const DANMAKU_LANES = 5;
/** A line crosses the picture's width in this time, whatever its length (one speed for every line). */
export const DANMAKU_CROSS_MS = 7_000;
/** Space kept between a line and the next one of its lane. */
const LANE_GAP_PX = 24;
/** The danmaku font size (chat.css `.danmaku-line`). */
const FONT_PX = 16;

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

/**
 * A line's width from its text, without laying it out (a layout read per line would cost a forced
 * layout in a busy room): Chinese characters and emoji take a full em, other characters about 0.6.
 * An estimate that runs short only lets the next line of the lane start a little closer.
 */
export function estimateLineWidth(text: string): number {
  let ems = 0;
  for (const ch of text) ems += (ch.codePointAt(0) ?? 0) > 0x2e80 ? 1 : 0.6;
  return Math.ceil(ems * FONT_PX);
}

/**
 * Where and how long a line flies over a picture `stageWidth` px wide, given when each lane is free
 * (`laneFreeAt`, ms): the lane free the longest, or none when every lane still has the previous
 * line's tail at the right edge (the line is skipped). Every line moves at the same speed, so a line
 * never catches up with the one ahead of it in its lane.
 */
export function planFlight(
  laneFreeAt: readonly number[],
  now: number,
  stageWidth: number,
  lineWidth: number,
): { lane: number; durationMs: number; laneFreeAt: number[] } | null {
  let lane = -1;
  for (let i = 0; i < laneFreeAt.length; i++)
    if ((laneFreeAt[i] ?? 0) <= now && (lane < 0 || (laneFreeAt[i] ?? 0) < (laneFreeAt[lane] ?? 0))) lane = i;
  if (lane < 0) return null;
  const pxPerMs = Math.max(stageWidth, 1) / DANMAKU_CROSS_MS;
  const next = [...laneFreeAt];
  next[lane] = now + (lineWidth + LANE_GAP_PX) / pxPerMs;
  return { lane, durationMs: Math.round((stageWidth + lineWidth) / pxPerMs), laneFreeAt: next };
}
