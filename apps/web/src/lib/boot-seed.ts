import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { CallDef, CallOutput } from '@arena/protocol';
import { bootAnswer } from './gateway/boot-data.ts';

/**
 * Puts one answer that came with the page (lib/gateway/boot-data.ts) into the cache under its query's
 * key, checked by the call's output schema, dated by the server's time, and marked stale: the query
 * shows it at once and reads the call through the gateway once it is mounted, like any other cached
 * answer past its time. A key the cache already holds is left alone (a later answer is never replaced
 * by the page's).
 */
export function seedFromBoot<C extends CallDef, T>(
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
