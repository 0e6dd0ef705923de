import { randomBytes } from 'node:crypto';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { validateWithdrawPassword } from '@arena/domain';
import type { Db, Queryable } from '../../db/db.ts';
import { assertRule } from '../auth/account-validation.ts';
import { hashWithdrawPin, verifyWithdrawPin } from '../auth/pin-hash.ts';
import {
  clearWithdrawTries,
  countWithdrawWrongTry,
  lockWithdrawPassword,
  readWithdrawPassword,
  rehashWithdrawPassword,
  setFirstWithdrawPassword,
  spendBoundContactCode,
  writeWithdrawPassword,
  type WithdrawPasswordRow,
} from '../auth/member-directory.ts';
import { insertWithdrawTicket, spendWithdrawTicket } from './withdraw-ticket-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/** Wrong withdraw passwords allowed in one window before the lock (docs/member-profile.md). */
export const WITHDRAW_MAX_WRONG_TRIES = 5;
/** The try window and the lock both last an hour. */
export const WITHDRAW_WINDOW_MS = 60 * 60 * 1000;
/** A confirm ticket lives 5 minutes and is spent once. */
export const WITHDRAW_TICKET_TTL_MS = 5 * 60 * 1000;
/** Outbox scene of reset codes (sendCode v3 scene `withdrawPassword`). */
export const WITHDRAW_CODE_SCENE = 'withdrawPassword';

type WithdrawRow = WithdrawPasswordRow;

async function readState(q: Queryable, memberId: number): Promise<WithdrawRow> {
  const row = await readWithdrawPassword(q, memberId);
  if (!row) throw new GatewayError(ErrorCode.notFound, msg('common.memberNotFound'));
  return row;
}

const lockedUntilOf = (row: WithdrawRow, now: Date): number | null => {
  const until = row.locked_until ? row.locked_until.getTime() : null;
  return until !== null && until > now.getTime() ? until : null;
};

const notSet = () => new GatewayError(ErrorCode.withdrawPasswordNotSet, msg('member.withdrawPasswordNotSet'));
const locked = (until: number) =>
  new GatewayError(ErrorCode.withdrawPasswordLocked, msg('member.withdrawPasswordLocked'), {
    lockedUntil: until,
  });

/**
 * Counts one wrong try in one guarded update: a try outside the current 1-hour window starts a new
 * window at 1; the 5th inside it locks for an hour. Answers the tries left (0 when now locked).
 */
async function recordWrongTry(q: Queryable, memberId: number, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - WITHDRAW_WINDOW_MS);
  const count = (await countWithdrawWrongTry(q, memberId, windowStart, now)) ?? WITHDRAW_MAX_WRONG_TRIES;
  if (count >= WITHDRAW_MAX_WRONG_TRIES) {
    await lockWithdrawPassword(q, memberId, new Date(now.getTime() + WITHDRAW_WINDOW_MS));
    return 0;
  }
  return WITHDRAW_MAX_WRONG_TRIES - count;
}

async function clearTries(q: Queryable, memberId: number): Promise<void> {
  await clearWithdrawTries(q, memberId);
}

/**
 * Checks the member's withdraw password (used by withdraw calls of the wallet module and by confirm).
 * Throws 10211 when none is set, 10213 while locked (`data.lockedUntil`), 10212 with `data.remaining`
 * on a wrong one; the 5th wrong try within an hour locks for an hour (then 10213). A right one clears
 * the count. The miss is written with `q`: pass the Db, not a transaction that the thrown error will
 * roll back, or the miss is lost.
 */
export async function verifyWithdrawPassword(
  q: Queryable,
  memberId: number,
  password: string,
  now: Date = new Date(),
): Promise<void> {
  const row = await readState(q, memberId);
  if (!row.hash) throw notSet();
  const until = lockedUntilOf(row, now);
  if (until !== null) throw locked(until);
  const check = await verifyWithdrawPin(password, row.hash);
  if (!check.ok) {
    const remaining = await recordWrongTry(q, memberId, now);
    if (remaining === 0) throw locked(now.getTime() + WITHDRAW_WINDOW_MS);
    throw new GatewayError(
      ErrorCode.withdrawPasswordWrong,
      msg('member.withdrawPasswordWrong', { remaining }),
      {
        remaining,
        field: 'password',
      },
    );
  }
  await clearTries(q, memberId);
  // A PIN stored before the pepper: now that it is known right, keep it peppered from here on.
  if (check.rehash) await rehashWithdrawPassword(q, memberId, check.rehash, row.hash);
}

/** withdrawPasswordGet: whether one is set and the lock end, if locked. */
export async function withdrawPasswordState(
  q: Queryable,
  memberId: number,
  now: Date,
): Promise<{ isSet: boolean; lockedUntil: number | null }> {
  const row = await readState(q, memberId);
  return { isSet: row.hash !== null, lockedUntil: lockedUntilOf(row, now) };
}

/** withdrawPasswordSet: the first time only (10214 afterwards); six digits (spec §5). */
export async function setWithdrawPassword(db: Db, memberId: number, password: string): Promise<void> {
  assertRule('password', validateWithdrawPassword(password));
  const hash = await hashWithdrawPin(password);
  if (!(await setFirstWithdrawPassword(db, memberId, hash)))
    throw new GatewayError(ErrorCode.withdrawPasswordAlreadySet, msg('member.withdrawPasswordAlreadySet'));
}

/** withdrawPasswordUpdate: the old one must verify (counted like confirm); the new one must differ. */
export async function updateWithdrawPassword(
  db: Db,
  memberId: number,
  input: { oldPassword: string; password: string },
  now: Date,
): Promise<void> {
  assertRule('password', validateWithdrawPassword(input.password));
  if (input.password === input.oldPassword)
    throw new GatewayError(ErrorCode.badInput, msg('member.withdrawPasswordSame'), { field: 'password' });
  await verifyWithdrawPassword(db, memberId, input.oldPassword, now);
  const hash = await hashWithdrawPin(input.password);
  await writeWithdrawPassword(db, memberId, hash, false);
}

/**
 * withdrawPasswordReset: a `withdrawPassword` code sent to the member's bound phone or email (10221
 * when neither is bound, 10409 on a wrong code); sets the new password and lifts any lock.
 */
export async function resetWithdrawPassword(
  db: Db,
  memberId: number,
  input: { code: string; password: string },
  now: Date,
): Promise<void> {
  assertRule('password', validateWithdrawPassword(input.password));
  const hash = await hashWithdrawPin(input.password);
  // Not in a transaction with the update: a wrong code's counted try must stick (consumeCode).
  await spendBoundContactCode(db, memberId, WITHDRAW_CODE_SCENE, input.code, now);
  await writeWithdrawPassword(db, memberId, hash, true);
}

/** withdrawPasswordConfirm: verifies, then issues a 5-minute single-use ticket. */
export async function confirmWithdrawPassword(
  db: Db,
  memberId: number,
  password: string,
  now: Date,
): Promise<{ ticket: string; expiresAt: number }> {
  await verifyWithdrawPassword(db, memberId, password, now);
  const ticket = randomBytes(24).toString('hex');
  const expiresAt = now.getTime() + WITHDRAW_TICKET_TTL_MS;
  await insertWithdrawTicket(db, ticket, memberId, now, new Date(expiresAt));
  return { ticket, expiresAt };
}

/** Spends a confirm ticket of this member once (for calls that take a ticket instead of the password). */
export async function consumeWithdrawTicket(
  q: Queryable,
  memberId: number,
  ticket: string,
  now: Date = new Date(),
): Promise<boolean> {
  return spendWithdrawTicket(q, ticket, memberId, now);
}
