import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Withdraw from the RMB wallet to a bound bank card (spec §7 "withdraw new v6"). */
export const withdrawToCard = (input: {
  amount: number;
  bankCardId: string;
  withdrawPassword: string;
  idempotencyKey: string;
}) => callGateway(catalogue.finance.withdrawNewV6, input);
