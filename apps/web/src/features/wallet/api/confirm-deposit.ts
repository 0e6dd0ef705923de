import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** The member says the transfer is made; answers the order status (spec §7 "speed pay confirm"). */
export const confirmDeposit = (orderNo: string) =>
  callGateway(catalogue.finance.speedPayConfirm, { orderNo });
