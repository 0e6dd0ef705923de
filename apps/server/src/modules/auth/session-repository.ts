import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';

export interface SessionMember {
  id: number;
  name: string;
  nickname: string;
  token: string;
}

/** Server sessions last at most a day; the client's copy expires earlier, at 22:00 (spec §3). */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** A random 256-bit token, kept server-side (brief "tokens random and server-side"). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(db: Queryable, memberId: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db.query('insert into session (token, member_id, created_at, expires_at) values ($1, $2, $3, $4)', [
    token,
    memberId,
    now,
    new Date(now.getTime() + SESSION_TTL_MS),
  ]);
  return token;
}

export async function resolveMember(
  db: Queryable,
  token: string,
  now = new Date(),
): Promise<SessionMember | null> {
  const { rows } = await db.query<{ id: number; name: string; nickname: string }>(
    `select m.id::int as id, m.name, m.nickname from session s join member m on m.id = s.member_id
      where s.token = $1 and s.ended_reason is null and s.expires_at > $2 and m.status = 1`,
    [token, now],
  );
  const row = rows[0];
  return row ? { ...row, token } : null;
}

export async function endSession(db: Queryable, token: string, reason: string): Promise<void> {
  await db.query('update session set ended_reason = $2 where token = $1 and ended_reason is null', [
    token,
    reason,
  ]);
}
