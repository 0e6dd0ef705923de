import { MONEY_KEY } from '@/lib/money-queries.ts';

/** Query keys of the gift area; the gold balance sits under the money key, so every money refresh
 * (refreshMoney) reads it again too. */
export const giftKeys = {
  config: ['live', 'gifts', 'config'] as const,
  ranks: ['live', 'gifts', 'rank'] as const,
  rank: (anchorRoomId: string, period: string) => ['live', 'gifts', 'rank', anchorRoomId, period] as const,
  gold: [...MONEY_KEY, 'gold'] as const,
};
