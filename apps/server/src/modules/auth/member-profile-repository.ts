import type { Queryable } from '../../db/db.ts';

/**
 * SQL of the member's profile and security columns of the `member` table (nickname, address, real
 * name, avatar, bound phone and email, withdraw password and its tries), which the member module
 * keeps through auth/member-directory.ts. The auth module owns the table; identity and login columns
 * stay in member-repository.ts.
 */

export interface ProfileRow {
  id: number;
  name: string;
  nickname: string;
  phone: string | null;
  email: string | null;
  real_name: string | null;
  withdraw_set: boolean;
  avatar_id: string | null;
  created_at: Date;
  last_login_at: Date | null;
}

/** The profile of a member with the start of their latest session, or null. */
export async function readProfile(q: Queryable, memberId: number): Promise<ProfileRow | null> {
  const { rows } = await q.query<ProfileRow>(
    `select m.id::int as id, m.name, m.nickname, m.phone, m.email, m.real_name, m.avatar_id, m.created_at,
            m.withdraw_password_hash is not null as withdraw_set,
            (select max(s.created_at) from session s where s.member_id = m.id) as last_login_at
       from member m where m.id = $1`,
    [memberId],
  );
  return rows[0] ?? null;
}

export async function writeNickname(q: Queryable, memberId: number, nickname: string): Promise<void> {
  await q.query('update member set nickname = $2 where id = $1', [memberId, nickname]);
}

/** The stored address (jsonb, parsed on both drivers), or null. */
export async function readAddress(q: Queryable, memberId: number): Promise<unknown> {
  const { rows } = await q.query<{ address: unknown }>('select address from member where id = $1', [
    memberId,
  ]);
  return rows[0]?.address ?? null;
}

export async function writeAddress(q: Queryable, memberId: number, address: object): Promise<void> {
  await q.query('update member set address = $2::jsonb where id = $1', [memberId, JSON.stringify(address)]);
}

export async function readRealName(q: Queryable, memberId: number): Promise<string | null> {
  const { rows } = await q.query<{ real_name: string | null }>('select real_name from member where id = $1', [
    memberId,
  ]);
  return rows[0]?.real_name ?? null;
}

/** Sets the real name only when none is bound yet; false when one was. */
export async function setRealNameOnce(q: Queryable, memberId: number, realName: string): Promise<boolean> {
  const { rows } = await q.query(
    'update member set real_name = $2 where id = $1 and real_name is null returning id',
    [memberId, realName],
  );
  return rows.length > 0;
}

export async function writeRealName(q: Queryable, memberId: number, realName: string): Promise<void> {
  await q.query('update member set real_name = $2 where id = $1', [memberId, realName]);
}

export async function readAvatarId(q: Queryable, memberId: number): Promise<string | null> {
  const { rows } = await q.query<{ avatar_id: string | null }>('select avatar_id from member where id = $1', [
    memberId,
  ]);
  return rows[0]?.avatar_id ?? null;
}

export async function writeAvatarId(q: Queryable, memberId: number, avatarId: string): Promise<void> {
  await q.query('update member set avatar_id = $2 where id = $1', [memberId, avatarId]);
}

/** Clears the member's avatar when it is `avatarId` (a deleted upload). */
export async function clearAvatarIf(q: Queryable, memberId: number, avatarId: string): Promise<void> {
  await q.query('update member set avatar_id = null where id = $1 and avatar_id = $2', [memberId, avatarId]);
}

/** The phone and email bound to a member (null when not bound). */
export async function readContact(
  q: Queryable,
  memberId: number,
): Promise<{ phone: string | null; email: string | null }> {
  const { rows } = await q.query<{ phone: string | null; email: string | null }>(
    'select phone, email from member where id = $1',
    [memberId],
  );
  return rows[0] ?? { phone: null, email: null };
}

/** True when another member holds this phone (digits) or email (any case). */
export async function contactHeldByOther(
  q: Queryable,
  memberId: number,
  field: 'phone' | 'email',
  value: string,
): Promise<boolean> {
  const where = field === 'phone' ? 'phone = $1' : 'lower(email) = lower($1)';
  const { rows } = await q.query(`select 1 from member where ${where} and id <> $2 limit 1`, [
    value,
    memberId,
  ]);
  return rows.length > 0;
}

/** Writes a phone (with its area code) or an email (lower case); a taken one fails on its unique index. */
export async function writeContactColumn(
  q: Queryable,
  memberId: number,
  field: 'phone' | 'email',
  value: string,
  areaCode: string | null,
): Promise<void> {
  if (field === 'phone')
    await q.query('update member set phone = $2, area_code = $3 where id = $1', [memberId, value, areaCode]);
  else await q.query('update member set email = $2 where id = $1', [memberId, value.toLowerCase()]);
}

export interface WithdrawPasswordRow {
  hash: string | null;
  fail_count: number;
  fail_since: Date | null;
  locked_until: Date | null;
}

export async function readWithdrawPassword(
  q: Queryable,
  memberId: number,
): Promise<WithdrawPasswordRow | null> {
  const { rows } = await q.query<WithdrawPasswordRow>(
    `select withdraw_password_hash as hash, withdraw_fail_count as fail_count,
            withdraw_fail_since as fail_since, withdraw_locked_until as locked_until
       from member where id = $1`,
    [memberId],
  );
  return rows[0] ?? null;
}

/**
 * Counts one wrong withdraw-password try in one guarded update: a try at or before `windowStart`
 * opens a new window at 1. Answers the count in the window (null when there is no such member).
 */
export async function countWithdrawWrongTry(
  q: Queryable,
  memberId: number,
  windowStart: Date,
  now: Date,
): Promise<number | null> {
  const { rows } = await q.query<{ fail_count: number }>(
    `update member set
        withdraw_fail_count = case when withdraw_fail_since is null or withdraw_fail_since <= $2
                                   then 1 else withdraw_fail_count + 1 end,
        withdraw_fail_since = case when withdraw_fail_since is null or withdraw_fail_since <= $2
                                   then $3 else withdraw_fail_since end
      where id = $1 returning withdraw_fail_count as fail_count`,
    [memberId, windowStart, now],
  );
  return rows[0]?.fail_count ?? null;
}

/** Locks the withdraw password until `until` and starts the tries afresh. */
export async function lockWithdrawPassword(q: Queryable, memberId: number, until: Date): Promise<void> {
  await q.query(
    `update member set withdraw_locked_until = $2, withdraw_fail_count = 0, withdraw_fail_since = null
      where id = $1`,
    [memberId, until],
  );
}

/** Forgets wrong tries and any lock (a write only when there is something to clear). */
export async function clearWithdrawTries(q: Queryable, memberId: number): Promise<void> {
  await q.query(
    `update member set withdraw_fail_count = 0, withdraw_fail_since = null, withdraw_locked_until = null
      where id = $1 and (withdraw_fail_count <> 0 or withdraw_locked_until is not null)`,
    [memberId],
  );
}

/** Replaces the hash only if it is still `current` (a rehash racing a change loses). */
export async function rehashWithdrawPassword(q: Queryable, memberId: number, hash: string, current: string) {
  await q.query(
    'update member set withdraw_password_hash = $2 where id = $1 and withdraw_password_hash = $3',
    [memberId, hash, current],
  );
}

/** Sets the first withdraw password; false when one is set already. */
export async function setFirstWithdrawPassword(
  q: Queryable,
  memberId: number,
  hash: string,
): Promise<boolean> {
  const { rows } = await q.query(
    `update member set withdraw_password_hash = $2 where id = $1 and withdraw_password_hash is null
      returning id`,
    [memberId, hash],
  );
  return rows.length > 0;
}

/** Replaces the withdraw password; `clearTries` also lifts any lock (a reset). */
export async function writeWithdrawPassword(
  q: Queryable,
  memberId: number,
  hash: string,
  clearTries: boolean,
): Promise<void> {
  await q.query(
    clearTries
      ? `update member set withdraw_password_hash = $2, withdraw_fail_count = 0, withdraw_fail_since = null,
            withdraw_locked_until = null where id = $1`
      : 'update member set withdraw_password_hash = $2 where id = $1',
    [memberId, hash],
  );
}
