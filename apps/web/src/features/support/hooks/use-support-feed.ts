import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { catalogue, type SupportLine } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { supportKeys } from '../api/support-keys.ts';
import { mergeLines } from '../support-lines.ts';

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

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
    let failures = 0;
    client.setQueryData<SupportLine[]>(supportKeys.lines(who), []);
    const run = async () => {
      while (!ctrl.signal.aborted) {
        try {
          const input = { after, version, wait: !first, read: document.visibilityState === 'visible' };
          const { lines, ...state } = await callGateway(catalogue.support.lines, input, {
            signal: ctrl.signal,
            quiet: true,
          });
          first = false;
          failures = 0;
          const last = lines.at(-1);
          if (last) after = last.id;
          version = state.conversation?.version ?? 0;
          client.setQueryData(supportKeys.state(who), state);
          if (lines.length > 0)
            client.setQueryData<SupportLine[]>(supportKeys.lines(who), (old) => mergeLines(old ?? [], lines));
        } catch {
          if (ctrl.signal.aborted) return;
          failures += 1;
          await pause(Math.min(10_000, 500 * 2 ** failures), ctrl.signal);
        }
      }
    };
    void run();
    return () => ctrl.abort();
  }, [client, who]);
}
