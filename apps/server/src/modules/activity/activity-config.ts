import { z } from 'zod';

/**
 * The numbers of each mechanic, stored in `activity.config` (operator-editable) and read through these
 * schemas so a bad edit is refused before it is saved. Amounts are CNY fen; `multiple` is the turnover
 * requirement of a paid reward as a multiple of its amount (docs/rewards.md).
 */
const fen = z.number().int().min(0).max(100_000_000);
const multiple = z.number().int().min(0).max(50).default(1);

export const prizeSlot = z.object({
  id: z.string().min(1).max(32),
  name: z.string().min(1).max(40),
  kind: z.enum(['cash', 'points', 'goods', 'nothing']),
  amount: fen,
  weight: z.number().int().min(0).max(1_000_000),
});
export type PrizeSlot = z.infer<typeof prizeSlot>;

export const configSchemas = {
  promo: z.object({ bonus: fen.default(0), multiple }),
  sign: z.object({ rewards: z.array(fen).min(1).max(31), multiple }),
  lottery: z.object({
    chanceDeposit: fen.min(1),
    chanceTurnover: fen.default(0),
    prizes: z.array(prizeSlot).min(1).max(16),
    multiple,
  }),
  wheel: z.object({
    chanceDeposit: fen.min(1),
    chanceTurnover: fen.default(0),
    prizes: z.array(prizeSlot).min(2).max(16),
    multiple,
  }),
  quiz: z.object({
    prize: fen.min(1),
    sport: z.string().default('football'),
    max: z.number().int().min(1).max(20),
    multiple,
  }),
  guess: z.object({
    prize: fen.min(1),
    sport: z.string().default('football'),
    max: z.number().int().min(1).max(20),
    multiple,
  }),
  envelope: z.object({
    everyMinutes: z.number().int().min(1).max(1440),
    roundMinutes: z.number().int().min(1).max(1440),
    pool: fen.min(1),
    min: fen.min(1),
    max: fen.min(1),
    perMember: z.number().int().min(1).max(100),
    multiple,
  }),
  first_deposit: z.object({
    rateBp: z.number().int().min(1).max(100_000),
    maxBonus: fen,
    minDeposit: fen,
    multiple,
  }),
  continuous_deposit: z.object({
    tiers: z
      .array(z.object({ day: z.number().int().min(1).max(31), reward: fen.min(1) }))
      .min(1)
      .max(10),
    multiple,
  }),
  invite: z.object({ reward: fen.min(1), minDeposit: fen, multiple }),
  novice: z.object({
    packages: z
      .array(
        z.object({
          id: z.enum(['bind_phone', 'real_name', 'first_deposit', 'first_round']),
          title: z.string().min(1).max(40),
          reward: fen.min(1),
        }),
      )
      .min(1)
      .max(4),
    days: z.number().int().min(1).max(365),
    multiple,
  }),
  back_flow: z.object({ idleDays: z.number().int().min(1).max(365), reward: fen.min(1), multiple }),
  barrier: z.object({
    tiers: z
      .array(z.object({ turnover: fen.min(1), reward: fen.min(1) }))
      .min(1)
      .max(10),
    multiple,
  }),
  top_gift: z.object({ multiple }),
} as const;

export type ActivityKind = keyof typeof configSchemas;
export type ConfigOf<K extends ActivityKind> = z.output<(typeof configSchemas)[K]>;

export const isActivityKind = (k: string): k is ActivityKind => k in configSchemas;
