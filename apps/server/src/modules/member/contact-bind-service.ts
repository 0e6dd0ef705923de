import { ErrorCode, GatewayError } from '@arena/protocol';
import { MAINLAND_AREA_CODE, maskPhone, validateEmail, validatePhone } from '@arena/domain';
import type { Queryable } from '../../db/db.ts';
import { assertRule, fieldError } from '../auth/account-validation.ts';
import { maskEmail } from '../auth/forgot-password-service.ts';
import {
  addNotice,
  boundContact,
  consumeCode,
  contactHeldByOther,
  duplicateKey,
  writeContactColumn,
  wrongCode,
} from '../auth/member-directory.ts';
import { msg } from '../../gateway/user-messages.ts';

/** Outbox scenes of bind codes (sendCode v3). */
export const BIND_PHONE_SCENE = 'bindPhone';
export const BIND_EMAIL_SCENE = 'bindEmail';

export const contactTaken = (field: 'phone' | 'email') =>
  new GatewayError(
    ErrorCode.contactTaken,
    field === 'phone' ? msg('member.phoneTaken') : msg('member.emailTaken'),
    { field },
  );

/** True when another member holds this phone (digits) or email (any case). */
export const heldByOther = contactHeldByOther;

/** Writes the contact; the unique index settles a race with another member as 10215. */
export async function writeContact(
  q: Queryable,
  memberId: number,
  field: 'phone' | 'email',
  value: string,
  areaCode: string | null,
): Promise<void> {
  try {
    // Emails are stored in lower case, as the operator contact endpoint does.
    await writeContactColumn(q, memberId, field, value, areaCode);
  } catch (err) {
    if (duplicateKey(err) === field) throw contactTaken(field);
    throw err;
  }
}

/**
 * updateInfoVal v4: binds a phone with a `bindPhone` code sent to it. Only a member without a phone
 * binds here; changing a bound phone goes through the phone modification review (10216). The phone
 * must pass the spec §5 rule (10001), be free (10215), and the code must match (10409).
 */
export async function bindPhone(
  q: Queryable,
  memberId: number,
  input: { phone: string; areaCode: string; code: string },
  now: Date,
): Promise<void> {
  assertRule('phone', validatePhone(input.phone, input.areaCode));
  const current = await boundContact(q, memberId);
  if (current.phone) throw new GatewayError(ErrorCode.changeNeedsReview, msg('member.phoneNeedsReview'));
  if (await heldByOther(q, memberId, 'phone', input.phone)) throw contactTaken('phone');
  if (!(await consumeCode(q, { target: input.phone, scene: BIND_PHONE_SCENE, code: input.code }, now)))
    throw wrongCode();
  await writeContact(q, memberId, 'phone', input.phone, input.areaCode || MAINLAND_AREA_CODE);
  await addNotice(
    q,
    memberId,
    {
      title: '手机号已绑定',
      content: `您的账号已绑定手机号 ${maskPhone(input.phone)}。如非本人操作，请立即联系客服。`,
    },
    now,
  );
}

/**
 * updateInfoVal v5: binds or changes the email with a `bindEmail` code sent to the new address (the
 * code proves the member holds it). Free (10215), different from the current one (10001), code (10409).
 */
export async function bindEmail(
  q: Queryable,
  memberId: number,
  input: { email: string; code: string },
  now: Date,
): Promise<void> {
  assertRule('email', validateEmail(input.email));
  const current = await boundContact(q, memberId);
  if (current.email?.toLowerCase() === input.email.toLowerCase())
    throw fieldError('email', msg('member.sameEmail'));
  if (await heldByOther(q, memberId, 'email', input.email)) throw contactTaken('email');
  if (!(await consumeCode(q, { target: input.email, scene: BIND_EMAIL_SCENE, code: input.code }, now)))
    throw wrongCode();
  await writeContact(q, memberId, 'email', input.email, null);
  const masked = maskEmail(input.email);
  await addNotice(
    q,
    memberId,
    current.email
      ? {
          title: '邮箱已更换',
          content: `您的账号绑定邮箱已由 ${maskEmail(current.email)} 更换为 ${masked}。如非本人操作，请立即联系客服。`,
        }
      : { title: '邮箱已绑定', content: `您的账号已绑定邮箱 ${masked}。如非本人操作，请立即联系客服。` },
    now,
  );
}
