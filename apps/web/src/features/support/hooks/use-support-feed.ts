import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { catalogue, type SupportLine } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { longPoll } from '@/lib/long-poll.ts';
import { supportKeys } from '../api/support-keys.ts';
import { mergeLines } from '@/lib/support-lines.ts';

/**
 * Keeps the /cs page live without reloads: a long-poll of `support.lines` that the server holds until
 * the conversation changes (a line, taken, closed, read), writing lines and state into the query cache.
 * Failures back off up to 10 s; leaving the page aborts the poll.
 */
export function useSupportFeed(who: string): void {
  const client = useQueryClient();
  useEffect(() => {
    const ctrl = new AbortController();
    let after = '0';
    let version = 0;
    let first = true;
    client.setQueryData<SupportLine[]>(supportKeys.lines(who), []);
    void longPoll(ctrl.signal, async () => {
      const input = { after, version, wait: !first, read: document.visibilityState === 'visible' };
      const { lines, ...state } = await callGateway(catalogue.support.lines, input, {
        signal: ctrl.signal,
        quiet: true,
      });
      first = false;
      const last = lines.at(-1);
      if (last) after = last.id;
      version = state.conversation?.version ?? 0;
      client.setQueryData(supportKeys.state(who), state);
      if (lines.length > 0)
        client.setQueryData<SupportLine[]>(supportKeys.lines(who), (old) => mergeLines(old ?? [], lines));
    });
    return () => ctrl.abort();
  }, [client, who]);
}
