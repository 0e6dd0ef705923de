import { noteTimedWork } from '../../cluster/cluster.ts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { driftSelections, type Selection } from './live-odds.ts';
import { isOn, isPlaying, matchClock, openingScore } from './live-phase.ts';
import { unit } from './live-random.ts';
import type { LiveSport } from './live-seed-data.ts';
import { recordEndedResults } from './live-follow-repository.ts';
import {
  marketSelections,
  rollEndedMatches,
  roomsOnWithMatchIds,
  setRoomStatus,
  tickRows,
  writeMarketSelections,
  writeScores,
  type TickRow,
} from './live-tick-repository.ts';

/** How often the scheduler runs (docs/live.md "Scheduler"). */
export const LIVE_TICK_MS = 4_000;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** An ended match stays listed as ended this long before it moves to the same time tomorrow. */
const ENDED_GRACE_MS = 30 * MINUTE;
/**
 * Chance per 4 s tick that a playing match scores, for real-looking finals: football ≈ 2.7 goals in 90
 * minutes, basketball ≈ 210 points (2 a basket) over the ≈ 115 playing minutes, esports ≈ 27 kills in
 * 50 minutes.
 */
export const SCORE_CHANCE: Readonly<Record<LiveSport, number>> = {
  football: 0.002,
  basketball: 0.061,
  esports: 0.036,
};
/** Chance per tick that a playing match's prices move. */
const ODDS_CHANCE = 0.3;

/**
 * `normal`: the schedule; `score-live`: every playing match scores (browser tests);
 * `score-all`: every match on the list scores and reprices, started or not (the list benchmark).
 */
export type TickMode = 'normal' | 'score-live' | 'score-all';

export interface TickResult {
  rolled: number;
  scored: string[];
  repriced: string[];
}

function points(sport: LiveSport, roll: number): number {
  if (sport !== 'basketball') return 1;
  return roll < 0.2 ? 1 : roll < 0.8 ? 2 : 3;
}

/**
 * One scheduler step at `now` (pure in its inputs: the same rows, `now` and mode give the same
 * changes): ended matches move a day on with their score cleared, matches found playing without a score
 * get a plausible one, playing matches score and reprice by chance, streamer rooms bound to a match
 * that are on follow its phase (1 before, 2 playing, 3 break; spec §4 "three 'on' values").
 */
export async function liveTick(db: Queryable, now: number, mode: TickMode = 'normal'): Promise<TickResult> {
  const result: TickResult = { rolled: 0, scored: [], repriced: [] };
  // The row is reused tomorrow: keep today's final score and closing prices as a result (赛果) first.
  await recordEndedResults(db, now, ENDED_GRACE_MS);
  result.rolled = await rollEndedMatches(db, now, DAY, ENDED_GRACE_MS);

  const rows = await tickRows(db);
  const tick = Math.floor(now / LIVE_TICK_MS);
  const scores: { id: string; home: number; visit: number }[] = [];
  const repriced: string[] = [];
  for (const row of rows) {
    const { phase } = matchClock(
      { sport: row.sport, startAt: row.start_at, durationMin: row.duration_min },
      now,
    );
    const everything = mode === 'score-all';
    if (!everything && !isOn(phase)) continue;
    const next = nextScore(row, isPlaying(phase), now, tick, mode);
    if (next) scores.push({ id: row.id, home: next[0], visit: next[1] });
    if (everything || (isPlaying(phase) && unit(row.id, tick, 'odds') < ODDS_CHANCE)) repriced.push(row.id);
  }
  // One statement per kind of change, whatever the number of matches: a 1 Hz `score-all` stays cheap.
  if (scores.length > 0) {
    await writeScores(db, scores, now);
  }
  await repriceMatches(db, repriced, `${tick}|${mode}`, now);
  result.scored = scores.map((s) => s.id);
  result.repriced = repriced;
  await followMatchPhase(db, rows, now);
  return result;
}

/** The new score of a match this tick, or null when it does not change. */
function nextScore(
  row: TickRow,
  playing: boolean,
  now: number,
  tick: number,
  mode: TickMode,
): [number, number] | null {
  if (row.home_score === null || row.visit_score === null) {
    return mode === 'score-all' ? [0, 0] : openingScore(row.id, row.sport, (now - row.start_at) / MINUTE);
  }
  const scores =
    mode === 'score-all' ||
    (playing && (mode === 'score-live' || unit(row.id, tick, 'score') < SCORE_CHANCE[row.sport]));
  if (!scores) return null;
  const gained = points(row.sport, unit(row.id, tick, 'points'));
  return unit(row.id, tick, 'side') < 0.52
    ? [row.home_score + gained, row.visit_score]
    : [row.home_score, row.visit_score + gained];
}

async function repriceMatches(db: Queryable, matchIds: string[], seed: string, now: number): Promise<void> {
  if (matchIds.length === 0) return;
  const rows = await marketSelections(db, matchIds);
  const next = rows.map((m) => ({
    id: m.market_id,
    selections: JSON.stringify(
      driftSelections(JSON.parse(m.selections) as Selection[], `${seed}|${m.market_id}`),
    ),
  }));
  await writeMarketSelections(db, next, matchIds, now);
}

async function followMatchPhase(db: Queryable, rows: TickRow[], now: number): Promise<void> {
  const rooms = await roomsOnWithMatchIds(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const room of rooms) {
    const match = byId.get(room.match_id);
    if (!match) continue;
    const { phase } = matchClock(
      { sport: match.sport, startAt: match.start_at, durationMin: match.duration_min },
      now,
    );
    const status = phase === 'live' ? 2 : phase === 'break' ? 3 : 1;
    if (status !== room.status) await setRoomStatus(db, room.id, status);
  }
}

/** The running scheduler of one app: `tick` for tests and operators, `stop` on close. */
export interface LiveScheduler {
  tick: (now: number, mode?: TickMode) => Promise<TickResult>;
  /** Stops the timer; later ticks only run when called. */
  stop: () => Promise<void>;
  /**
   * Work that follows every scheduled tick (not the test and benchmark modes), in order: the chat's
   * streamer picks register here (app.ts), so the live module imports no chat code.
   */
  followTicks: (work: (now: number) => Promise<void>) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveScheduler: LiveScheduler;
  }
}

/**
 * Starts the timer when the app is ready and stops it (waiting for a running tick) when it closes, so
 * the database is never used after close. Ticks never overlap: a slow one makes the next one wait.
 */
export function registerLiveScheduler(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const followers: ((now: number) => Promise<void>)[] = [];
  const tick = (now: number, mode: TickMode = 'normal') => {
    const next = running.then(async () => {
      const result = await liveTick(app.db, now, mode);
      // Streamers' picks follow the schedule only (not the test and benchmark modes); docs/chat.md.
      if (mode === 'normal') for (const work of followers) await work(now);
      return result;
    });
    running = next.catch(() => undefined);
    return next;
  };
  const stop = async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  };
  app.decorate('liveScheduler', { tick, stop, followTicks: (work) => void followers.push(work) });
  // Only the cluster's leader ticks on the timer (docs/scaling.md "Timed work"); tests call tick.
  app.addHook('onReady', async () => {
    if (app.cluster.leader.isLeader()) await tick(app.now());
    timer = setInterval(() => {
      if (!app.cluster.leader.isLeader()) return;
      const now = app.now();
      tick(now).then(
        () => noteTimedWork(app.cluster, 'liveTick', now),
        (err: unknown) => app.log.error({ err }, 'live tick failed'),
      );
    }, LIVE_TICK_MS);
    timer.unref();
  });
  app.addHook('onClose', stop);
}
