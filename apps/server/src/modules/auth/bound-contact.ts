import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';
import { readContact } from './member-profile-repository.ts';
import { consumeCode } from './outbox-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/** The phone and email bound to a member (null when not bound). */
export interface BoundContact {
  phone: string | null;
  email: string | null;
}

export const boundContact = (q: Queryable, memberId: number): Promise<BoundContact> =>
  readContact(q, memberId);

export const wrongCode = () =>
  new GatewayError(ErrorCode.verificationCode, msg('auth.wrongCode'), { field: 'code' });
export const noContact = () =>
  new GatewayError(ErrorCode.contactMissing, msg('auth.contactMissing'), { field: 'code' });

/**
 * Spends a code of `scene` that was sent (sendCode v3) to the member's bound phone or email: the
 * phone's newest code is tried first, then the email's. 10221 when neither is bound, 10409 when no
 * code matches (a wrong try counts on the codes tried, see consumeCode).
 */
export async function spendBoundContactCode(
  q: Queryable,
  memberId: number,
  scene: string,
  code: string,
  now: Date,
): Promise<'phone' | 'email'> {
  const contact = await boundContact(q, memberId);
  if (!contact.phone && !contact.email) throw noContact();
  if (contact.phone && (await consumeCode(q, { target: contact.phone, scene, code }, now))) return 'phone';
  if (contact.email && (await consumeCode(q, { target: contact.email, scene, code }, now))) return 'email';
  throw wrongCode();
}
