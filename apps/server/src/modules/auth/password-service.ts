import { ErrorCode, GatewayError } from '@arena/protocol';
import { validatePassword } from '@arena/domain';
import type { Db } from '../../db/db.ts';
import { assertRule, fieldError } from './account-validation.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { findMemberById, updatePasswordHash } from './member-repository.ts';
import { endMemberSessions } from './session-repository.ts';
import { clearPasswordChangeMisses, guardPasswordChange } from './brute-force.ts';
import { msg } from '../../gateway/user-messages.ts';

/** changePassword check (spec §4): the prompt shows only when an operator reset flagged the member. */
export async function changePasswordCheck(
  db: Db,
  memberId: number,
): Promise<{ mustChange: boolean; reason: 'none' | 'reset' }> {
  const member = await findMemberById(db, memberId);
  const mustChange = member?.must_change_password === true;
  return { mustChange, reason: mustChange ? 'reset' : 'none' };
}

/**
 * updatePass: the old password must verify (10104), the new one pass the spec §5 rule and differ from
 * the old (10001). On success every session of the member ends with 'password', this one included,
 * so each device gets 10103 next and runs the spec §4 session-end flow.
 */
export async function updatePassword(
  db: Db,
  memberId: number,
  input: { oldPassword: string; password: string },
  now: Date,
): Promise<void> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new GatewayError(ErrorCode.authError, msg('auth.sessionEnded'));
  await guardPasswordChange(db, memberId, now); // counts this try (a right password clears it)
  if (!(await verifyPassword(input.oldPassword, member.password_hash))) {
    throw new GatewayError(ErrorCode.badCredentials, msg('auth.oldPasswordWrong'), { field: 'oldPassword' });
  }
  await clearPasswordChangeMisses(db, memberId);
  assertRule('password', validatePassword(input.password, member.name));
  if (input.password === input.oldPassword) throw fieldError('password', msg('auth.samePassword'));
  const hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, memberId, hash, now);
    await endMemberSessions(tx, memberId, 'password');
  });
}
