import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/**
 * Opens a verification session (captchaExRegister): its id and which types it switches on.
 * `round` counts refreshes: each one opens a new challenge. Never cached beyond the dialog.
 */
export const challengeQuery = (opening: number, round: number) =>
  queryOptions({
    queryKey: ['verify', 'challenge', opening, round],
    queryFn: () => callGateway(catalogue.auth.captchaExRegister, {}),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
