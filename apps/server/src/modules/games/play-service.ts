import { randomBytes } from 'node:crypto';
import { deriveOutcome, engineInfo, serverSeedHash, type EngineId, type FairSeeds } from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { postMovements, walletBalance, walletKey, type MovementInput } from '../wallet/ledger.ts';
import { autoTransferEnabled, recoverAllVenues, venueWallet } from '../wallet/venue-transfer-service.ts';
import { recordSettledStake } from '../rewards/turnover-service.ts';
import { admitStake, recordWin } from '../responsible/responsible-service.ts';
import { findLaunchGame } from './game-repository.ts';
import {
  insertRound,
  lastTicketRounds,
  lockRoundContext,
  type LaunchDbRow,
} from './play-round-repository.ts';
import { findLaunchRow, markLaunchLeft, setDemoBalance, type Launch } from './launch-repository.ts';
import { maintenanceError } from './launch-service.ts';
import { STAKES, parseBet, settle, type Bet, type BetInput } from './engine-play.ts';
import { engineFor, themeFor } from './engine-map.ts';
import { activeSeed, newServerSeed, takeActiveNonce } from './fair-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

export { STAKES };
/** A dice win pays 1.95× the stake (fair odds are 2×: the house keeps 2.5 % of the stake on average). */
export const PAYOUT_PERCENT = 195;
export type Pick = 'big' | 'small';

export type { Launch };

const invalidTicket = () => new GatewayError(ErrorCode.gameTicketInvalid, msg('games.sessionGoneRelaunch'));

/** The launch behind a ticket; refused when unknown, expired or (unless `allowLeft`) already left. */
export async function loadLaunch(
  q: Queryable,
  ticket: string,
  now: number,
  opts: { lock?: boolean; allowLeft?: boolean } = {},
): Promise<Launch> {
  return launchOf(await findLaunchRow(q, ticket, opts.lock ?? false), now, opts.allowLeft ?? false);
}

/** A launch row as a live launch; refused when missing, expired or (unless `allowLeft`) left. */
function launchOf(r: LaunchDbRow | undefined, now: number, allowLeft: boolean): Launch {
  if (!r || r.expires_at.getTime() <= now) throw invalidTicket();
  if (r.left_at && !allowLeft) throw invalidTicket();
  return {
    ticket: r.ticket,
    memberId: r.member_id,
    venueCode: r.venue_code,
    gameCode: r.game_code,
    channelCode: r.channel_code,
    demo: r.demo,
    demoBalance: r.demo_balance,
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

/** The fairness data of a round: enough, with the revealed server seed, to recompute it. */
export interface Fairness {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** Only for demo rounds, whose one-off seed is revealed at once; real seeds after rotation. */
  serverSeed?: string;
}

export interface RoundView {
  roundNo: string;
  engine: EngineId;
  stake: number;
  payout: number;
  detail: string;
  at: number;
  /** What was bet (engine-specific) and what came out (the engine's outcome). */
  bet: Bet | null;
  outcome: unknown;
  fairness: Fairness | null;
  /** The dice table's fields. */
  pick?: Pick;
  roll?: number;
}

interface RoundRow {
  round_no: string;
  stake: number;
  payout: number;
  detail: string;
  created_at: Date;
  engine: EngineId | null;
  nonce: number | null;
  outcome: { bet: Bet; outcome: { engine: EngineId; roll?: number } } | null;
  server_seed_hash: string | null;
  client_seed: string | null;
}

function roundView(r: RoundRow): RoundView {
  const view: RoundView = {
    roundNo: r.round_no,
    engine: r.engine ?? 'dice',
    stake: r.stake,
    payout: r.payout,
    detail: r.detail,
    at: r.created_at.getTime(),
    bet: r.outcome?.bet ?? null,
    outcome: r.outcome?.outcome ?? null,
    fairness:
      r.server_seed_hash && r.client_seed !== null && r.nonce !== null
        ? { serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed, nonce: r.nonce }
        : null,
  };
  if (view.engine === 'dice') {
    // Rounds from before the fairness columns only have the detail text.
    view.roll = r.outcome?.outcome.roll ?? Number(/掷出 (\d)/.exec(r.detail)?.[1] ?? 0);
    view.pick =
      r.outcome?.bet.engine === 'dice' ? r.outcome.bet.pick : r.detail.startsWith('押大') ? 'big' : 'small';
  }
  return view;
}

/** The engine and theme a launch plays. */
async function launchGame(q: Queryable, launch: Launch) {
  const { venue, game, tags } = await findLaunchGame(q, launch.venueCode, launch.gameCode);
  const gameName = game?.name ?? launch.gameCode;
  return {
    venue,
    gameName,
    engine: engineFor(venue?.category ?? '', launch.gameCode, gameName, tags),
    theme: themeFor(launch.gameCode, gameName),
  };
}

/** The engine, theme and names of a ticket's game, for the page itself. */
export async function launchEngine(q: Queryable, launch: Launch) {
  const g = await launchGame(q, launch);
  return {
    venueName: g.venue?.name ?? launch.venueCode,
    gameName: g.gameName,
    engine: g.engine,
    theme: g.theme,
  };
}

/** What the game page shows on load: names, mode, balance, stakes, rules, seeds and the last rounds. */
export async function playState(db: Db, ticket: string, now: number) {
  const launch = await loadLaunch(db, ticket, now);
  const g = await launchGame(db, launch);
  const rows = (await lastTicketRounds(db, ticket, 10)) as RoundRow[];
  const real = !launch.demo && launch.memberId !== null;
  const seed = real ? await activeSeed(db, launch.memberId!, now) : null;
  return {
    venueName: g.venue?.name ?? launch.venueCode,
    gameName: g.gameName,
    engine: g.engine,
    info: engineInfo(g.engine),
    theme: { id: g.theme.id, name: g.theme.name, symbols: g.theme.symbols },
    demo: launch.demo,
    balance: await balanceOf(db, launch),
    /** The centre wallet the page offers to move in (auto-transfer off); null in demo mode. */
    centerBalance: real ? await walletBalance(db, launch.memberId!, 'main') : null,
    stakes: [...STAKES],
    payoutPercent: PAYOUT_PERCENT,
    rollbackAddress: launch.rollbackAddress,
    /** The active seed pair: the server seed only by its hash until it is rotated. */
    seed: seed
      ? { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce }
      : null,
    rounds: rows.map(roundView),
  };
}

const roundNo = (now: number) =>
  `R${now.toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * Plays one round of the launch's engine. The outcome is derived from the member's seed pair and the
 * pair's next nonce (provably fair, docs/games.md); a real round moves the stake from the venue
 * sub-balance to 'house:games' and the win back, in the same transaction as the round row and the nonce;
 * a demo round draws from a one-off seed it reveals at once and only changes the launch's demo credits.
 * `requestId` (the round's id from the page) keys the ledger movements, so a repeated request answers
 * the same round and moves nothing.
 */
export async function playRound(
  db: Db,
  input: BetInput & { ticket: string; requestId: string },
  now: number,
): Promise<{ round: RoundView; balance: number; replayed: boolean }> {
  return db.transaction(async (tx) => {
    // One read: the launch (locked), its venue, game and tags, and this request's round if played.
    const context = await lockRoundContext(tx, input.ticket, input.requestId);
    const launch = launchOf(context?.launch, now, false);
    const venue = context!.venue;
    if (!venue || !venue.enabled) throw invalidTicket();
    if (venue.status !== 0) throw maintenanceError(venue);
    const gameName = context!.gameName ?? launch.gameCode;
    const engine = engineFor(venue.category, launch.gameCode, gameName, context!.tags);
    const bet = parseBet(engine, input);
    if (!launch.demo && launch.memberId !== null && context!.played)
      return {
        round: roundView(context!.played as RoundRow),
        balance: await balanceOf(tx, launch),
        replayed: true,
      };
    const real = !launch.demo && launch.memberId !== null;
    if (real) await admitStake(tx, launch.memberId!, bet.stake, now);
    let seeds: FairSeeds;
    let seedId: number | null = null;
    let fairness: Fairness;
    if (real) {
      const seed = await takeActiveNonce(tx, launch.memberId!, now);
      const nonce = seed.nonce;
      seeds = { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce };
      seedId = seed.id;
      fairness = { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce };
    } else {
      const serverSeed = newServerSeed();
      seeds = { serverSeed, clientSeed: 'demo', nonce: 0 };
      fairness = { serverSeedHash: serverSeedHash(serverSeed), clientSeed: 'demo', nonce: 0, serverSeed };
    }
    const outcome = deriveOutcome(engine, seeds);
    const { payout, detail } = settle(bet, outcome);
    const round: RoundView = {
      roundNo: roundNo(now),
      engine,
      stake: bet.stake,
      payout,
      detail,
      at: now,
      bet,
      outcome,
      fairness,
      ...(bet.engine === 'dice' && outcome.engine === 'dice' ? { pick: bet.pick, roll: outcome.roll } : {}),
    };
    if (!real) {
      if (launch.demoBalance < bet.stake)
        throw new GatewayError(ErrorCode.insufficientBalance, msg('games.demoBalanceShort'));
      const balance = launch.demoBalance - bet.stake + payout;
      await setDemoBalance(tx, input.ticket, balance);
      return { round, balance, replayed: false };
    }
    const memberId = launch.memberId!;
    const wallet = venueWallet(launch.venueCode);
    const key = `game-round:${input.ticket}:${input.requestId}`;
    // The stake and the win are one batch: the same ledger rows as two movements, fewer statements.
    const movements: MovementInput[] = [
      {
        idempotencyKey: `${key}:bet`,
        memberId,
        type: 'game_bet',
        refNo: round.roundNo,
        remark: `${venue.name} ${detail}`,
        postings: [
          { memberId, account: wallet, currency: 'CNY', amount: -bet.stake },
          { memberId: null, account: 'house:games', currency: 'CNY', amount: bet.stake },
        ],
      },
    ];
    if (payout > 0) {
      await recordWin(tx, memberId, payout, now);
      movements.push({
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
    const moved = await postMovements(tx, movements);
    await insertRound(tx, {
      roundNo: round.roundNo,
      memberId,
      ticket: input.ticket,
      requestId: input.requestId,
      venueCode: launch.venueCode,
      gameCode: launch.gameCode,
      channelCode: launch.channelCode,
      stake: bet.stake,
      payout,
      detail,
      at: now,
      engine,
      seedId,
      nonce: fairness.nonce,
      outcome: { bet, outcome },
    });
    // The settled stake is valid turnover (VIP level, rebate, bonus turnover), in this same transaction.
    await recordSettledStake(tx, {
      memberId,
      venueCode: launch.venueCode,
      gameType: venue.category,
      stake: bet.stake,
      refNo: round.roundNo,
    });
    const balance = moved.balances.get(walletKey(memberId, wallet, 'CNY'));
    return { round, balance: balance ?? (await balanceOf(tx, launch)), replayed: false };
  });
}

/**
 * Leaves the game: the ticket dies, and with auto-transfer on (at launch or now) every venue
 * sub-balance goes back to main. Leaving twice answers the same address and moves nothing more.
 */
export async function leaveGame(db: Db, ticket: string, now: number) {
  const launch = await loadLaunch(db, ticket, now, { allowLeft: true });
  if (!launch.left) await markLaunchLeft(db, ticket, now);
  let recovered = 0;
  if (!launch.demo && launch.memberId !== null) {
    if (launch.autoTransfer || (await autoTransferEnabled(db, launch.memberId))) {
      recovered = await recoverAllVenues(db, launch.memberId, `game-leave:${ticket}`);
    }
  }
  return { rollbackAddress: launch.rollbackAddress, recovered };
}
