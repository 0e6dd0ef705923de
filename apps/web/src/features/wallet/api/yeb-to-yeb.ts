import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Centre wallet → yield wallet (spec §7 "yield wallet toYeb"). */
export const yebToYeb = (amount: number, idempotencyKey: string) =>
  callGateway(catalogue.finance.yebToYeb, { amount, idempotencyKey });
