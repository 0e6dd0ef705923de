import { randomBytes } from 'node:crypto';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { validateWithdrawPassword } from '@arena/domain';
import type { Db, Queryable } from '../../db/db.ts';
import { assertRule } from '../auth/account-validation.ts';
import { hashWithdrawPin, verifyWithdrawPin } from '../auth/pin-hash.ts';
import { spendBoundContactCode } from './contact-code.ts';

/** Wrong withdraw passwords allowed in one window before the lock (docs/member-profile.md). */
export const WITHDRAW_MAX_WRONG_TRIES = 5;
/** The try window and the lock both last an hour. */
export const WITHDRAW_WINDOW_MS = 60 * 60 * 1000;
/** A confirm ticket lives 5 minutes and is spent once. */
export const WITHDRAW_TICKET_TTL_MS = 5 * 60 * 1000;
/** Outbox scene of reset codes (sendCode v3 scene `withdrawPassword`). */
export const WITHDRAW_CODE_SCENE = 'withdrawPassword';

interface WithdrawRow {
  hash: string | null;
  fail_count: number;
  fail_since: Date | null;
  locked_until: Date | null;
}

async function readState(q: Queryable, memberId: number): Promise<WithdrawRow> {
  const { rows } = await q.query<WithdrawRow>(
    `select withdraw_password_hash as hash, withdraw_fail_count as fail_count,
            withdraw_fail_since as fail_since, withdraw_locked_until as locked_until
       from member where id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (!row) throw new GatewayError(ErrorCode.notFound, '会员不存在');
  return row;
}

const lockedUntilOf = (row: WithdrawRow, now: Date): number | null => {
  const until = row.locked_until ? new Date(row.locked_until).getTime() : null;
  return until !== null && until > now.getTime() ? until : null;
};

const notSet = () => new GatewayError(ErrorCode.withdrawPasswordNotSet, '请先设置取款密码');
const locked = (until: number) =>
  new GatewayError(ErrorCode.withdrawPasswordLocked, '取款密码错误次数过多，已锁定，请稍后再试或重置', {
    lockedUntil: until,
  });

/**
 * Counts one wrong try in one guarded update: a try outside the current 1-hour window starts a new
 * window at 1; the 5th inside it locks for an hour. Answers the tries left (0 when now locked).
 */
async function recordWrongTry(q: Queryable, memberId: number, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - WITHDRAW_WINDOW_MS);
  const { rows } = await q.query<{ fail_count: number }>(
    `update member set
        withdraw_fail_count = case when withdraw_fail_since is null or withdraw_fail_since <= $2
                                   then 1 else withdraw_fail_count + 1 end,
        withdraw_fail_since = case when withdraw_fail_since is null or withdraw_fail_since <= $2
                                   then $3 else withdraw_fail_since end
      where id = $1 returning withdraw_fail_count as fail_count`,
    [memberId, windowStart, now],
  );
  const count = rows[0]?.fail_count ?? WITHDRAW_MAX_WRONG_TRIES;
  if (count >= WITHDRAW_MAX_WRONG_TRIES) {
    await q.query(
      `update member set withdraw_locked_until = $2, withdraw_fail_count = 0, withdraw_fail_since = null
        where id = $1`,
      [memberId, new Date(now.getTime() + WITHDRAW_WINDOW_MS)],
    );
    return 0;
  }
  return WITHDRAW_MAX_WRONG_TRIES - count;
}

async function clearTries(q: Queryable, memberId: number): Promise<void> {
  await q.query(
    `update member set withdraw_fail_count = 0, withdraw_fail_since = null, withdraw_locked_until = null
      where id = $1 and (withdraw_fail_count <> 0 or withdraw_locked_until is not null)`,
    [memberId],
  );
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
    throw new GatewayError(ErrorCode.withdrawPasswordWrong, `取款密码错误，还可尝试${remaining}次`, {
      remaining,
      field: 'password',
    });
  }
  await clearTries(q, memberId);
  // A PIN stored before the pepper: now that it is known right, keep it peppered from here on.
  if (check.rehash)
    await q.query(
      'update member set withdraw_password_hash = $2 where id = $1 and withdraw_password_hash = $3',
      [memberId, check.rehash, row.hash],
    );
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
  const { rows } = await db.query(
    `update member set withdraw_password_hash = $2 where id = $1 and withdraw_password_hash is null
      returning id`,
    [memberId, hash],
  );
  if (rows.length === 0)
    throw new GatewayError(ErrorCode.withdrawPasswordAlreadySet, '取款密码已设置，如需更改请修改或重置');
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
    throw new GatewayError(ErrorCode.badInput, '新取款密码不能与原密码相同', { field: 'password' });
  await verifyWithdrawPassword(db, memberId, input.oldPassword, now);
  const hash = await hashWithdrawPin(input.password);
  await db.query('update member set withdraw_password_hash = $2 where id = $1', [memberId, hash]);
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
  await db.query(
    `update member set withdraw_password_hash = $2, withdraw_fail_count = 0, withdraw_fail_since = null,
            withdraw_locked_until = null where id = $1`,
    [memberId, hash],
  );
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
  await db.query(
    `insert into withdraw_password_ticket (ticket, member_id, created_at, expires_at) values ($1, $2, $3, $4)`,
    [ticket, memberId, now, new Date(expiresAt)],
  );
  return { ticket, expiresAt };
}

/** Spends a confirm ticket of this member once (for calls that take a ticket instead of the password). */
export async function consumeWithdrawTicket(
  q: Queryable,
  memberId: number,
  ticket: string,
  now: Date = new Date(),
): Promise<boolean> {
  const { rows } = await q.query(
    `update withdraw_password_ticket set used_at = $3
      where ticket = $1 and member_id = $2 and used_at is null and expires_at > $3 returning ticket`,
    [ticket, memberId, now],
  );
  return rows.length === 1;
}
