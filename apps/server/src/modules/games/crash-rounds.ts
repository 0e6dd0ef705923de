import { randomBytes } from 'node:crypto';
import {
  CRASH_BETTING_MS,
  CRASH_CLIENT_SEED,
  crashDelayFor,
  crashPhaseAt,
  crashRoundPoint,
  serverSeedHash,
  type CrashPhase,
} from '@arena/domain';
import type { Queryable } from '../../db/db.ts';
import {
  bustedRounds,
  insertRoundOnce,
  latestRound,
  roundByNo,
  roundPlayers,
  type CrashPlayerRow,
  type CrashRoundRow,
} from './crash-repository.ts';

/*
 * The life of the shared crash rounds (docs/games.md "Crash rounds"). Rounds follow each other: the next
 * one is created by whichever instance first needs it once the newest has busted, opening for bets at
 * once and starting CRASH_BETTING_MS later. Creation is an insert that does nothing on a taken round
 * number, so racing instances agree on the one row that won, and nothing lives in process memory.
 */

/** A new round after `prev` (or the first), created by this instance's clock and seed. */
function nextRound(prev: CrashRoundRow | null, now: number): CrashRoundRow {
  const roundNo = (prev?.roundNo ?? 0) + 1;
  const serverSeed = randomBytes(32).toString('hex');
  const point = crashRoundPoint(serverSeed, roundNo);
  const startAt = Math.max(prev?.bustAt ?? 0, now) + CRASH_BETTING_MS;
  return {
    roundNo,
    serverSeed,
    serverSeedHash: serverSeedHash(serverSeed),
    point,
    startAt,
    bustAt: startAt + crashDelayFor(point),
  };
}

/** The round players see at `now`: the newest, or its successor once it has busted. */
export async function currentRound(q: Queryable, now: number): Promise<CrashRoundRow> {
  const latest = await latestRound(q);
  if (latest && now < latest.bustAt) return latest;
  const next = nextRound(latest, now);
  await insertRoundOnce(q, next);
  return (await roundByNo(q, next.roundNo))!;
}

/** What anyone may see of a round at `now`: the seed and crash point only once it has busted. */
export interface CrashRoundView {
  roundNo: number;
  phase: CrashPhase;
  serverSeedHash: string;
  clientSeed: string;
  startAt: number;
  /** Known only after the bust. */
  point: number | null;
  bustAt: number | null;
  serverSeed: string | null;
}

export function roundView(r: CrashRoundRow, now: number): CrashRoundView {
  const phase = crashPhaseAt(r, now);
  const busted = phase === 'busted';
  return {
    roundNo: r.roundNo,
    phase,
    serverSeedHash: r.serverSeedHash,
    clientSeed: CRASH_CLIENT_SEED,
    startAt: r.startAt,
    point: busted ? r.point : null,
    bustAt: busted ? r.bustAt : null,
    serverSeed: busted ? r.serverSeed : null,
  };
}

/** The last busted rounds with their revealed seeds, newest first. */
export async function roundHistory(q: Queryable, now: number, limit = 20): Promise<CrashRoundView[]> {
  return (await bustedRounds(q, now, limit)).map((r) => roundView(r, now));
}

/** How many bets a round's public list shows (the biggest stakes); the count and total cover them all. */
export const CRASH_PLAYERS_SHOWN = 30;

/** The real-money bets of a round as every player sees them: masked names, stakes, cash-outs. */
export interface CrashPlayersView {
  roundNo: number;
  players: CrashPlayerRow[];
  count: number;
  totalStake: number;
}

export async function roundPlayersView(q: Queryable, roundNo: number): Promise<CrashPlayersView> {
  return { roundNo, ...(await roundPlayers(q, roundNo, CRASH_PLAYERS_SHOWN)) };
}
