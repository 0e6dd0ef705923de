import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { walletKeys } from './wallet-keys.ts';

/** Bound bank cards, masked by the server (spec §3 "Bank card: cardNum"). */
export const bankCardsQuery = () =>
  queryOptions({
    queryKey: walletKeys.bankCards,
    queryFn: ({ signal }) => callGateway(catalogue.finance.bankCardList, {}, { signal }),
  });

export const useBankCards = (enabled = true) => useQuery({ ...bankCardsQuery(), enabled });
