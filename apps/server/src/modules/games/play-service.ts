import { randomBytes, randomInt } from 'node:crypto';
import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { postMovement, walletBalance } from '../wallet/ledger.ts';
import { autoTransferEnabled, recoverAllVenues, venueWallet } from '../wallet/venue-transfer-service.ts';
import { recordSettledStake } from '../rewards/turnover-service.ts';
import { admitStake, recordWin } from '../responsible/responsible-service.ts';
import { findGame, findGameVenue } from './game-repository.ts';
import { maintenanceError } from './launch-service.ts';

/** Stakes the dice table takes, in fen (1, 5, 10, 50, 100 元). */
export const STAKES = [100, 500, 1_000, 5_000, 10_000] as const;
/** A win pays 1.95× the stake (fair odds are 2×: the house keeps 2.5 % of the stake on average). */
export const PAYOUT_PERCENT = 195;
export type Pick = 'big' | 'small';

export interface Launch {
  ticket: string;
  memberId: number | null;
  venueCode: string;
  gameCode: string;
  channelCode: string | null;
  demo: boolean;
  demoBalance: number;
  rollbackAddress: string;
  autoTransfer: boolean;
  left: boolean;
}

const invalidTicket = () =>
  new GatewayError(ErrorCode.gameTicketInvalid, '游戏会话已失效，请从游戏大厅重新进入');

/** The launch behind a ticket; refused when unknown, expired or (unless `allowLeft`) already left. */
export async function loadLaunch(
  q: Queryable,
  ticket: string,
  now: number,
  opts: { lock?: boolean; allowLeft?: boolean } = {},
): Promise<Launch> {
  const { rows } = await q.query<{
    ticket: string;
    member_id: number | string | null;
    venue_code: string;
    game_code: string;
    channel_code: string | null;
    demo: boolean;
    demo_balance: number | string;
    rollback_address: string;
    auto_transfer: boolean;
    left_at: Date | null;
    expires_at: Date | string;
  }>(
    `select ticket, member_id, venue_code, game_code, channel_code, demo, demo_balance, rollback_address,
            auto_transfer, left_at, expires_at from game_launch where ticket = $1${opts.lock ? ' for update' : ''}`,
    [ticket],
  );
  const r = rows[0];
  if (!r || new Date(r.expires_at).getTime() <= now) throw invalidTicket();
  if (r.left_at && !opts.allowLeft) throw invalidTicket();
  return {
    ticket: r.ticket,
    memberId: r.member_id === null ? null : Number(r.member_id),
    venueCode: r.venue_code,
    gameCode: r.game_code,
    channelCode: r.channel_code,
    demo: r.demo,
    demoBalance: Number(r.demo_balance),
    rollbackAddress: r.rollback_address,
    autoTransfer: r.auto_transfer,
    left: r.left_at !== null,
  };
}

/** Balance the page shows: demo credits, or the member's venue sub-balance in the ledger. */
async function balanceOf(q: Queryable, launch: Launch): Promise<number> {
  if (launch.demo || launch.memberId === null) return launch.demoBalance;
  return walletBalance(q, launch.memberId, venueWallet(launch.venueCode));
}

export interface RoundView {
  roundNo: string;
  pick: Pick;
  roll: number;
  stake: number;
  payout: number;
  detail: string;
  at: number;
}

/** What the game page shows on load: names, mode, balance, stakes and this launch's last rounds. */
export async function playState(db: Db, ticket: string, now: number) {
  const launch = await loadLaunch(db, ticket, now);
  const [venue, game] = await Promise.all([
    findGameVenue(db, launch.venueCode),
    findGame(db, launch.venueCode, launch.gameCode),
  ]);
  const { rows } = await db.query<{
    round_no: string;
    stake: string | number;
    payout: string | number;
    detail: string;
    created_at: Date | string;
  }>(
    'select round_no, stake, payout, detail, created_at from game_round where ticket = $1 order by created_at desc limit 10',
    [ticket],
  );
  return {
    venueName: venue?.name ?? launch.venueCode,
    gameName: game?.name ?? launch.gameCode,
    demo: launch.demo,
    balance: await balanceOf(db, launch),
    /** The centre wallet the page offers to move in (auto-transfer off); null in demo mode. */
    centerBalance:
      launch.demo || launch.memberId === null ? null : await walletBalance(db, launch.memberId, 'main'),
    stakes: [...STAKES],
    payoutPercent: PAYOUT_PERCENT,
    rollbackAddress: launch.rollbackAddress,
    rounds: rows.map((r) => ({
      roundNo: r.round_no,
      stake: Number(r.stake),
      payout: Number(r.payout),
      detail: r.detail,
      at: new Date(r.created_at).getTime(),
    })),
  };
}

const PICK_NAME: Record<Pick, string> = { big: '押大', small: '押小' };
const roundNo = (now: number) =>
  `R${now.toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * Plays one dice round (issue 8): one die from the server's crypto random source, big (4–6) or small
 * (1–3), a win pays {@link PAYOUT_PERCENT} % of the stake. A real round moves the stake from the venue
 * sub-balance to 'house:games' and the win back, in the same transaction as the round row; a demo round
 * only changes the launch's demo credits. `requestId` makes a repeated request answer the same round.
 */
export async function playRound(
  db: Db,
  input: { ticket: string; requestId: string; stake: number; pick: Pick },
  now: number,
): Promise<{ round: RoundView; balance: number; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const launch = await loadLaunch(tx, input.ticket, now, { lock: true });
    const venue = await findGameVenue(tx, launch.venueCode);
    if (!venue || !venue.enabled) throw invalidTicket();
    if (venue.status !== 0) throw maintenanceError(venue);
    if (!launch.demo && launch.memberId !== null) {
      const { rows } = await tx.query<{
        round_no: string;
        stake: string | number;
        payout: string | number;
        detail: string;
        created_at: Date | string;
      }>(
        'select round_no, stake, payout, detail, created_at from game_round where ticket = $1 and request_id = $2',
        [input.ticket, input.requestId],
      );
      const seen = rows[0];
      if (seen) {
        const roll = Number(/掷出 (\d)/.exec(seen.detail)?.[1] ?? 0);
        return {
          round: {
            roundNo: seen.round_no,
            pick: seen.detail.startsWith(PICK_NAME.big) ? 'big' : 'small',
            roll,
            stake: Number(seen.stake),
            payout: Number(seen.payout),
            detail: seen.detail,
            at: new Date(seen.created_at).getTime(),
          },
          balance: await balanceOf(tx, launch),
          replayed: true,
        };
      }
    }
    const roll = randomInt(1, 7);
    const won = input.pick === 'big' ? roll >= 4 : roll <= 3;
    const payout = won ? (input.stake * PAYOUT_PERCENT) / 100 : 0;
    const detail = `${PICK_NAME[input.pick]} · 掷出 ${roll}`;
    const round: RoundView = {
      roundNo: roundNo(now),
      pick: input.pick,
      roll,
      stake: input.stake,
      payout,
      detail,
      at: now,
    };
    if (launch.demo || launch.memberId === null) {
      if (launch.demoBalance < input.stake)
        throw new GatewayError(ErrorCode.insufficientBalance, '试玩余额不足');
      const balance = launch.demoBalance - input.stake + payout;
      await tx.query('update game_launch set demo_balance = $2 where ticket = $1', [input.ticket, balance]);
      return { round, balance, replayed: false };
    }
    const memberId = launch.memberId;
    const wallet = venueWallet(launch.venueCode);
    const key = `game-round:${input.ticket}:${input.requestId}`;
    // Responsible play: exclusion, session time and net-loss limits, before any wallet is locked.
    await admitStake(tx, memberId, input.stake, now);
    await postMovement(tx, {
      idempotencyKey: `${key}:bet`,
      memberId,
      type: 'game_bet',
      refNo: round.roundNo,
      remark: `${venue.name} ${detail}`,
      postings: [
        { memberId, account: wallet, currency: 'CNY', amount: -input.stake },
        { memberId: null, account: 'house:games', currency: 'CNY', amount: input.stake },
      ],
    });
    if (payout > 0) {
      await recordWin(tx, memberId, payout, now);
      await postMovement(tx, {
        idempotencyKey: `${key}:win`,
        memberId,
        type: 'game_win',
        refNo: round.roundNo,
        remark: `${venue.name} ${detail}`,
        postings: [
          { memberId: null, account: 'house:games', currency: 'CNY', amount: -payout },
          { memberId, account: wallet, currency: 'CNY', amount: payout },
        ],
      });
    }
    await tx.query(
      `insert into game_round (round_no, member_id, ticket, request_id, venue_code, game_code, channel_code,
         stake, payout, detail, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        round.roundNo,
        memberId,
        input.ticket,
        input.requestId,
        launch.venueCode,
        launch.gameCode,
        launch.channelCode,
        input.stake,
        payout,
        detail,
        new Date(now),
      ],
    );
    // The settled stake is valid turnover (VIP level, rebate, bonus turnover), in this same transaction.
    await recordSettledStake(tx, {
      memberId,
      venueCode: launch.venueCode,
      gameType: venue.category,
      stake: input.stake,
      refNo: round.roundNo,
    });
    return { round, balance: await balanceOf(tx, launch), replayed: false };
  });
}

/**
 * Leaves the game: the ticket dies, and with auto-transfer on (at launch or now) every venue
 * sub-balance goes back to main. Leaving twice answers the same address and moves nothing more.
 */
export async function leaveGame(db: Db, ticket: string, now: number) {
  const launch = await loadLaunch(db, ticket, now, { allowLeft: true });
  if (!launch.left)
    await db.query('update game_launch set left_at = $2 where ticket = $1 and left_at is null', [
      ticket,
      new Date(now),
    ]);
  let recovered = 0;
  if (!launch.demo && launch.memberId !== null) {
    if (launch.autoTransfer || (await autoTransferEnabled(db, launch.memberId))) {
      recovered = await recoverAllVenues(db, launch.memberId, `game-leave:${ticket}`);
    }
  }
  return { rollbackAddress: launch.rollbackAddress, recovered };
}
