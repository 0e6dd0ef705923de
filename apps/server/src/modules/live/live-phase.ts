import { unit } from './live-random.ts';
import type { LiveSport } from './live-seed-data.ts';

const MINUTE = 60_000;

/** Where a match is at a given instant (docs/live.md "Match clock"). */
export type MatchPhase = 'scheduled' | 'live' | 'break' | 'ended';

export interface MatchTiming {
  sport: LiveSport;
  startAt: number;
  durationMin: number;
}

/** Phase and the clock text shown on rows, the room and the tracker (`''` before and after). */
export function matchClock(m: MatchTiming, now: number): { phase: MatchPhase; clock: string } {
  const elapsed = (now - m.startAt) / MINUTE;
  if (elapsed < 0) return { phase: 'scheduled', clock: '' };
  if (elapsed >= m.durationMin) return { phase: 'ended', clock: '完场' };
  if (m.sport === 'football') {
    // 45 minutes, a 15-minute break, 45 minutes (the rest of the duration is stoppage time).
    if (elapsed < 45) return { phase: 'live', clock: `${Math.floor(elapsed) + 1}'` };
    if (elapsed < 60) return { phase: 'break', clock: '中场' };
    const minute = Math.floor(elapsed) - 15 + 1;
    return { phase: 'live', clock: minute > 90 ? `90+${minute - 90}'` : `${minute}'` };
  }
  if (m.sport === 'basketball') {
    const quarterMin = m.durationMin / 4;
    const quarter = Math.min(4, Math.floor(elapsed / quarterMin) + 1);
    const inQuarter = elapsed - (quarter - 1) * quarterMin;
    if (quarter === 2 && inQuarter > quarterMin - 8) return { phase: 'break', clock: '中场休息' };
    const left = Math.max(0, 12 - Math.floor((inQuarter / quarterMin) * 12));
    return { phase: 'live', clock: `第${quarter}节 ${left}:00` };
  }
  return { phase: 'live', clock: `第1局 ${Math.floor(elapsed) + 1}'` };
}

/** Whether scores move in this phase. */
export const isPlaying = (phase: MatchPhase) => phase === 'live';
/** Whether the match has started and not ended (video and streams run). */
export const isOn = (phase: MatchPhase) => phase === 'live' || phase === 'break';

/** A plausible score for a match found live with no score yet (server restart, first tick). */
export function openingScore(id: string, sport: LiveSport, elapsedMin: number): [number, number] {
  const t = Math.max(0, elapsedMin);
  if (sport === 'football') {
    // Goals are rare: up to about two a side by full time.
    const goals = (key: string) => Math.floor(unit(id, key) * 0.025 * t);
    return [goals('h'), goals('v')];
  }
  // Both sides near the sport's pace (basketball ≈ 0.85 points a minute, esports ≈ 0.27 kills), each
  // within ±15 %, so a game is close the way real ones are and never runs to 250 points.
  const pace = sport === 'basketball' ? 0.85 : 0.27;
  const side = (key: string) => Math.floor(t * pace * (0.85 + unit(id, key) * 0.3));
  return [side('h'), side('v')];
}

/** Statistics of the match detail, derived from the score and the clock (deterministic per match). */
export function matchStats(
  id: string,
  sport: LiveSport,
  elapsedMin: number,
  home: number,
  visit: number,
): { name: string; home: number; visit: number }[] {
  const t = Math.max(0, elapsedMin);
  const share = 0.4 + unit(id, 'share') * 0.2;
  if (sport === 'football') {
    const possession = Math.round(share * 100);
    return [
      { name: '控球率', home: possession, visit: 100 - possession },
      { name: '射门', home: home * 3 + Math.floor(t / 9), visit: visit * 3 + Math.floor(t / 11) },
      { name: '角球', home: Math.floor(t / 14), visit: Math.floor(t / 17) },
    ];
  }
  if (sport === 'basketball') {
    return [
      { name: '篮板', home: Math.floor(t / 3), visit: Math.floor(t / 3.3) },
      { name: '助攻', home: Math.floor(home / 4.5), visit: Math.floor(visit / 4.8) },
      { name: '三分命中', home: Math.floor(home / 9), visit: Math.floor(visit / 9.5) },
    ];
  }
  return [
    { name: '击杀', home, visit },
    { name: '推塔', home: Math.floor(t / 6 + home / 5), visit: Math.floor(t / 7 + visit / 5) },
    { name: '经济(k)', home: Math.floor(t * 1.9 + home), visit: Math.floor(t * 1.8 + visit) },
  ];
}
