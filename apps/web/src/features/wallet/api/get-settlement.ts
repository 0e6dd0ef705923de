import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteInfoQuery } from '@/lib/site-queries.ts';
import { settlementOf, type Settlement } from '../settlement.ts';

/**
 * The site's settlement unit (spec §1), from per-info v5 `walletType`, which follows the operator's
 * `settlementUnit` site config. Read from the shared site-info entry: the one switch every wallet
 * screen reads.
 */
export const settlementQuery = () =>
  queryOptions({ ...siteInfoQuery(), select: (info) => settlementOf(info.walletType) });

/** The settlement switch; `null` until the site answered (screens show skeletons meanwhile). */
export function useSettlement(): Settlement | null {
  return useQuery(settlementQuery()).data ?? null;
}
