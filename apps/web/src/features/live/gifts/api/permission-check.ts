import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** May the member buy gold coins or gift a streamer (spec §6). */
export const permissionCheck = (action: 'buyGold' | 'giftAnchor') =>
  callGateway(catalogue.live.permissionCheck, { action }, { quiet: true });
