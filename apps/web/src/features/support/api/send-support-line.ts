import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue, type SupportLine } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { supportKeys } from './support-keys.ts';
import { mergeLines } from '@/lib/support-lines.ts';

export interface SendInput {
  text?: string;
  image?: string;
  orderNo?: string;
}

/** Sends a text or image line; the answer lands in the line cache at once (the poll dedupes it). */
export function useSendSupportLine(who: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInput) => callGateway(catalogue.support.send, input, { quiet: true }),
    onSuccess: ({ line }) => {
      client.setQueryData<SupportLine[]>(supportKeys.lines(who), (old) => mergeLines(old ?? [], [line]));
    },
  });
}
