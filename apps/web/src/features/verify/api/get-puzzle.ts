import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** The slider ('blockPuzzle', AFS stand-in) or click-word ('clickWord', Anji stand-in) puzzle of a session. */
export const puzzleQuery = (captchaId: string, captchaType: 'blockPuzzle' | 'clickWord') =>
  queryOptions({
    queryKey: ['verify', 'puzzle', captchaId, captchaType],
    queryFn: () => callGateway(catalogue.auth.captchaExGet, { captchaId, captchaType }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
