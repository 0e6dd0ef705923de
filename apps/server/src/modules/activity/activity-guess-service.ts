import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { blacklistError } from '../rewards/grant-service.ts';
import { matchToItem, readMatchRows, type MatchRow } from '../live/live-match-service.ts';
import { findActivity } from './activity-repository.ts';
import { insertGuess, memberGuesses, openGuesses, settleGuess } from './activity-play-repository.ts';
import { configSchemas } from './activity-config.ts';
import { assertEligible, eligibility, loadActivity, payActivity, stateOut } from './activity-service.ts';
import { msg } from '../../gateway/user-messages.ts';

const DAY = 86_400_000;
type GuessKind = 'quiz' | 'guess';

/** 0 home win, 1 draw, 2 visit win (the option index of every question). */
export const outcomeOf = (home: number, visit: number) => (home > visit ? 0 : home === visit ? 1 : 2);
const optionsOf = (m: MatchRow) => [`${m.home_name} 胜`, '平局', `${m.visit_name} 胜`];

/** Matches still open for picks: of the activity's sport, not yet kicked off, soonest first. */
function openMatches(rows: MatchRow[], sport: string, max: number, now: number) {
  return rows
    .filter((m) => m.sport === sport && m.start_at > now)
    .sort((x, y) => x.start_at - y.start_at)
    .slice(0, max);
}

/** euroQuizInfo / guessInfo: the open matches as questions, with the member's picks. */
export async function guessInfo(db: Db, memberId: number, activityId: string, kind: GuessKind, now: number) {
  await settleDueGuesses(db, now);
  const { a, config } = await loadActivity(db, activityId, kind);
  const e = await eligibility(db, a, memberId, now);
  const rows = await readMatchRows(db);
  const mine = await memberGuesses(db, a.id, memberId);
  const pickOf = (m: MatchRow) =>
    mine.find((g) => g.matchId === m.id && g.kickoffAt === m.start_at)?.pick ?? null;
  const list = openMatches(rows, config.sport, config.max, now);
  const byId = new Map(rows.map((m) => [m.id, m]));
  const records = mine.slice(0, 20).map((g) => {
    const m = byId.get(g.matchId);
    return {
      matchId: g.matchId,
      title: m ? `${m.home_name} vs ${m.visit_name}` : g.matchId,
      pick: g.pick,
      status: g.status,
      kickoffAt: g.kickoffAt,
    };
  });
  return {
    ...stateOut(a, now, e.eligible),
    prize: config.prize,
    matches: list.map((m) => ({
      matchId: m.id,
      title: `${m.league_name}：${m.home_name} vs ${m.visit_name}`,
      options: optionsOf(m),
      picked: pickOf(m),
      kickoffAt: m.start_at,
    })),
    records,
  };
}

/**
 * euroQuizAnswer / guessSubmit: one pick per member and match instance, locked at kick-off. Picks cost
 * nothing; a correct pick is paid when the match ends (settleDueGuesses).
 */
export async function submitGuess(
  db: Db,
  memberId: number,
  input: { activityId: string; matchId: string; option: number },
  kind: GuessKind,
  now: number,
) {
  const { a, config } = await loadActivity(db, input.activityId, kind);
  await assertEligible(db, a, memberId, now);
  if (input.option > 2) throw new GatewayError(ErrorCode.badInput, msg('activity.guessBadOption'));
  const m = openMatches(await readMatchRows(db), config.sport, config.max, now).find(
    (x) => x.id === input.matchId,
  );
  if (!m) throw new GatewayError(ErrorCode.guessLocked, msg('activity.guessLocked'));
  const accepted = await insertGuess(db, {
    activityId: a.id,
    memberId,
    matchId: m.id,
    kickoffAt: m.start_at,
    pick: input.option,
  });
  if (!accepted) throw new GatewayError(ErrorCode.rewardClaimed, msg('activity.guessSubmitted'));
  return { accepted };
}

/**
 * Settles open picks from the live schedule's final scores: a pick settles once its match instance
 * has ended (also when an operator ends it early); a match that moved on to a later kick-off without
 * being seen ended voids the pick. Each pick settles in its own transaction — the status change and
 * the prize commit together, and a concurrent settler finds the pick no longer open. A barred member's
 * correct pick settles as won without a prize.
 */
export async function settleDueGuesses(db: Db, now: number): Promise<number> {
  const open = await openGuesses(db);
  if (open.length === 0) return 0;
  const rows = new Map((await readMatchRows(db)).map((r) => [r.id, r]));
  let settled = 0;
  for (const g of open) {
    const m = rows.get(g.matchId);
    let status: 'won' | 'lost' | 'void';
    let score: string | null = null;
    if (!m || m.start_at >= g.kickoffAt + DAY / 2) status = 'void';
    else {
      const ended = matchToItem(m, now).phase === 'ended';
      if (!ended || m.home_score === null || m.visit_score === null) continue;
      score = `${m.home_score}:${m.visit_score}`;
      status = outcomeOf(m.home_score, m.visit_score) === g.pick ? 'won' : 'lost';
    }
    const done = await db.transaction(async (tx) => {
      if (!(await settleGuess(tx, g.id, status, score))) return false;
      if (status === 'won') await payWin(tx, g, now);
      return true;
    });
    if (done) settled += 1;
  }
  return settled;
}

async function payWin(tx: Queryable, g: { id: number; activityId: string; memberId: number }, now: number) {
  const a = await findActivity(tx, g.activityId);
  if (!a) return;
  const kind = a.kind === 'quiz' ? 'quiz' : 'guess';
  const config = configSchemas[kind].parse(a.config);
  const e = await eligibility(tx, a, g.memberId, now);
  if (e.barred) return;
  try {
    await payActivity(
      tx,
      a,
      g.memberId,
      `guess:${g.id}`,
      config.prize,
      config.multiple,
      `${a.title} 猜中奖励`,
    );
  } catch (err) {
    if (err instanceof GatewayError && err.code === blacklistError().code) return;
    throw err;
  }
}
