import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { settlementOf, type Settlement } from '../settlement.ts';
import { walletKeys } from './wallet-keys.ts';

/**
 * The site's settlement unit (spec §1), from per-info v5 `walletType`, which follows the operator's
 * `settlementUnit` site config. Held in the query cache: the one switch every wallet screen reads.
 */
export const settlementQuery = () =>
  queryOptions({
    queryKey: walletKeys.settlement,
    queryFn: async ({ signal }) =>
      settlementOf((await callGateway(catalogue.site.perInfoV5Get, {}, { signal })).walletType),
    staleTime: 60_000,
  });

/** The settlement switch; `null` until the site answered (screens show skeletons meanwhile). */
export function useSettlement(): Settlement | null {
  return useQuery(settlementQuery()).data ?? null;
}
