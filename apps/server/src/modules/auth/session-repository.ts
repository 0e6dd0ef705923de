import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import type { SessionEndReason, SessionLookup, SessionMember } from '../../gateway/gateway-guards.ts';

/** The gateway defines what a session resolves to; this table is where it is looked up. */
export type { SessionEndReason, SessionLookup, SessionMember };

/** Server sessions last at most a day; the client's copy expires earlier, at 22:00 (spec §3). */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** A random 256-bit token, kept server-side (brief "tokens random and server-side"). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the session table keeps of a token: its SHA-256 (hex). A copy of the table (a backup, a leak)
 * then holds no usable token; a 256-bit random token needs no salt or slow hash.
 */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Queryable, memberId: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db.query('insert into session (token, member_id, created_at, expires_at) values ($1, $2, $3, $4)', [
    tokenDigest(token),
    memberId,
    now,
    new Date(now.getTime() + SESSION_TTL_MS),
  ]);
  return token;
}

export async function lookupSession(db: Queryable, token: string, now = new Date()): Promise<SessionLookup> {
  const { rows } = await db.query<{
    id: number;
    name: string;
    nickname: string;
    status: number;
    ended_reason: SessionEndReason | null;
  }>(
    `select m.id::int as id, m.name, m.nickname, m.status, s.ended_reason
       from session s join member m on m.id = s.member_id
      where s.token = $1 and s.expires_at > $2`,
    [tokenDigest(token), now],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.ended_reason) return { ended: row.ended_reason };
  // A member blocked by an operator loses the session at once, whatever its state (spec §8).
  if (row.status !== 1) return { ended: 'blocked' };
  return { member: { id: row.id, name: row.name, nickname: row.nickname, token } };
}

/** The live member behind a token, or null. */
export async function resolveMember(
  db: Queryable,
  token: string,
  now = new Date(),
): Promise<SessionMember | null> {
  const found = await lookupSession(db, token, now);
  return found && 'member' in found ? found.member : null;
}

export async function endSession(db: Queryable, token: string, reason: SessionEndReason): Promise<void> {
  await db.query('update session set ended_reason = $2 where token = $1 and ended_reason is null', [
    tokenDigest(token),
    reason,
  ]);
}

/**
 * Ends the member's live sessions, all of them or all but `keepToken`; answers how many ended.
 * Used for one device at a time ('elsewhere'), blocking ('blocked'), password change ('password').
 */
export async function endMemberSessions(
  db: Queryable,
  memberId: number,
  reason: SessionEndReason,
  keepToken: string | null = null,
): Promise<number> {
  const { rows } = await db.query(
    `update session set ended_reason = $2
      where member_id = $1 and ended_reason is null and token is distinct from $3
      returning token`,
    [memberId, reason, keepToken === null ? null : tokenDigest(keepToken)],
  );
  return rows.length;
}
