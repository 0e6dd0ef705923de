import { useMutation } from '@tanstack/react-query';
import { CLIENT_VERSION, passwordHashFromDigest } from '@arena/domain';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useSession } from '@/lib/session.ts';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The §3 login payload: `timewd` encodes the password with the request time, `oldPassword` is the
 * derived hash, characters 2 to 17 of the SHA-256 hex of the password (spec §9).
 */
export async function buildLoginPayload(name: string, password: string, now = Date.now()) {
  const digest = await sha256Hex(password);
  return {
    name,
    password,
    flag: 0,
    version: CLIENT_VERSION,
    timewd: btoa(`${now}:${digest}`),
    oldPassword: passwordHashFromDigest(digest) ?? digest,
  };
}

export function useLogin() {
  const signIn = useSession((s) => s.signIn);
  return useMutation({
    mutationFn: async ({ name, password }: { name: string; password: string }) =>
      callGateway(catalogue.auth.loginV3, await buildLoginPayload(name, password)),
    onSuccess: (session) => signIn(session.token, session.member),
  });
}
