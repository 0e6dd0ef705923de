import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

export interface GiftRewardInput {
  giftId: number;
  count: number;
  anchorRoomId: string;
  matchId?: string;
}

/** Sends a gift to the room's streamer, paid in gold coins (spec §7 giftReward). */
export const giftReward = (input: GiftRewardInput, idempotencyKey: string) =>
  callGateway(catalogue.live.giftReward, { ...input, idempotencyKey }, { quiet: true });
