import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue, type CallInput } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { responsibleKeys } from './responsible-keys.ts';

/** responsible.exclude: answers the new status, which replaces the cached one. */
export function useExclude() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof catalogue.responsible.exclude>) =>
      callGateway(catalogue.responsible.exclude, input),
    onSuccess: (status) => client.setQueryData(responsibleKeys.status, status),
  });
}
