import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Buys gold coins with `amount` fen of the main wallet (spec §7 goldPurchase, 1 yuan = 10 coins). */
export const goldPurchase = (amount: number, idempotencyKey: string) =>
  callGateway(catalogue.live.goldPurchase, { amount, idempotencyKey }, { quiet: true });
