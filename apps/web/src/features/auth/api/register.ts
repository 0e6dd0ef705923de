import { useMutation } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useSession } from '@/lib/session.ts';
import { buildLoginPayload } from './login.ts';

/**
 * The register v4 payload: `timewd` encoded exactly as the login's (spec §3), the invitation and
 * recommender codes from sessionStorage `i_code` / `r_code` where the address left them (spec §2), and the
 * date of birth the server checks for 18+ (docs/responsible-play.md).
 */
export async function buildRegisterPayload(
  name: string,
  password: string,
  birthDate: string,
  storage: Pick<Storage, 'getItem'> = sessionStorage,
  now = Date.now(),
) {
  const { timewd } = await buildLoginPayload(name, password, now);
  const inviteCode = storage.getItem('i_code');
  const recommenderCode = storage.getItem('r_code');
  return {
    name,
    password,
    timewd,
    birthDate,
    ...(inviteCode ? { inviteCode } : {}),
    ...(recommenderCode ? { recommenderCode } : {}),
  };
}

/** Registers and signs the new member in (the answer is a session, like login's). */
export function useRegister() {
  const signIn = useSession((s) => s.signIn);
  return useMutation({
    mutationFn: async ({
      name,
      password,
      birthDate,
    }: {
      name: string;
      password: string;
      birthDate: string;
    }) =>
      callGateway(catalogue.auth.registerV4, await buildRegisterPayload(name, password, birthDate), {
        quiet: true,
      }),
    onSuccess: (session) => signIn(session.token, session.member),
  });
}
