import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { catalogue, type CallDef, type CallOutput } from '@arena/protocol';
import { bootAnswer } from '@/lib/gateway/boot-data.ts';
import { siteNoticesQuery } from '@/lib/site-queries.ts';
import { homeBannersQuery } from './get-home-banners.ts';
import { hotMatchesQuery } from './get-hot-matches.ts';
import { bannersOf, homeInputs, hotOf, noticesOf } from './home-answers.ts';

/**
 * Puts one answer that came with the page into the cache under its query's key, checked by the call's
 * output schema, dated by the server's time, and marked stale: the query shows it at once and reads
 * the call through the gateway once it is mounted, like any other cached answer past its time.
 */
function seed<C extends CallDef, T>(
  client: QueryClient,
  key: QueryKey,
  call: C,
  input: unknown,
  keep: (answer: CallOutput<C>) => T,
): void {
  if (client.getQueryData(key) !== undefined) return;
  const found = bootAnswer(call.id, input);
  if (!found) return;
  const parsed = call.output.safeParse(found.data);
  if (!parsed.success) return;
  client.setQueryData(key, keep(parsed.data as CallOutput<C>), {
    updatedAt: Math.min(found.at, Date.now()),
  });
  void client.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
}

let seeded = false;

/** Seeds home's queries from the page once per page load, before their sections first render. */
export function seedHomeQueries(client: QueryClient): void {
  if (seeded) return;
  seeded = true;
  const { site, live } = catalogue;
  seed(client, homeBannersQuery().queryKey, site.bannerListV1, homeInputs.banners, bannersOf);
  seed(client, siteNoticesQuery().queryKey, site.specialNoticeGet, homeInputs.notices, noticesOf);
  seed(client, hotMatchesQuery().queryKey, live.popularList, homeInputs.popular, hotOf);
}
