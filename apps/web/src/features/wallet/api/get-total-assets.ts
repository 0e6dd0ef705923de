import { useQuery } from '@tanstack/react-query';
import { totalAssetsQuery } from '@/lib/money-queries.ts';

/** Every balance of the member, from the shared money query (spec §7 Games "total assets"). */
export const useTotalAssets = () => useQuery(totalAssetsQuery());
