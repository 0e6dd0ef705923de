import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Centre wallet → venue `api_name` (spec §3 "Transfer: transfer_out, api_name"; venues hold RMB). */
export const transferIn = (venueCode: string, amount: number, idempotencyKey: string) =>
  callGateway(catalogue.games.transferIn, { api_name: venueCode, amount, walletType: 'RMB', idempotencyKey });
