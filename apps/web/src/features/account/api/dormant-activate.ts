import { useMutation } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

export const dormantActivate = (v: { name: string; code: string }) =>
  callGateway(catalogue.auth.dormantActivate, v, { quiet: true });

/** auth.dormantActivate: a `dormant` code to the bound phone or email makes the member active again. */
export const useDormantActivate = () => useMutation({ mutationFn: dormantActivate });
