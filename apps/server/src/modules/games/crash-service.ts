import {
  crashAutoDue,
  crashCashoutAt,
  crashMultiplierAt,
  crashPhaseAt,
  crashWin,
  engineInfo,
  isCrashTarget,
  maskLoginName,
} from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { postMovement, walletBalance } from '../wallet/ledger.ts';
import { venueWallet } from '../wallet/venue-transfer-service.ts';
import { recordSettledStake } from '../rewards/turnover-service.ts';
import { admitStake, recordWin } from '../responsible/responsible-service.ts';
import { findMemberRef } from '../auth/member-directory.ts';
import { findGameVenue } from './game-repository.ts';
import { maintenanceError } from './launch-service.ts';
import { STAKES } from './engine-play.ts';
import { launchEngine, loadLaunch, type Launch } from './play-service.ts';
import {
  addDemoBalance,
  betByRequest,
  betOfTicket,
  betsOfTicket,
  dueBetIds,
  insertBet,
  insertCrashRecord,
  lockOpenBet,
  markBet,
  roundByNo,
  type CrashBetRow,
  type CrashRoundRow,
} from './crash-repository.ts';
import { currentRound, roundHistory, roundPlayersView, roundView } from './crash-rounds.ts';
import { msg } from '../../gateway/user-messages.ts';

/*
 * Bets and cash-outs of the shared crash rounds (docs/games.md "Crash rounds"). Money moves only through
 * the ledger on the venue sub-balance, keyed by the ticket and the page's request id (the bet) or the
 * ticket and round (the win), so a repeated request moves nothing. Every check uses the server clock: a
 * bet after the start or a cash-out at or after the bust time is refused, whatever the page showed.
 */

const x = (m: number) => `${(m / 100).toFixed(2)}×`;
const refuse = (msg: string) => new GatewayError(ErrorCode.conflict, msg);

export interface CrashBetView {
  roundNo: number;
  stake: number;
  autoTarget: number | null;
  status: CrashBetRow['status'];
  cashout: number | null;
  payout: number;
}
const betView = (b: CrashBetRow): CrashBetView => ({
  roundNo: b.roundNo,
  stake: b.stake,
  autoTarget: b.autoTarget,
  status: b.status,
  cashout: b.cashout,
  payout: b.payout,
});

const isReal = (l: Launch) => !l.demo && l.memberId !== null;
const balanceOf = async (q: Queryable, l: Launch) =>
  isReal(l) ? walletBalance(q, l.memberId!, venueWallet(l.venueCode)) : l.demoBalance;

/** The launch of a crash title, locked; refused for another engine, a disabled venue or maintenance. */
async function crashLaunch(q: Queryable, ticket: string, now: number) {
  const launch = await loadLaunch(q, ticket, now, { lock: true });
  const g = await launchEngine(q, launch);
  if (g.engine !== 'crash') throw new GatewayError(ErrorCode.badInput, msg('games.notCrash'));
  const venue = await findGameVenue(q, launch.venueCode);
  if (!venue || !venue.enabled) throw new GatewayError(ErrorCode.gameTicketInvalid, msg('games.sessionGone'));
  if (venue.status !== 0) throw maintenanceError(venue);
  return { launch, venue };
}

/** What the crash page shows on load: the round, the revealed history, the ticket's bets and balance. */
export async function crashState(db: Db, ticket: string, now: number) {
  await settleDueCrashBets(db, now);
  const launch = await loadLaunch(db, ticket, now);
  const g = await launchEngine(db, launch);
  if (g.engine !== 'crash') throw new GatewayError(ErrorCode.badInput, msg('games.notCrash'));
  const round = await currentRound(db, now);
  return {
    venueName: g.venueName,
    gameName: g.gameName,
    demo: launch.demo,
    info: engineInfo('crash'),
    balance: await balanceOf(db, launch),
    centerBalance: isReal(launch) ? await walletBalance(db, launch.memberId!, 'main') : null,
    stakes: [...STAKES],
    rollbackAddress: launch.rollbackAddress,
    serverNow: now,
    round: roundView(round, now),
    players: await roundPlayersView(db, round.roundNo),
    history: await roundHistory(db, now),
    bets: (await betsOfTicket(db, ticket, 20)).map(betView),
  };
}

/** Places the ticket's bet on the round open for bets; one bet per ticket and round. */
export async function placeCrashBet(
  db: Db,
  input: { ticket: string; requestId: string; stake: number; autoTarget?: number | undefined },
  now: number,
) {
  if (!(STAKES as readonly number[]).includes(input.stake))
    throw new GatewayError(ErrorCode.badInput, msg('games.badStake'));
  if (input.autoTarget !== undefined && !isCrashTarget(input.autoTarget))
    throw new GatewayError(ErrorCode.badInput, msg('games.badAutoCashOut'));
  return db.transaction(async (tx) => {
    const { launch, venue } = await crashLaunch(tx, input.ticket, now);
    const replay = await betByRequest(tx, input.ticket, input.requestId);
    if (replay) return { bet: betView(replay), balance: await balanceOf(tx, launch), replayed: true };
    const round = await currentRound(tx, now);
    if (crashPhaseAt(round, now) !== 'betting') throw refuse(msg('games.roundStarted'));
    if (await betOfTicket(tx, round.roundNo, input.ticket)) throw refuse(msg('games.alreadyBet'));
    const bet = {
      roundNo: round.roundNo,
      ticket: input.ticket,
      requestId: input.requestId,
      memberId: launch.memberId,
      venueCode: launch.venueCode,
      gameCode: launch.gameCode,
      demo: !isReal(launch),
      stake: input.stake,
      autoTarget: input.autoTarget ?? null,
      createdAt: now,
    };
    if (isReal(launch)) {
      const memberId = launch.memberId!;
      await admitStake(tx, memberId, input.stake, now);
      await postMovement(tx, {
        idempotencyKey: `crash-bet:${input.ticket}:${input.requestId}`,
        memberId,
        type: 'game_bet',
        refNo: `C${round.roundNo}`,
        remark: `${venue.name} 爆破倍数 第 ${round.roundNo} 局 下注`,
        postings: [
          { memberId, account: venueWallet(launch.venueCode), currency: 'CNY', amount: -input.stake },
          { memberId: null, account: 'house:games', currency: 'CNY', amount: input.stake },
        ],
      });
    } else {
      if (launch.demoBalance < input.stake)
        throw new GatewayError(ErrorCode.insufficientBalance, msg('games.demoBalanceShort'));
      await addDemoBalance(tx, input.ticket, -input.stake);
    }
    // The round's public list shows the name masked; it is stored masked, so the list reads no member.
    const name = isReal(launch) ? (await findMemberRef(tx, { memberId: launch.memberId! }))?.name : null;
    const id = await insertBet(tx, { ...bet, player: name ? maskLoginName(name) : null });
    const placed = {
      ...bet,
      id,
      channelCode: launch.channelCode,
      status: 'open' as const,
      cashout: null,
      payout: 0,
    };
    return {
      bet: betView(placed),
      balance: await balanceOf(tx, await loadLaunch(tx, input.ticket, now)),
      replayed: false,
    };
  });
}

/**
 * Cashes out the ticket's bet in a running round at the multiplier of the server's `now`; refused before
 * the start and at or after the bust. An auto target reached before `now` pays the target. Cashing out a
 * cashed bet again answers it and moves nothing.
 */
export async function cashOutCrash(db: Db, input: { ticket: string; roundNo: number }, now: number) {
  return db.transaction(async (tx) => {
    const { launch } = await crashLaunch(tx, input.ticket, now);
    const round = await roundByNo(tx, input.roundNo);
    const bet = round ? await betOfTicket(tx, round.roundNo, input.ticket, true) : null;
    if (!round || !bet) throw new GatewayError(ErrorCode.badInput, msg('games.noBetThisRound'));
    if (bet.status === 'cashed')
      return { bet: betView(bet), balance: await balanceOf(tx, launch), replayed: true };
    if (bet.status === 'lost') throw refuse(msg('games.crashedAlready', { point: x(round.point) }));
    const m = crashCashoutAt(round, now);
    if (m === null) {
      if (crashPhaseAt(round, now) === 'betting') throw refuse(msg('games.roundNotStarted'));
      throw refuse(msg('games.crashedAlready', { point: x(round.point) }));
    }
    const settled = await settleBet(tx, bet, round, crashAutoDue(bet.autoTarget, m) ?? m, now);
    return {
      bet: betView(settled),
      balance: await balanceOf(tx, await loadLaunch(tx, input.ticket, now)),
      replayed: false,
    };
  });
}

/** Pays an open bet at `multiplier`, or marks it lost (null); the ledger, record and turnover follow. */
async function settleBet(
  tx: Queryable,
  bet: CrashBetRow,
  round: CrashRoundRow,
  multiplier: number | null,
  now: number,
): Promise<CrashBetRow> {
  const payout = multiplier === null ? 0 : crashWin(bet.stake, multiplier);
  const status = multiplier === null ? 'lost' : 'cashed';
  if (!(await markBet(tx, bet.id, { status, cashout: multiplier, payout, at: now }))) return bet;
  const settled: CrashBetRow = { ...bet, status, cashout: multiplier, payout };
  if (bet.demo || bet.memberId === null) {
    if (payout > 0) await addDemoBalance(tx, bet.ticket, payout);
    return settled;
  }
  const memberId = bet.memberId;
  const venue = await findGameVenue(tx, bet.venueCode);
  const detail =
    multiplier === null
      ? `爆破倍数 第 ${round.roundNo} 局 · 爆于 ${x(round.point)}`
      : `爆破倍数 第 ${round.roundNo} 局 · 兑现 ${x(multiplier)}`;
  const recordNo = `C${round.roundNo}-${bet.id}`;
  if (payout > 0) {
    await recordWin(tx, memberId, payout, now);
    await postMovement(tx, {
      idempotencyKey: `crash-win:${bet.ticket}:${round.roundNo}`,
      memberId,
      type: 'game_win',
      refNo: recordNo,
      remark: `${venue?.name ?? bet.venueCode} ${detail}`,
      postings: [
        { memberId: null, account: 'house:games', currency: 'CNY', amount: -payout },
        { memberId, account: venueWallet(bet.venueCode), currency: 'CNY', amount: payout },
      ],
    });
  }
  // The record keeps what was bet and how it ended; the crash point stays out until the round's seed is public.
  await insertCrashRecord(tx, {
    recordNo,
    bet,
    payout,
    detail,
    at: now,
    outcome: {
      bet: { engine: 'crash', stake: bet.stake, autoTarget: bet.autoTarget },
      outcome: { engine: 'crash', cashout: multiplier },
    },
  });
  await recordSettledStake(tx, {
    memberId,
    venueCode: bet.venueCode,
    gameType: venue?.category ?? 'egame',
    stake: bet.stake,
    refNo: recordNo,
  });
  return settled;
}

/**
 * Settles what is due at `now` on any instance: open bets whose auto target the running multiplier has
 * reached are paid at the target, and open bets of busted rounds are paid (target reached) or lost.
 * Each bet in its own transaction, locked with skip locked, so instances settling at once pay it once.
 */
export async function settleDueCrashBets(db: Db, now: number): Promise<number> {
  let settled = 0;
  for (const id of await dueBetIds(db, now, 500)) {
    const done = await db.transaction(async (tx) => {
      const bet = await lockOpenBet(tx, id);
      const round = bet ? await roundByNo(tx, bet.roundNo) : null;
      if (!bet || !round) return false;
      const busted = now >= round.bustAt;
      const reached = busted ? round.point : crashMultiplierAt(now - round.startAt);
      const due = crashAutoDue(bet.autoTarget, reached);
      if (due === null && !busted) return false;
      await settleBet(tx, bet, round, due, now);
      return true;
    });
    if (done) settled++;
  }
  return settled;
}
