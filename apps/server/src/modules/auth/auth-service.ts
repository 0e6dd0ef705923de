import { ErrorCode, GatewayError, type LoginInput, type SessionOutput } from '@arena/protocol';
import type { Db } from '../../db/db.ts';
import { dummyPasswordHash, verifyPassword } from './password-hash.ts';
import { createSession, endMemberSessions } from './session-repository.ts';
import { findMemberByLogin, lockMember, type MemberRow } from './member-repository.ts';
import {
  clearMisses,
  guardAccountMisses,
  guardLoginRate,
  NEED_SAFE_AFTER_MISSES,
  needSafe,
  recordMiss,
  type LoginFailureStore,
} from './brute-force.ts';
import { NEW_DEVICE_TITLE, addNotice, rememberDevice } from './security-notice-repository.ts';
import { assertNotDormant } from './dormant-service.ts';
import { authHooks } from './auth-hooks.ts';
import { msg } from '../../gateway/user-messages.ts';

/** Where a session is opened from. */
export interface ClientInfo {
  ip: string;
  deviceId: string | undefined;
  now: Date;
}

/** Same answer for an unknown name and a wrong password, so it never tells whether a name exists. */
export const badCredentials = () => new GatewayError(ErrorCode.badCredentials, msg('auth.badCredentials'));

/** The session answer of login and register (spec §3); a new member is VIP0. */
export function toSessionOutput(member: MemberRow, token: string, vipLevel = 0): SessionOutput {
  return {
    token,
    member: {
      id: String(member.id),
      name: member.name,
      nickName: member.nickname,
      avatarUrl: '',
      vipLevel,
    },
    pendingBindSteps: [],
    mustChangePassword: member.must_change_password,
    mustBindPhone: false,
  };
}

/**
 * Opens a session for the member and ends every other live one with 'elsewhere': one device at a time
 * (docs/decisions.md "Accounts and sessions"). A device never seen for this member adds a notice.
 * `checkedHash`: the password hash a login checked; if the password changed since, no session opens.
 * The member's row is locked first, so on PostgreSQL two logins at once, or a login and a password
 * change, take turns: each ends the sessions opened before it, and none outlives a password change.
 */
export async function openSession(
  db: Db,
  memberId: number,
  client: ClientInfo,
  checkedHash?: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    if (checkedHash !== undefined && member?.password_hash !== checkedHash) throw badCredentials();
    await endMemberSessions(tx, memberId, 'elsewhere');
    const token = await createSession(tx, memberId, client.now);
    if (client.deviceId && (await rememberDevice(tx, memberId, client.deviceId, client.now))) {
      const at = client.now.toISOString().replace('T', ' ').slice(0, 19);
      await addNotice(
        tx,
        memberId,
        {
          title: NEW_DEVICE_TITLE,
          content: `您的账号于 ${at}（UTC）在新设备登录，IP ${client.ip}。如非本人操作，请立即修改密码。`,
        },
        client.now,
      );
    }
    return token;
  });
}

/**
 * Login (spec §3): per-IP rate limit, then the brute-force gate (from the 3rd consecutive
 * miss on, a verification ticket is needed), then the scrypt check. Unknown names hash a dummy so the
 * time taken does not tell them apart.
 */
export async function login(
  db: Db,
  input: LoginInput,
  client: ClientInfo & { verified: boolean; failures?: LoginFailureStore },
): Promise<SessionOutput> {
  // Attempts and misses: the cluster's shared counters when given, else the database's rows.
  const failures = client.failures ?? db;
  await guardLoginRate(failures, client.ip, client.now);
  const misses = await guardAccountMisses(failures, input.name, client.now, client.ip);
  if (!client.verified && misses >= NEED_SAFE_AFTER_MISSES) throw needSafe();
  const member = await findMemberByLogin(db, input.name);
  const ok = await verifyPassword(input.password, member?.password_hash ?? dummyPasswordHash());
  if (!member || !ok) {
    const misses = await recordMiss(failures, input.name, client.now, client.ip);
    if (misses >= NEED_SAFE_AFTER_MISSES && !client.verified) throw needSafe();
    throw badCredentials();
  }
  await clearMisses(failures, input.name, client.ip);
  if (member.status === 2) throw new GatewayError(ErrorCode.accountBlocked, msg('auth.accountBlocked'));
  await assertNotDormant(db, member.id, client.now);
  if (member.status !== 1) throw badCredentials();
  const token = await openSession(db, member.id, client, member.password_hash);
  return toSessionOutput(member, token, await authHooks().vipLevel(db, member.id));
}
