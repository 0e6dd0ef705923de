import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import type { SettlementWalletType } from '../settlement.ts';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { walletKeys } from './wallet-keys.ts';

/** Withdrawable amount, limits, fee rate and notice (spec §7 "withdraw prompt"). */
export const withdrawPromptQuery = (walletType: SettlementWalletType) =>
  queryOptions({
    queryKey: walletKeys.withdrawPrompt(walletType),
    queryFn: ({ signal }) => callGateway(catalogue.finance.withdrawPrompt, { walletType }, { signal }),
  });

export const useWithdrawPrompt = (walletType: SettlementWalletType | null) =>
  useQuery({ ...withdrawPromptQuery(walletType ?? 'RMB'), enabled: walletType !== null });
