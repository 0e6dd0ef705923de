import type { z } from 'zod';
import { ErrorCode, GatewayError, type SessionOutput, type catalogue } from '@arena/protocol';
import {
  BIRTH_DATE_MESSAGES_ZH,
  USERNAME_MAX_LENGTH,
  birthDateProblem,
  siteDay,
  validateEmail,
  validatePassword,
  validatePhone,
  validateRealName,
  validateUsername,
  VALIDATION_MESSAGES_ZH,
} from '@arena/domain';
import type { Db, Queryable } from '../../db/db.ts';
import { assertRule, fieldError } from './account-validation.ts';
import { hashPassword } from './password-hash.ts';
import { duplicateKey, findMemberById, insertMember, isTaken, type MemberKey } from './member-repository.ts';
import { consumeCode, outboxTarget } from './outbox-repository.ts';
import { authHooks } from './auth-hooks.ts';
import { openSession, toSessionOutput, type ClientInfo } from './auth-service.ts';
import { msg } from '../../gateway/user-messages.ts';

type RegisterInput = z.output<typeof catalogue.auth.registerV4.input>;

const TAKEN: Record<MemberKey, string> = {
  name: msg('auth.nameTaken'),
  phone: msg('auth.phoneTaken'),
  email: msg('auth.emailTaken'),
};

/** 10201 for a name, phone or email someone already holds. */
export const taken = (key: MemberKey) => new GatewayError(ErrorCode.conflict, TAKEN[key], { field: key });

/** 10409 (spec §5) for a missing, wrong, expired or used code. */
export const badCode = () =>
  new GatewayError(ErrorCode.verificationCode, msg('auth.codeWrongOrExpired'), { field: 'code' });

/** Every spec §5 rule of the form, first failing field first; throws 10001 with its message. */
function checkRegisterInput(input: RegisterInput, now: Date): void {
  assertRule('name', validateUsername(input.name));
  assertRule('password', validatePassword(input.password, input.name));
  // Age is confirmed before anything is written: under 18 (site day, UTC+8) is refused.
  const age = birthDateProblem(input.birthDate, siteDay(now.getTime()));
  if (age !== null) throw fieldError('birthDate', BIRTH_DATE_MESSAGES_ZH[age]);
  if (input.phone !== undefined) assertRule('phone', validatePhone(input.phone, input.areaCode));
  if (input.email !== undefined) assertRule('email', validateEmail(input.email));
  // One code field: a registration proves one contact, the phone or the email (docs/decisions.md).
  if (input.phone !== undefined && input.email !== undefined)
    throw fieldError('email', msg('auth.phoneOrEmail'));
  if ((input.phone !== undefined || input.email !== undefined) && input.code === undefined)
    throw fieldError('code', VALIDATION_MESSAGES_ZH['validation.required']);
  if (input.realName !== undefined) assertRule('realName', validateRealName(input.realName));
}

/**
 * Register v4: spec §5 rules from @arena/domain, a free name / phone / email, the outbox code
 * of the contact (scene 'register'), then a session.
 * Two concurrent registrations of one name: the unique index lets one in, the other answers 10201.
 */
export async function register(db: Db, input: RegisterInput, client: ClientInfo): Promise<SessionOutput> {
  checkRegisterInput(input, client.now);
  if (await isTaken(db, 'name', input.name)) throw taken('name');
  if (input.phone !== undefined && (await isTaken(db, 'phone', input.phone))) throw taken('phone');
  if (input.email !== undefined && (await isTaken(db, 'email', input.email))) throw taken('email');
  // Spent before the insert, outside any transaction, so a wrong try stays counted; the rare loser of
  // a race on the same name then loses their code too.
  const contact = input.phone ?? (input.email !== undefined ? outboxTarget('email', input.email) : null);
  if (contact !== null && input.code !== undefined) {
    const spent = await consumeCode(db, { target: contact, scene: 'register', code: input.code }, client.now);
    if (!spent) throw badCode();
  }
  const passwordHash = await hashPassword(input.password);
  let memberId: number;
  try {
    memberId = await db.transaction(async (tx) => {
      const id = await insertMember(tx, {
        name: input.name,
        passwordHash,
        phone: input.phone ?? null,
        areaCode: input.phone !== undefined ? (input.areaCode ?? null) : null,
        email: input.email ?? null,
        realName: input.realName ?? null,
        inviteCode: input.inviteCode || null,
        recommenderCode: input.recommenderCode || null,
      });
      await authHooks().recordBirthDate(tx, id, input.birthDate);
      return id;
    });
  } catch (err) {
    const key = duplicateKey(err);
    if (key) throw taken(key);
    throw err;
  }
  const token = await openSession(db, memberId, client);
  const member = await findMemberById(db, memberId);
  if (!member) throw new Error('registered member vanished');
  return toSessionOutput(member, token);
}

/** A free variant of a taken name (name + 3 digits, within the length limit), or null. */
async function suggestName(db: Queryable, name: string): Promise<string | null> {
  const stem = name.slice(0, USERNAME_MAX_LENGTH - 3);
  for (let i = 0; i < 5; i += 1) {
    const candidate = `${stem}${String(Math.floor(Math.random() * 900) + 100)}`;
    if (!(await isTaken(db, 'name', candidate))) return candidate;
  }
  return null;
}

/** checkName v1/v2/v3: is the name / phone / email free; a malformed value answers the §5 message. */
export async function checkAvailable(
  db: Queryable,
  key: MemberKey,
  value: string,
  areaCode?: string,
): Promise<{ available: boolean; suggestion: string | null }> {
  if (key === 'name') assertRule('name', validateUsername(value));
  if (key === 'phone') assertRule('phone', validatePhone(value, areaCode));
  if (key === 'email') assertRule('email', validateEmail(value));
  if (!(await isTaken(db, key, value))) return { available: true, suggestion: null };
  return { available: false, suggestion: key === 'name' ? await suggestName(db, value) : null };
}
