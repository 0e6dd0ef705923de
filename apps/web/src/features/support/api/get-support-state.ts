import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { supportKeys } from './support-keys.ts';

/** The /cs state: the current conversation, queue position, whether operators are online. */
export const supportStateQuery = (who: string) =>
  queryOptions({
    queryKey: supportKeys.state(who),
    queryFn: ({ signal }) => callGateway(catalogue.support.state, {}, { signal }),
    // The long-poll keeps it fresh (use-support-feed.ts); no timer of its own.
    staleTime: Infinity,
  });
