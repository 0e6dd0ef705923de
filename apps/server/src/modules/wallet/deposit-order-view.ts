import { walletTypeOf } from './wallet-util.ts';

export type DepositStatus = 'paying' | 'confirming' | 'success' | 'failed' | 'cancelled';
export type ChannelKind = 'bank' | 'qr' | 'usdt';

/** A deposit_order row as the wallet module reads it. */
export interface DepositOrderRow {
  order_no: string;
  member_id: number;
  kind: 'channel' | 'speed';
  channel_id: string | null;
  currency: 'CNY' | 'USDT';
  amount: number;
  status: DepositStatus;
  created_at: Date;
  expires_at: Date;
  finished_at?: Date | null;
  reason?: string | null;
}

/** The channel facts an order view needs (a speed-pay order has no channel: it is a bank transfer). */
export interface OrderChannel {
  kind: ChannelKind;
  name: string;
}

/** The house bank account shown for bank-transfer deposits (play money: nothing is ever paid). */
const HOUSE_BANK = {
  bankName: '中国工商银行',
  accountName: 'Arena 演示收款',
  cardNum: '6222 0212 3456 7890 128',
  branch: '上海分行',
};

/**
 * The house receiving addresses of the USDT channels, by network. They are well-formed but belong to
 * nobody: deposits are simulated and settled by the operator.
 */
const HOUSE_USDT_ADDRESS: Readonly<Record<string, string>> = {
  TRC20: 'TArenaDemoPayAddress11111111111111',
  ERC20: '0xa7e4a0000000000000000000000000000000dea0',
};

/** The network of a USDT channel from its name (`USDT-ERC20` → ERC20); TRC20 unless it says otherwise. */
export const usdtNetwork = (channelName: string) => (/ERC20/i.test(channelName) ? 'ERC20' : 'TRC20');

/** The payment link a scanned code opens (simulated channel: the operator settles the order). */
const paymentLink = (orderNo: string, amount: number) =>
  `https://pay.arena.example/qr/${encodeURIComponent(orderNo)}?amount=${amount}`;

/** The reason an order ended, in the member's words (expiry is stored as the code `expired`). */
export const endReason = (reason: string | null | undefined) =>
  reason === 'expired' ? '订单已过期，未收到付款' : (reason ?? null);

/** Where and how the member pays an order, for every channel kind; rejection reason once it ended. */
export function orderView(row: DepositOrderRow, channel: OrderChannel | null) {
  const amount = row.amount;
  const kind: ChannelKind = channel?.kind ?? 'bank';
  const network = kind === 'usdt' ? usdtNetwork(channel?.name ?? '') : null;
  const address = network ? (HOUSE_USDT_ADDRESS[network] ?? null) : null;
  const link = kind === 'qr' ? paymentLink(row.order_no, amount) : '';
  return {
    orderNo: row.order_no,
    walletType: walletTypeOf(row.currency),
    amount,
    status: row.status,
    channelKind: kind,
    channelName: channel?.name ?? '极速充值',
    // The simulated channel has no page to open; the link is shown and drawn as the code instead.
    payUrl: '',
    qrCode: kind === 'qr' ? link : address,
    payAddress: address && network ? { address, network } : null,
    bankInfo: kind === 'bank' ? HOUSE_BANK : null,
    expiresAt: row.expires_at.getTime(),
    reason: row.status === 'failed' || row.status === 'cancelled' ? endReason(row.reason) : null,
  };
}
