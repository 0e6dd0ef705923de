import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { responsibleKeys } from './responsible-keys.ts';

/** responsible.confirmAge: the date of birth, once (18+); answers the new status, which replaces the cached one. */
export function useConfirmAge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (birthDate: string) => callGateway(catalogue.responsible.confirmAge, { birthDate }),
    onSuccess: (status) => client.setQueryData(responsibleKeys.status, status),
  });
}
