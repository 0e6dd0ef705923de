import type { Queryable } from '../../db/db.ts';

/**
 * SQL of the book's own state (migration 20261126T0200_sportsbook.sql): the stake limits, what the book
 * has seen of each match (last score, suspension after a goal, trader shift, abandon) and the operator's
 * holds on market kinds. Bets are in sportsbook-repository.ts and sportsbook-parlay-repository.ts.
 */

export interface Limits {
  minStake: number;
  maxStake: number;
  maxPayout: number;
  maxMarketStake: number;
  maxMatchStake: number;
}

export async function readLimits(q: Queryable): Promise<Limits> {
  const { rows } = await q.query<{
    min_stake: number;
    max_stake: number;
    max_payout: number;
    max_market_stake: number;
    max_match_stake: number;
  }>(
    `select min_stake, max_stake, max_payout, max_market_stake, max_match_stake from sportsbook_limit
     where id = 'default'`,
  );
  const r = rows[0];
  if (!r) throw new Error('sportsbook_limit default row missing');
  return {
    minStake: r.min_stake,
    maxStake: r.max_stake,
    maxPayout: r.max_payout,
    maxMarketStake: r.max_market_stake,
    maxMatchStake: r.max_match_stake,
  };
}

export async function writeLimits(q: Queryable, l: Limits): Promise<void> {
  await q.query(
    `update sportsbook_limit set min_stake = $1, max_stake = $2, max_payout = $3, max_market_stake = $4,
       max_match_stake = $5 where id = 'default'`,
    [l.minStake, l.maxStake, l.maxPayout, l.maxMarketStake, l.maxMatchStake],
  );
}

export interface BookState {
  suspendedUntil: number;
  shiftE2: number;
  /** Start of the match instance the operator abandoned (its markets are closed), or null. */
  abandonedStart: number | null;
}

/**
 * Records the scores the book has seen and answers each match's state with its operator-held market
 * kinds (`<matchId>|<kind>`). A match whose score changed since the last look (same start) is suspended
 * until `now + suspendMs`. One statement for any number of matches; unchanged rows are not written.
 */
export async function observeBook(
  q: Queryable,
  seen: readonly { id: string; startAt: number; home: number | null; visit: number | null }[],
  now: number,
  suspendMs: number,
): Promise<{ states: Map<string, BookState>; held: Set<string> }> {
  const states = new Map<string, BookState>();
  const held = new Set<string>();
  if (seen.length === 0) return { states, held };
  // The update's new values come from its own returning rows: the outer select reads the state table
  // as it was when the statement began.
  const { rows } = await q.query<{
    match_id: string;
    suspended_until: number | null;
    shift_e2: number | null;
    abandoned_start: number | null;
    held: string[] | null;
  }>(
    `with seen as (
       select id, start_at, home, visit from jsonb_to_recordset($1::jsonb)
         as v(id text, start_at bigint, home int, visit int)
     ), up as (
       insert into sportsbook_match_state as s (match_id, start_at, home_score, visit_score)
       select id, start_at, home, visit from seen
       on conflict (match_id) do update set start_at = excluded.start_at, home_score = excluded.home_score,
         visit_score = excluded.visit_score,
         suspended_until = case when s.start_at = excluded.start_at and s.home_score is not null
           then $2::bigint + $3::bigint else s.suspended_until end
       where (s.start_at, s.home_score, s.visit_score)
         is distinct from (excluded.start_at, excluded.home_score, excluded.visit_score)
       returning s.match_id, s.suspended_until, s.shift_e2, s.abandoned_start
     )
     select v.id as match_id,
            case when up.match_id is null then s.suspended_until else up.suspended_until end as suspended_until,
            case when up.match_id is null then s.shift_e2 else up.shift_e2 end as shift_e2,
            case when up.match_id is null then s.abandoned_start else up.abandoned_start end as abandoned_start,
            (select array_agg(h.kind) from sportsbook_suspension h where h.match_id = v.id) as held
       from seen v left join up on up.match_id = v.id left join sportsbook_match_state s on s.match_id = v.id`,
    [
      JSON.stringify(seen.map((m) => ({ id: m.id, start_at: m.startAt, home: m.home, visit: m.visit }))),
      now,
      suspendMs,
    ],
  );
  for (const r of rows) {
    states.set(r.match_id, {
      suspendedUntil: r.suspended_until ?? 0,
      shiftE2: r.shift_e2 ?? 0,
      abandonedStart: r.abandoned_start,
    });
    for (const kind of r.held ?? []) held.add(`${r.match_id}|${kind}`);
  }
  return { states, held };
}

/** Trader shift of a match's home strength (hundredths, clamped to ±40). */
export async function shiftMatch(q: Queryable, matchId: string, startAt: number, byE2: number) {
  await q.query(
    `insert into sportsbook_match_state (match_id, start_at, shift_e2) values ($1, $2, greatest(-40, least(40, $3::int)))
     on conflict (match_id) do update set shift_e2 = greatest(-40, least(40, sportsbook_match_state.shift_e2 + $3::int))`,
    [matchId, startAt, byE2],
  );
}

/** Closes the current instance of a match (operator abandon): its markets stay closed until it moves on. */
export async function markAbandoned(q: Queryable, matchId: string, startAt: number) {
  await q.query(
    `insert into sportsbook_match_state (match_id, start_at, abandoned_start) values ($1, $2, $2)
     on conflict (match_id) do update set abandoned_start = $2`,
    [matchId, startAt],
  );
}

/** Holds (operator suspension) one market kind of a match, or lifts it. */
export async function setSuspension(q: Queryable, matchId: string, kind: string, on: boolean) {
  if (on)
    await q.query(
      'insert into sportsbook_suspension (match_id, kind) values ($1, $2) on conflict do nothing',
      [matchId, kind],
    );
  else await q.query('delete from sportsbook_suspension where match_id = $1 and kind = $2', [matchId, kind]);
}
