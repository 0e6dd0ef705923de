import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Yield wallet → centre wallet (spec §7 "yield wallet toCenter"). */
export const yebToCenter = (amount: number, idempotencyKey: string) =>
  callGateway(catalogue.finance.yebToCenter, { amount, idempotencyKey });
