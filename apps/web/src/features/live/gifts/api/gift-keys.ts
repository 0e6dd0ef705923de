/** Query keys of the gift area; the gold balance sits under the wallet's money key so that a purchase
 * refreshing `['wallet', 'money']` reads it again too. */
export const giftKeys = {
  config: ['live', 'gifts', 'config'] as const,
  ranks: ['live', 'gifts', 'rank'] as const,
  rank: (anchorRoomId: string, period: string) => ['live', 'gifts', 'rank', anchorRoomId, period] as const,
  gold: ['wallet', 'money', 'gold'] as const,
};
