import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Withdraw USDT to a bound address (spec §7 "usdt draw"). */
export const withdrawUsdt = (input: {
  amount: number;
  addressId: string;
  withdrawPassword: string;
  idempotencyKey: string;
}) => callGateway(catalogue.finance.usdtDraw, input);
