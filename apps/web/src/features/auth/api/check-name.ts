import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Is this user name free (checkName v1). */
export const fetchNameAvailability = (name: string, signal?: AbortSignal) =>
  callGateway(catalogue.auth.checkNameV1, { name }, { quiet: true, ...(signal ? { signal } : {}) });

/**
 * Availability of one name. Quiet and never retried: a failed check only leaves the state unknown
 * (the server still refuses a taken name on submit); a short staleness keeps retyping cheap.
 */
export const nameAvailabilityQuery = (name: string) =>
  queryOptions({
    queryKey: ['auth', 'checkName', name] as const,
    queryFn: ({ signal }) => fetchNameAvailability(name, signal),
    staleTime: 5_000,
    retry: false,
  });

export function useNameAvailabilityQuery(name: string, enabled: boolean) {
  return useQuery({ ...nameAvailabilityQuery(name), enabled });
}
