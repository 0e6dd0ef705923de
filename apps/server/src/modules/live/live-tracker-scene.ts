import { unit } from './live-random.ts';
import type { MatchPhase } from './live-phase.ts';
import type { LiveSport } from './live-seed-data.ts';

/** One attacking move of the tracker lasts this long of the real match clock. */
export const PLAY_MS = 20_000;

/** The tracker's drawing at one instant, in the 320 × 180 box of the tracker page's pitch. */
export interface TrackerScene {
  ball: { x: number; y: number };
  /** Which side has the ball, or null outside play (before, at a break, after). */
  attack: 'home' | 'visit' | null;
  /** Share of the match played, 0 before kick-off to 1 at the end. */
  progress: number;
}

export interface SceneInput {
  matchId: string;
  sport: LiveSport;
  phase: MatchPhase;
  startAt: number;
  durationMin: number;
  homeScore: number | null;
  visitScore: number | null;
}

const CENTRE = { x: 160, y: 90 };
const round1 = (n: number) => Math.round(n * 10) / 10;
const share = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Where the ball is, from the real match clock and score (docs/live.md "Tracker"): play is cut into
 * 20-second moves; each move's attacking side is drawn per match and move, leaning towards the side
 * that is behind (a trailing team pushes), and the ball runs from midfield towards the goal it
 * attacks as the move's seconds pass. Outside play the ball rests on the centre spot. The same match
 * and instant always draw the same scene, on every server instance, so two viewers see one match.
 */
export function trackerScene(m: SceneInput, now: number): TrackerScene {
  const elapsed = now - m.startAt;
  const progress = Math.min(1, Math.max(0, elapsed / (m.durationMin * 60_000)));
  if (m.phase !== 'live') return { ball: CENTRE, attack: null, progress: share(progress) };
  const move = Math.floor(elapsed / PLAY_MS);
  const within = (elapsed - move * PLAY_MS) / PLAY_MS;
  const behind = (m.visitScore ?? 0) - (m.homeScore ?? 0);
  // A goal or two behind: the home side has the ball more often (at most 70 %), and the other way round.
  const homeShare = Math.min(
    0.7,
    Math.max(0.3, 0.5 + 0.1 * Math.sign(behind) * Math.min(2, Math.abs(behind))),
  );
  const attack = unit(m.matchId, move, 'attack') < homeShare ? 'home' : 'visit';
  const depth = 0.4 + unit(m.matchId, move, 'depth') * 0.6;
  const lane = unit(m.matchId, move, 'lane') * 2 - 1;
  const run = within * depth;
  if (m.sport === 'esports') {
    // The map's diagonal: home's base bottom left, the visitors' top right.
    const toward = attack === 'home' ? 1 : -1;
    const along = 0.5 + toward * run * 0.45;
    return {
      ball: { x: round1(20 + along * 280 + lane * 12), y: round1(160 - along * 140 + lane * 12) },
      attack,
      progress: share(progress),
    };
  }
  // Home attacks the right-hand goal, the visitors the left-hand one.
  const toward = attack === 'home' ? 1 : -1;
  return {
    ball: {
      x: round1(CENTRE.x + toward * (10 + run * 130)),
      y: round1(CENTRE.y + lane * 60 * (1 - run * 0.6)),
    },
    attack,
    progress: share(progress),
  };
}
