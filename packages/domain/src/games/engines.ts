/**
 * The engines behind the game titles, what each declares (RTP, rules) and the one function that turns
 * a seed pair and nonce into a round's outcome, used alike by the server to play the round and by the
 * verification page to recompute it.
 */
import { baccaratRtp, dealBaccarat, type BaccaratHand } from './baccarat.ts';
import { CRASH_HOUSE_EDGE, crashPoint } from './crash.ts';
import { DICE_RTP, rollDie } from './dice.ts';
import { fairRandom, type FairSeeds } from './fair.ts';
import { ROULETTE_RTP, rouletteColour, spinRoulette } from './roulette.ts';
import {
  SLOT_FREE_SPIN_MULTIPLIER,
  SLOT_FREE_SPINS,
  SLOT_LINES,
  playSlot,
  slotExactRtp,
  type SlotRound,
} from './slot.ts';

export type EngineId = 'slot' | 'roulette' | 'baccarat' | 'dice' | 'crash';
export const ENGINE_IDS: readonly EngineId[] = ['slot', 'roulette', 'baccarat', 'dice', 'crash'];

export type EngineOutcome =
  | { engine: 'slot'; slot: SlotRound }
  | { engine: 'roulette'; pocket: number; colour: 'green' | 'red' | 'black' }
  | { engine: 'baccarat'; hand: BaccaratHand }
  | { engine: 'dice'; roll: number }
  | { engine: 'crash'; point: number };

/** The outcome of round `nonce` of a seed pair: the same on the server and in the browser. */
export function deriveOutcome(engine: EngineId, seeds: FairSeeds): EngineOutcome {
  const rng = fairRandom(seeds);
  switch (engine) {
    case 'slot':
      return { engine, slot: playSlot(rng) };
    case 'roulette': {
      const pocket = spinRoulette(rng);
      return { engine, pocket, colour: rouletteColour(pocket) };
    }
    case 'baccarat':
      return { engine, hand: dealBaccarat(rng) };
    case 'dice':
      return { engine, roll: rollDie(rng) };
    case 'crash':
      return { engine, point: crashPoint(rng) };
  }
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

export interface EngineInfo {
  name: string;
  /** Declared return to player, as shown in the info panel (e.g. '96.43%'). */
  rtp: string;
  rules: string[];
}

/** What each game's info panel declares. */
export function engineInfo(engine: EngineId): EngineInfo {
  switch (engine) {
    case 'slot':
      return {
        name: '5×3 视频老虎机',
        rtp: pct(slotExactRtp().total),
        rules: [
          `${SLOT_LINES} 条固定赔付线，从最左轴起连续 3 个及以上相同符号中奖，赔率按单线注额计算。`,
          '百搭（WILD）可替代除分散外的所有符号，连续百搭本身也有赔付；每条线只取最高的一种赔付。',
          `分散（SCATTER）任意位置出现 3/4/5 个，按总注额的 2/10/50 倍赔付，并赠送 ${SLOT_FREE_SPINS} 次免费旋转（免费旋转中所有奖金 ×${SLOT_FREE_SPIN_MULTIPLIER}，不再重新触发）。`,
          '转轮条带与赔付表固定，返还率由其精确计算得出。',
        ],
      };
    case 'roulette':
      return {
        name: '欧式轮盘',
        rtp: pct(ROULETTE_RTP),
        rules: [
          '单零轮盘，号码 0–36。',
          '直注 35 赔 1，分注 17 赔 1，街注 11 赔 1，角注 8 赔 1，线注 5 赔 1，打/列 2 赔 1，红黑/单双/大小 1 赔 1。',
          '开出 0 时所有外围注输掉（无“一半退还”规则）；每种注的返还率均为 36/37。',
        ],
      };
    case 'baccarat': {
      const rtp = baccaratRtp();
      return {
        name: '百家乐',
        rtp: `庄 ${pct(rtp.banker)} · 闲 ${pct(rtp.player)} · 和 ${pct(rtp.tie)}`,
        rules: [
          '闲赢 1 赔 1；庄赢 1 赔 0.95（抽 5% 佣金）；和 8 赔 1，和局时庄、闲注退回本金。',
          '任一方首两张牌为 8 或 9（天牌）即双方停牌；闲 0–5 点补牌，6–7 点停牌。',
          '闲停牌时庄 0–5 点补牌；闲补牌时庄按标准补牌表：0–2 补；3 除闲第三张为 8 外补；4 闲第三张 2–7 补；5 闲第三张 4–7 补；6 闲第三张 6–7 补；7 停。',
          '每张牌从 52 张牌中独立均匀抽取（无限牌靴）。',
        ],
      };
    }
    case 'dice':
      return {
        name: '骰宝大小',
        rtp: pct(DICE_RTP),
        rules: ['掷一颗骰子，押大（4–6）或押小（1–3），赢得注额的 1.95 倍。'],
      };
    case 'crash':
      return {
        name: '爆破倍数',
        rtp: pct(1 - CRASH_HOUSE_EDGE),
        rules: [
          '倍数从 1.00 开始上升，在爆破前兑现即按兑现倍数赔付。',
          `爆破点 = floor(100 × ${(1 - CRASH_HOUSE_EDGE).toFixed(2)} ÷ (1 − u)) ÷ 100，至少 1.00，任何兑现倍数的返还率均为 ${pct(1 - CRASH_HOUSE_EDGE)}。`,
        ],
      };
  }
}
