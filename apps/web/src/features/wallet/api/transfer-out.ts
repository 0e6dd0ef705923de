import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Venue `transfer_out` → centre wallet (spec §3). */
export const transferOut = (venueCode: string, amount: number, idempotencyKey: string) =>
  callGateway(catalogue.games.transferOut, {
    transfer_out: venueCode,
    amount,
    walletType: 'RMB',
    idempotencyKey,
  });
