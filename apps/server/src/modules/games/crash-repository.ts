import type { Queryable } from '../../db/db.ts';

/*
 * All SQL of the crash tables (crash_round, crash_bet; migration 20261127T0300_crash_rounds.sql) and of
 * the game_round rows a settled crash bet leaves for the records.
 */

export interface CrashRoundRow {
  roundNo: number;
  serverSeed: string;
  serverSeedHash: string;
  point: number;
  startAt: number;
  bustAt: number;
}

export interface CrashBetRow {
  id: number;
  roundNo: number;
  ticket: string;
  requestId: string;
  memberId: number | null;
  venueCode: string;
  gameCode: string;
  channelCode: string | null;
  demo: boolean;
  stake: number;
  autoTarget: number | null;
  status: 'open' | 'cashed' | 'lost';
  cashout: number | null;
  payout: number;
  createdAt: number;
}

interface RoundDbRow {
  round_no: number;
  server_seed: string;
  server_seed_hash: string;
  point: number;
  start_at: Date;
  bust_at: Date;
}
const ROUND_COLUMNS = 'round_no, server_seed, server_seed_hash, point, start_at, bust_at';
const toRound = (r: RoundDbRow): CrashRoundRow => ({
  roundNo: r.round_no,
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
  point: r.point,
  startAt: r.start_at.getTime(),
  bustAt: r.bust_at.getTime(),
});

interface BetDbRow {
  id: number;
  round_no: number;
  ticket: string;
  request_id: string;
  member_id: number | null;
  venue_code: string;
  game_code: string;
  channel_code: string | null;
  demo: boolean;
  stake: number;
  auto_target: number | null;
  status: CrashBetRow['status'];
  cashout: number | null;
  payout: number;
  created_at: Date;
}
const BET_COLUMNS = `b.id, b.round_no, b.ticket, b.request_id, b.member_id, b.venue_code, b.game_code,
  l.channel_code, b.demo, b.stake, b.auto_target, b.status, b.cashout, b.payout, b.created_at`;
const BET_FROM = 'crash_bet b join game_launch l on l.ticket = b.ticket';
const toBet = (r: BetDbRow): CrashBetRow => ({
  id: r.id,
  roundNo: r.round_no,
  ticket: r.ticket,
  requestId: r.request_id,
  memberId: r.member_id,
  venueCode: r.venue_code,
  gameCode: r.game_code,
  channelCode: r.channel_code,
  demo: r.demo,
  stake: r.stake,
  autoTarget: r.auto_target,
  status: r.status,
  cashout: r.cashout,
  payout: r.payout,
  createdAt: r.created_at.getTime(),
});

/** The newest round, if any. */
export async function latestRound(q: Queryable): Promise<CrashRoundRow | null> {
  const { rows } = await q.query<RoundDbRow>(
    `select ${ROUND_COLUMNS} from crash_round order by round_no desc limit 1`,
  );
  return rows[0] ? toRound(rows[0]) : null;
}

export async function roundByNo(q: Queryable, roundNo: number): Promise<CrashRoundRow | null> {
  const { rows } = await q.query<RoundDbRow>(`select ${ROUND_COLUMNS} from crash_round where round_no = $1`, [
    roundNo,
  ]);
  return rows[0] ? toRound(rows[0]) : null;
}

/** Inserts a round unless another instance already did (the first insert of a number wins). */
export async function insertRoundOnce(q: Queryable, r: CrashRoundRow): Promise<void> {
  await q.query(
    `insert into crash_round (round_no, server_seed, server_seed_hash, point, start_at, bust_at)
     values ($1, $2, $3, $4, $5, $6) on conflict (round_no) do nothing`,
    [r.roundNo, r.serverSeed, r.serverSeedHash, r.point, new Date(r.startAt), new Date(r.bustAt)],
  );
}

/** A round by its committed seed hash, only once it has busted by `now` (its seed is public then). */
export async function bustedRoundByHash(
  q: Queryable,
  hash: string,
  now: number,
): Promise<CrashRoundRow | null> {
  const { rows } = await q.query<RoundDbRow>(
    `select ${ROUND_COLUMNS} from crash_round where server_seed_hash = $1 and bust_at <= $2 limit 1`,
    [hash.toLowerCase(), new Date(now)],
  );
  return rows[0] ? toRound(rows[0]) : null;
}

/** The newest rounds that have busted by `now` (their seeds are public), newest first. */
export async function bustedRounds(q: Queryable, now: number, limit: number): Promise<CrashRoundRow[]> {
  const { rows } = await q.query<RoundDbRow>(
    `select ${ROUND_COLUMNS} from crash_round where bust_at <= $1 order by round_no desc limit $2`,
    [new Date(now), limit],
  );
  return rows.map(toRound);
}

export async function betByRequest(
  q: Queryable,
  ticket: string,
  requestId: string,
): Promise<CrashBetRow | null> {
  const { rows } = await q.query<BetDbRow>(
    `select ${BET_COLUMNS} from ${BET_FROM} where b.ticket = $1 and b.request_id = $2`,
    [ticket, requestId],
  );
  return rows[0] ? toBet(rows[0]) : null;
}

/** A ticket's bet in a round, locked for settlement when asked. */
export async function betOfTicket(
  q: Queryable,
  roundNo: number,
  ticket: string,
  lock = false,
): Promise<CrashBetRow | null> {
  const { rows } = await q.query<BetDbRow>(
    `select ${BET_COLUMNS} from ${BET_FROM} where b.round_no = $1 and b.ticket = $2${lock ? ' for update of b' : ''}`,
    [roundNo, ticket],
  );
  return rows[0] ? toBet(rows[0]) : null;
}

/** The ticket's newest bets, for the page's own list. */
export async function betsOfTicket(q: Queryable, ticket: string, limit: number): Promise<CrashBetRow[]> {
  const { rows } = await q.query<BetDbRow>(
    `select ${BET_COLUMNS} from ${BET_FROM} where b.ticket = $1 order by b.round_no desc limit $2`,
    [ticket, limit],
  );
  return rows.map(toBet);
}

/** Inserts a bet; `player` is the masked name the round's public list shows (null for demo bets). */
export async function insertBet(
  q: Queryable,
  b: Omit<CrashBetRow, 'id' | 'status' | 'cashout' | 'payout' | 'channelCode'> & { player: string | null },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `insert into crash_bet (round_no, ticket, request_id, member_id, venue_code, game_code, demo, stake,
       auto_target, created_at, player)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      b.roundNo,
      b.ticket,
      b.requestId,
      b.memberId,
      b.venueCode,
      b.gameCode,
      b.demo,
      b.stake,
      b.autoTarget,
      new Date(b.createdAt),
      b.player,
    ],
  );
  return rows[0]!.id;
}

/** A bet in a round's public list: the masked name, the stake and how it ended so far. */
export interface CrashPlayerRow {
  player: string;
  stake: number;
  status: CrashBetRow['status'];
  cashout: number | null;
}

/**
 * The real-money bets of a round for its public list, biggest stakes first (at most `limit`), with the
 * number of such bets and their total stake. Reads only this table: the name was masked when stored.
 */
export async function roundPlayers(
  q: Queryable,
  roundNo: number,
  limit: number,
): Promise<{ players: CrashPlayerRow[]; count: number; totalStake: number }> {
  const { rows } = await q.query<{
    player: string;
    stake: number;
    status: CrashBetRow['status'];
    cashout: number | null;
    n: number;
    total: number;
  }>(
    `select player, stake, status, cashout, count(*) over () as n, sum(stake) over () as total
       from crash_bet where round_no = $1 and not demo and player is not null
      order by stake desc, id limit $2`,
    [roundNo, limit],
  );
  return {
    players: rows.map((r) => ({
      player: r.player,
      stake: r.stake,
      status: r.status,
      cashout: r.cashout,
    })),
    count: rows[0]?.n ?? 0,
    totalStake: rows[0]?.total ?? 0,
  };
}

/**
 * Open bets that may be due at `now`: every open bet of a round that has busted, and the open bets with
 * an auto target of a round that has started. Ids only: each is settled in its own transaction.
 */
export async function dueBetIds(q: Queryable, now: number, limit: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `select b.id from crash_bet b join crash_round r on r.round_no = b.round_no
     where b.status = 'open' and r.start_at <= $1 and (r.bust_at <= $1 or b.auto_target is not null)
     order by b.id limit $2`,
    [new Date(now), limit],
  );
  return rows.map((r) => r.id);
}

/** An open bet, locked; null when settled meanwhile or locked by another instance settling it. */
export async function lockOpenBet(q: Queryable, id: number): Promise<CrashBetRow | null> {
  const { rows } = await q.query<BetDbRow>(
    `select ${BET_COLUMNS} from ${BET_FROM} where b.id = $1 and b.status = 'open' for update of b skip locked`,
    [id],
  );
  return rows[0] ? toBet(rows[0]) : null;
}

/** Marks an open bet cashed or lost; false when it was no longer open. */
export async function markBet(
  q: Queryable,
  id: number,
  s: { status: 'cashed' | 'lost'; cashout: number | null; payout: number; at: number },
): Promise<boolean> {
  const { rows } = await q.query<{ id: number }>(
    `update crash_bet set status = $2, cashout = $3, payout = $4, settled_at = $5
     where id = $1 and status = 'open' returning id`,
    [id, s.status, s.cashout, s.payout, new Date(s.at)],
  );
  return rows.length > 0;
}

/** The settled bet's row in the game records (engine crash, nonce = round number, no seed pair). */
export async function insertCrashRecord(
  q: Queryable,
  r: { recordNo: string; bet: CrashBetRow; payout: number; detail: string; at: number; outcome: object },
): Promise<void> {
  await q.query(
    `insert into game_round (round_no, member_id, ticket, request_id, venue_code, game_code, channel_code,
       stake, payout, detail, created_at, engine, nonce, outcome)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'crash', $12, $13)
     on conflict (round_no) do nothing`,
    [
      r.recordNo,
      r.bet.memberId,
      r.bet.ticket,
      `crash-${r.bet.requestId}`,
      r.bet.venueCode,
      r.bet.gameCode,
      r.bet.channelCode,
      r.bet.stake,
      r.payout,
      r.detail,
      new Date(r.at),
      r.bet.roundNo,
      JSON.stringify(r.outcome),
    ],
  );
}

/** Adds (or, negative, takes) demo credits on a launch ticket. */
export async function addDemoBalance(q: Queryable, ticket: string, amount: number): Promise<void> {
  await q.query('update game_launch set demo_balance = demo_balance + $2 where ticket = $1', [
    ticket,
    amount,
  ]);
}
