import { useMutation } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { buildLoginPayload } from './login.ts';

/** The updatePass payload: the current password as typed, the new one and its `timewd` (spec §3). */
export async function buildUpdatePassPayload(
  name: string,
  oldPassword: string,
  password: string,
  now = Date.now(),
) {
  const { timewd } = await buildLoginPayload(name, password, now);
  return { oldPassword, password, timewd };
}

/** Changes the login password; the server then ends every session of the member (10103). */
export function useUpdatePass() {
  return useMutation({
    mutationFn: async (v: { name: string; oldPassword: string; password: string }) =>
      callGateway(
        catalogue.auth.updatePass,
        await buildUpdatePassPayload(v.name, v.oldPassword, v.password),
        { quiet: true },
      ),
  });
}
