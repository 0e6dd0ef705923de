import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsConversation, SupportLine } from '@arena/protocol';
import { opsFetch } from '../api/ops-client.ts';
import { opsKeys } from '../api/ops-keys.ts';

export interface OpsThread {
  conversation: OpsConversation | null;
  lines: SupportLine[];
}

const byId = (a: SupportLine, b: SupportLine) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1);

/** Adds lines to a thread without duplicates, in id order. */
export function addLines(thread: OpsThread | undefined, lines: readonly SupportLine[]): SupportLine[] {
  const map = new Map((thread?.lines ?? []).map((l) => [l.id, l]));
  for (const line of lines) map.set(line.id, line);
  return [...map.values()].sort(byId);
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * A conversation's lines on the console, live: a long-poll the server holds until the conversation
 * changes, written into the query cache. Failures back off up to 10 s.
 */
export function useOpsLines(id: string): OpsThread {
  const client = useQueryClient();
  const key = opsKeys.lines(id);
  const thread = useQuery({
    queryKey: key,
    queryFn: (): OpsThread => ({ conversation: null, lines: [] }),
    enabled: false,
  });
  useEffect(() => {
    const ctrl = new AbortController();
    let after = '0';
    let version = 0;
    let failures = 0;
    const run = async () => {
      while (!ctrl.signal.aborted) {
        try {
          const q = new URLSearchParams({ after, version: String(version), wait: version ? '1' : '0' });
          const page = await opsFetch<{ conversation: OpsConversation; lines: SupportLine[] }>(
            `/conversations/${id}/lines?${q}`,
            { signal: ctrl.signal },
          );
          failures = 0;
          after = page.lines.at(-1)?.id ?? after;
          version = page.conversation.version;
          client.setQueryData<OpsThread>(opsKeys.lines(id), (old) => ({
            conversation: page.conversation,
            lines: addLines(old, page.lines),
          }));
        } catch {
          if (ctrl.signal.aborted) return;
          failures += 1;
          await pause(Math.min(10_000, 500 * 2 ** failures), ctrl.signal);
        }
      }
    };
    void run();
    return () => ctrl.abort();
  }, [client, id]);
  return thread.data ?? { conversation: null, lines: [] };
}
