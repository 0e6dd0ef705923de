import type { Queryable } from '../../db/db.ts';
import type { LoginInput, SessionOutput } from '@arena/protocol';
import { verifyPassword } from './password-hash.ts';
import { createSession } from './session-repository.ts';

interface MemberRow {
  id: number;
  name: string;
  nickname: string;
  password_hash: string;
  status: number;
}

/**
 * Checks name and password against the scrypt hash and opens a session. Answers null for an unknown
 * name and a wrong password alike, so the answer never tells whether a name exists.
 */
export async function login(db: Queryable, input: LoginInput): Promise<SessionOutput | null> {
  const { rows } = await db.query<MemberRow>(
    'select id::int as id, name, nickname, password_hash, status from member where lower(name) = lower($1)',
    [input.name],
  );
  const member = rows[0];
  // Hash even for an unknown name so response time does not reveal it.
  const ok = await verifyPassword(input.password, member?.password_hash ?? DUMMY_HASH);
  if (!member || !ok || member.status !== 1) return null;
  const token = await createSession(db, member.id);
  return {
    token,
    member: {
      id: String(member.id),
      name: member.name,
      nickName: member.nickname,
      avatarUrl: '',
      vipLevel: 0,
    },
    pendingBindSteps: [],
    mustChangePassword: false,
    mustBindPhone: false,
  };
}

// scrypt hash of a random string, used only to spend the same time on unknown names.
const DUMMY_HASH = 'scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA==$3q2+7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
