import type { Queryable } from '../../db/db.ts';

/** The columns the account calls read. */
export interface MemberRow {
  id: number;
  name: string;
  nickname: string;
  password_hash: string;
  status: number;
  phone: string | null;
  email: string | null;
  must_change_password: boolean;
}

const COLUMNS = `id::int as id, name, nickname, password_hash, status, phone, email, must_change_password`;

/** The member a login name designates: the user name (any case), the phone or the email (any case). */
export async function findMemberByLogin(db: Queryable, login: string): Promise<MemberRow | null> {
  const { rows } = await db.query<MemberRow>(
    `select ${COLUMNS} from member
      where lower(name) = lower($1) or phone = $1 or lower(email) = lower($1)
      order by id limit 1`,
    [login],
  );
  return rows[0] ?? null;
}

/**
 * Locks the member's row until the transaction ends and answers its password hash (null: no such
 * member): session changes of one member then take turns (auth-service.ts `openSession`).
 */
export async function lockMember(db: Queryable, id: number): Promise<{ password_hash: string } | null> {
  const { rows } = await db.query<{ password_hash: string }>(
    'select password_hash from member where id = $1 for update',
    [id],
  );
  return rows[0] ?? null;
}

export async function findMemberById(db: Queryable, id: number): Promise<MemberRow | null> {
  const { rows } = await db.query<MemberRow>(`select ${COLUMNS} from member where id = $1`, [id]);
  return rows[0] ?? null;
}

/** Which contact a uniqueness check is about. */
export type MemberKey = 'name' | 'phone' | 'email';

const KEY_WHERE: Record<MemberKey, string> = {
  name: 'lower(name) = lower($1)',
  phone: 'phone = $1',
  email: 'lower(email) = lower($1)',
};

/** True when a member already holds this name, phone or email (case-insensitive for name and email). */
export async function isTaken(db: Queryable, key: MemberKey, value: string): Promise<boolean> {
  const { rows } = await db.query(`select 1 from member where ${KEY_WHERE[key]} limit 1`, [value]);
  return rows.length > 0;
}

/** The unique index a duplicate insert hit, mapped back to the field (null: not a duplicate). */
export function duplicateKey(err: unknown): MemberKey | null {
  if (typeof err !== 'object' || err === null || (err as { code?: unknown }).code !== '23505') return null;
  const { constraint } = err as { constraint?: unknown };
  if (constraint === 'member_phone') return 'phone';
  if (constraint === 'member_email_lower') return 'email';
  return 'name';
}

export interface NewMember {
  name: string;
  passwordHash: string;
  phone: string | null;
  areaCode: string | null;
  email: string | null;
  realName: string | null;
  inviteCode: string | null;
  recommenderCode: string | null;
}

/** Inserts a member; a taken name, phone or email throws the unique violation (see duplicateKey). */
export async function insertMember(db: Queryable, m: NewMember): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into member (name, password_hash, nickname, phone, area_code, email, real_name,
                         invite_code, recommender_code)
     values ($1, $2, $1, $3, $4, $5, $6, $7, $8) returning id::int as id`,
    [m.name, m.passwordHash, m.phone, m.areaCode, m.email, m.realName, m.inviteCode, m.recommenderCode],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('member insert returned no id');
  return id;
}

export async function updatePasswordHash(db: Queryable, id: number, hash: string, now: Date): Promise<void> {
  await db.query(
    `update member set password_hash = $2, must_change_password = false, password_changed_at = $3
      where id = $1`,
    [id, hash, now],
  );
}

/** Sets the status (spec §3: 1 active, 2 disabled); answers the member id, or null for an unknown name. */
export async function setMemberStatus(db: Queryable, name: string, status: number): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    'update member set status = $2 where lower(name) = lower($1) returning id::int as id',
    [name, status],
  );
  return rows[0]?.id ?? null;
}

/** Members who registered with invitation code `code` (spec §2 `i_code`), oldest first. */
export async function membersByInviteCode(
  db: Queryable,
  code: string,
  page: { limit: number; offset: number },
): Promise<{ rows: { id: number; name: string; createdAt: Date }[]; total: number }> {
  const [list, count] = await Promise.all([
    db.query<{ id: number; name: string; created_at: Date }>(
      `select id::int as id, name, created_at from member where upper(invite_code) = upper($1)
        order by id limit $2 offset $3`,
      [code, page.limit, page.offset],
    ),
    db.query<{ n: number }>('select count(*)::int as n from member where upper(invite_code) = upper($1)', [
      code,
    ]),
  ]);
  return {
    rows: list.rows.map((r) => ({ id: r.id, name: r.name, createdAt: r.created_at })),
    total: count.rows[0]?.n ?? 0,
  };
}

/** Ids of every member who registered with invitation code `code`. */
export async function memberIdsByInviteCode(db: Queryable, code: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'select id::int as id from member where upper(invite_code) = upper($1)',
    [code],
  );
  return rows.map((r) => r.id);
}

/** The id of the member with this user name (any case), or null. */
export async function memberIdByName(db: Queryable, name: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    'select id::int as id from member where lower(name) = lower($1)',
    [name],
  );
  return rows[0]?.id ?? null;
}

/**
 * Locks the member's row until the transaction ends (so one member's binds queue) and answers their
 * real name; null when there is no such member.
 */
export async function lockMemberRealName(
  db: Queryable,
  id: number,
): Promise<{ realName: string | null } | null> {
  const { rows } = await db.query<{ real_name: string | null }>(
    'select real_name from member where id = $1 for update',
    [id],
  );
  return rows[0] ? { realName: rows[0].real_name } : null;
}

/** A member's status (spec §3: 1 active, 0 dormant, 2 disabled), or null when there is no such member. */
export async function memberStatus(db: Queryable, id: number): Promise<number | null> {
  const { rows } = await db.query<{ status: number }>('select status from member where id = $1', [id]);
  return rows[0]?.status ?? null;
}

/** Whether a member with this id exists. */
export async function memberExists(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from member where id = $1', [id]);
  return rows.length > 0;
}

/** A member's id and user name, found by user name (any case) or by id; null when none. */
export async function findMemberRef(
  db: Queryable,
  ref: { name?: string | undefined; memberId?: number | undefined },
): Promise<{ id: number; name: string } | null> {
  const { rows } = await db.query<{ id: number; name: string }>(
    ref.name !== undefined
      ? 'select id::int as id, name from member where lower(name) = lower($1)'
      : 'select id::int as id, name from member where id = $1',
    [ref.name ?? ref.memberId ?? 0],
  );
  return rows[0] ?? null;
}

/**
 * Operator: sets a member's phone (with its area code) and/or email, found by user name (any case);
 * null when no such member. A contact another member holds fails on its unique index (23505).
 */
export async function setMemberContact(
  db: Queryable,
  name: string,
  c: { phone: string | null; areaCode: string | null; email: string | null },
): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    `update member set phone = coalesce($2, phone), area_code = coalesce($3, area_code),
           email = coalesce($4, email)
     where lower(name) = lower($1) returning name`,
    [name, c.phone, c.areaCode, c.email],
  );
  return rows[0]?.name ?? null;
}

/** What an operator sees of a member (never the password hash), by user name (any case); null when none. */
export async function findMemberForOperator(
  db: Queryable,
  name: string,
): Promise<{
  name: string;
  inviteCode: string | null;
  recommenderCode: string | null;
  status: number;
} | null> {
  const { rows } = await db.query<{
    name: string;
    invite_code: string | null;
    recommender_code: string | null;
    status: number;
  }>('select name, invite_code, recommender_code, status from member where lower(name) = lower($1)', [name]);
  const row = rows[0];
  return row
    ? {
        name: row.name,
        inviteCode: row.invite_code,
        recommenderCode: row.recommender_code,
        status: row.status,
      }
    : null;
}

/** The login names of members by id (ids not found are left out). */
export async function memberNamesByIds(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; name: string }>(
    'select id, name from member where id = any($1::bigint[])',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The user name and nickname of members by id (ids not found are left out), for lists that show both. */
export async function memberCardsByIds(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, { name: string; nickname: string }>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; name: string; nickname: string }>(
    'select id, name, nickname from member where id = any($1::bigint[])',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, { name: r.name, nickname: r.nickname }]));
}
