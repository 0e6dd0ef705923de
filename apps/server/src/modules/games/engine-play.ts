import {
  DICE_PAYOUT_PERCENT,
  SLOT_LINES,
  baccaratPayout,
  diceWins,
  rouletteCovers,
  rouletteReturns,
  type BaccaratSide,
  type DicePick,
  type EngineId,
  type EngineOutcome,
  type RouletteBet,
  type RouletteBetKind,
} from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { msg } from '../../gateway/user-messages.ts';

/** Stakes every table takes, in fen (1, 5, 10, 50, 100 元); a roulette chip is one of them. */
export const STAKES = [100, 500, 1_000, 5_000, 10_000] as const;
/** The most chips one roulette spin takes. */
export const MAX_ROULETTE_CHIPS = 20;

/** What the page sends for a round, after the route's schema. */
export interface BetInput {
  stake?: number | undefined;
  pick?: DicePick | undefined;
  side?: BaccaratSide | undefined;
  bets?: { kind: RouletteBetKind; numbers?: number[] | undefined; stake: number }[] | undefined;
}

export type Bet =
  | { engine: 'dice'; stake: number; pick: DicePick }
  | { engine: 'slot'; stake: number }
  | { engine: 'baccarat'; stake: number; side: BaccaratSide }
  | { engine: 'roulette'; stake: number; bets: RouletteBet[] };

const bad = (msg: string) => new GatewayError(ErrorCode.badInput, msg);
const isStake = (v: number | undefined): v is number =>
  v !== undefined && (STAKES as readonly number[]).includes(v);

/** The bet a round body makes on an engine; refused (10001) when it does not fit the engine. */
export function parseBet(engine: EngineId, input: BetInput): Bet {
  if (engine === 'roulette') {
    const bets = input.bets ?? [];
    if (bets.length === 0) throw bad(msg('games.betFirst'));
    if (bets.length > MAX_ROULETTE_CHIPS)
      throw bad(msg('games.tooManyChips', { maxChips: MAX_ROULETTE_CHIPS }));
    const slip: RouletteBet[] = [];
    for (const b of bets) {
      if (!isStake(b.stake)) throw bad(msg('games.badStake'));
      const bet: RouletteBet = { kind: b.kind, stake: b.stake, ...(b.numbers ? { numbers: b.numbers } : {}) };
      if (!rouletteCovers(bet)) throw bad(msg('games.badBetSpot'));
      slip.push(bet);
    }
    return { engine, stake: slip.reduce((s, b) => s + b.stake, 0), bets: slip };
  }
  if (!isStake(input.stake)) throw bad(msg('games.badStake'));
  if (engine === 'slot') return { engine, stake: input.stake };
  if (engine === 'baccarat') {
    if (!input.side) throw bad(msg('games.pickBaccaratSide'));
    return { engine, stake: input.stake, side: input.side };
  }
  if (engine === 'dice') {
    if (!input.pick) throw bad(msg('games.pickBigSmall'));
    return { engine, stake: input.stake, pick: input.pick };
  }
  throw bad(msg('games.playUnsupported'));
}

const PICK_NAME: Record<DicePick, string> = { big: '押大', small: '押小' };
const SIDE_NAME: Record<BaccaratSide, string> = { player: '闲', banker: '庄', tie: '和' };
const COLOUR_NAME = { green: '绿', red: '红', black: '黑' } as const;

/** What a bet is paid for an outcome (fen, stake included) and the record's one-line detail. */
export function settle(bet: Bet, outcome: EngineOutcome): { payout: number; detail: string } {
  if (bet.engine === 'dice' && outcome.engine === 'dice') {
    const won = diceWins(bet.pick, outcome.roll);
    return {
      payout: won ? (bet.stake * DICE_PAYOUT_PERCENT) / 100 : 0,
      detail: `${PICK_NAME[bet.pick]} · 掷出 ${outcome.roll}`,
    };
  }
  if (bet.engine === 'slot' && outcome.engine === 'slot') {
    const { spin, freeSpins, win } = outcome.slot;
    const lines = spin.lineWins.length;
    const parts = ['旋转', lines ? `${lines} 条线中奖` : win ? '分散中奖' : '未中'];
    if (freeSpins.length) parts.push(`免费旋转 ${freeSpins.length} 次`);
    return { payout: (win * bet.stake) / SLOT_LINES, detail: parts.join(' · ') };
  }
  if (bet.engine === 'roulette' && outcome.engine === 'roulette') {
    return {
      payout: rouletteReturns(bet.bets)[outcome.pocket]!,
      detail: `轮盘 · 开出 ${outcome.pocket}${COLOUR_NAME[outcome.colour]} · ${bet.bets.length} 注`,
    };
  }
  if (bet.engine === 'baccarat' && outcome.engine === 'baccarat') {
    const h = outcome.hand;
    const result = h.winner === 'tie' ? '和局' : `${SIDE_NAME[h.winner]}赢`;
    return {
      payout: baccaratPayout(bet.side, bet.stake, h.winner),
      detail: `押${SIDE_NAME[bet.side]} · 闲 ${h.playerTotal} 点 庄 ${h.bankerTotal} 点 · ${result}`,
    };
  }
  throw new Error(`bet on ${bet.engine} settled against ${outcome.engine}`);
}
