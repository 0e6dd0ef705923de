import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the wallet area; every balance-bearing query sits under `['wallet', 'money']`. */
export const walletKeys = {
  settlement: ['wallet', 'settlement'] as const,
  money: ['wallet', 'money'] as const,
  totalAssets: ['wallet', 'money', 'totalAssets'] as const,
  autoTransfer: ['wallet', 'autoTransfer'] as const,
  paymentTypes: (walletType: string) => ['wallet', 'paymentTypes', walletType] as const,
  withdrawPrompt: (walletType: string) => ['wallet', 'money', 'withdrawPrompt', walletType] as const,
  bankCards: ['wallet', 'bankCards'] as const,
  banks: ['wallet', 'banks'] as const,
  addresses: ['wallet', 'addresses'] as const,
  records: ['wallet', 'money', 'records'] as const,
};

/** After money moved: every balance, prompt and record list is read again. */
export function refreshMoney(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: walletKeys.money });
}
