import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { ErrorCode, GatewayError, type SessionOutput, type catalogue } from '@arena/protocol';
import type { Db } from '../../db/db.ts';
import { login } from './auth-service.ts';
import { useSignature } from './signed-login-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

type SignedLoginInput = z.output<typeof catalogue.auth.signedLogin.input>;

/** `ts` may differ from the gateway clock by this much either way (spec §9 "threshold 2 minutes"). */
export const SIGNED_LOGIN_WINDOW_MS = 2 * 60 * 1000;

/**
 * The signature of a signed login (docs/member-profile.md): lower-case hex HMAC-SHA-256 keyed with the
 * `oldPassword` field (the §9 derived hash, so only someone who typed the password can sign), over
 * `name + "\n" + ts + "\n" + timewd`.
 */
export function signedLoginSign(input: {
  name: string;
  ts: number;
  timewd: string;
  oldPassword: string;
}): string {
  return createHmac('sha256', input.oldPassword)
    .update(`${input.name}\n${input.ts}\n${input.timewd}`)
    .digest('hex');
}

const refused = (msg: string) => new GatewayError(ErrorCode.signatureInvalid, msg);

/**
 * auth.signedLogin: checks `ts` (±2 minutes), the signature (constant time) and that it was never used
 * (10220 for each), then logs in exactly as login v3 does (same rate limits, brute-force gate, session
 * rules, dormant answer): it is `login` with the signature checked first.
 */
export async function signedLogin(
  db: Db,
  input: SignedLoginInput,
  client: Parameters<typeof login>[2],
): Promise<SessionOutput> {
  const now = client.now.getTime();
  if (Math.abs(now - input.ts) > SIGNED_LOGIN_WINDOW_MS) throw refused(msg('auth.signatureExpired'));
  const expected = Buffer.from(signedLoginSign(input), 'utf8');
  const given = Buffer.from(input.sign, 'utf8');
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw refused(msg('auth.signatureWrong'));
  if (!(await useSignature(db, input.sign, new Date(input.ts + SIGNED_LOGIN_WINDOW_MS), client.now)))
    throw refused(msg('auth.signatureUsed'));
  const { ts: _ts, sign: _sign, ...payload } = input;
  return login(db, payload, client);
}
