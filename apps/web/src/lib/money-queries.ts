import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { ACCOUNT_KEY } from '@/lib/member-info.ts';

/**
 * Every query that shows the member's money sits under this key (balances, total assets, withdraw
 * prompt, records, orders, gold), so one invalidation refreshes every view of money.
 */
export const MONEY_KEY = ['wallet', 'money'] as const;

/**
 * games.totalAssets: centre, USDT, yield wallet, each venue with its name, and both totals (spec §7).
 * The one query of the member's balances: screens of every feature read it through this factory.
 */
export const totalAssetsQuery = () =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'totalAssets'] as const,
    queryFn: ({ signal }) => callGateway(catalogue.games.totalAssets, {}, { signal }),
    staleTime: 5_000,
  });

/** games.autoTransferGet: the member's auto-transfer switch (spec §4), shown by the wallet and the lobby. */
export const autoTransferQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'autoTransfer'] as const,
    queryFn: async ({ signal }) =>
      (await callGateway(catalogue.games.autoTransferGet, {}, { signal })).enabled,
  });

/**
 * After money moved (a transfer, a settled deposit, a cancelled withdraw, a gift …): every balance is
 * read again, including member info's balance, which lives under the account key.
 */
export async function refreshMoney(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: MONEY_KEY }),
    client.invalidateQueries({ queryKey: [...ACCOUNT_KEY, 'info'] }),
  ]);
}
