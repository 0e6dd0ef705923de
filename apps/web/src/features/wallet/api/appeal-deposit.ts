import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Appeals a deposit order (spec §7 "speed pay appeal"). */
export const appealDeposit = (orderNo: string, reason: string) =>
  callGateway(catalogue.finance.speedPayAppeal, { orderNo, reason });
