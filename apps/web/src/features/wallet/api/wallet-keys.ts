import type { QueryClient } from '@tanstack/react-query';
import {
  MONEY_KEY,
  autoTransferQuery,
  totalAssetsQuery,
  refreshMoney as refreshEveryMoneyView,
} from '@/lib/money-queries.ts';

/** Query keys of the wallet area; every balance-bearing query sits under `['wallet', 'money']`. */
export const walletKeys = {
  money: MONEY_KEY,
  totalAssets: totalAssetsQuery().queryKey,
  autoTransfer: autoTransferQuery().queryKey,
  paymentTypes: (walletType: string) => ['wallet', 'paymentTypes', walletType] as const,
  withdrawPrompt: (walletType: string) => ['wallet', 'money', 'withdrawPrompt', walletType] as const,
  bankCards: ['wallet', 'bankCards'] as const,
  banks: ['wallet', 'banks'] as const,
  addresses: ['wallet', 'addresses'] as const,
  records: ['wallet', 'money', 'records'] as const,
  orders: ['wallet', 'money', 'orders'] as const,
  depositOrder: (orderNo: string) => ['wallet', 'money', 'depositOrder', orderNo] as const,
};

/** After money moved: every balance, prompt and record list is read again. */
export function refreshMoney(client: QueryClient): Promise<void> {
  return refreshEveryMoneyView(client);
}
