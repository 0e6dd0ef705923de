import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import type { SettlementWalletType } from '../settlement.ts';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { walletKeys } from './wallet-keys.ts';

/** Deposit methods and their channels with min_money / max_money (spec §7 "payment types v16", §3). */
export const paymentTypesQuery = (walletType: SettlementWalletType) =>
  queryOptions({
    queryKey: walletKeys.paymentTypes(walletType),
    queryFn: async ({ signal }) =>
      (await callGateway(catalogue.finance.paymentTypesV16, { walletType }, { signal })).list,
    staleTime: 60_000,
  });

export const usePaymentTypes = (walletType: SettlementWalletType | null) =>
  useQuery({ ...paymentTypesQuery(walletType ?? 'RMB'), enabled: walletType !== null });
