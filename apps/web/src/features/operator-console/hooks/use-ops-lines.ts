import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpsConversation, SupportLine } from '@arena/protocol';
import { longPoll } from '@/lib/long-poll.ts';
import { mergeLines } from '@/lib/support-lines.ts';
import { opsFetch } from '../api/ops-client.ts';
import { opsKeys } from '../api/ops-keys.ts';

export interface OpsThread {
  conversation: OpsConversation | null;
  lines: SupportLine[];
}

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
    void longPoll(ctrl.signal, async () => {
      const q = new URLSearchParams({ after, version: String(version), wait: version ? '1' : '0' });
      const page = await opsFetch<{ conversation: OpsConversation; lines: SupportLine[] }>(
        `/conversations/${id}/lines?${q}`,
        { signal: ctrl.signal },
      );
      after = page.lines.at(-1)?.id ?? after;
      version = page.conversation.version;
      client.setQueryData<OpsThread>(opsKeys.lines(id), (old) => ({
        conversation: page.conversation,
        lines: mergeLines(old?.lines ?? [], page.lines),
      }));
    });
    return () => ctrl.abort();
  }, [client, id]);
  return thread.data ?? { conversation: null, lines: [] };
}
