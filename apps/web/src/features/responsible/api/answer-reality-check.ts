import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { responsibleKeys } from './responsible-keys.ts';

/** responsible.realityAnswer: continue (next check N minutes on) or stop the session; answers the status. */
export function useAnswerRealityCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'continue' | 'stop') => callGateway(catalogue.responsible.realityAnswer, { action }),
    onSuccess: (status) => client.setQueryData(responsibleKeys.status, status),
  });
}
