import { ErrorCode, GatewayError } from '@arena/protocol';
import { maskPhone } from '@arena/domain';
import type { Db, Queryable } from '../../db/db.ts';
import { spendBoundContactCode } from './bound-contact.ts';
import { maskEmail } from './forgot-password-service.ts';
import { findMemberByLogin } from './member-repository.ts';
import { addNotice } from './security-notice-repository.ts';
import { endMemberSessions } from './session-repository.ts';
import {
  markActivated,
  markDormantByName,
  markMemberDormant,
  readDormantRow,
  type DormantRow,
} from './dormant-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/** A member who has not logged in for this long becomes dormant at the next login (docs/member-profile.md). */
export const DORMANT_AFTER_DAYS = 90;
const DORMANT_AFTER_MS = DORMANT_AFTER_DAYS * 24 * 60 * 60 * 1000;
/** Outbox scene of activation codes (sendCode v3 scene `dormant`). */
export const DORMANT_CODE_SCENE = 'dormant';
/** member.status of a dormant member (spec §3 "status 0 inactive"). */
export const STATUS_DORMANT = 0;

/** Last sign of life: the newest login, activation or, for a member never seen since, registration. */
async function dormantRow(q: Queryable, memberId: number): Promise<DormantRow | null> {
  return readDormantRow(q, memberId);
}

/** Dormant: status 0, or active (1) but idle for DORMANT_AFTER_DAYS. Blocked (2) is never dormant. */
function isDormant(row: DormantRow, now: Date): boolean {
  if (row.status === STATUS_DORMANT) return true;
  return row.status === 1 && row.last_active_at.getTime() <= now.getTime() - DORMANT_AFTER_MS;
}

const masked = (row: { phone: string | null; email: string | null }) => ({
  maskedPhone: row.phone ? maskPhone(row.phone) : null,
  maskedEmail: row.email ? maskEmail(row.email) : null,
});

/** The 10210 answer: the client opens activation with the masked contacts as a hint. */
export const dormantError = (row: { phone: string | null; email: string | null }) =>
  new GatewayError(ErrorCode.memberDormant, msg('auth.dormant'), masked(row));

/**
 * Called by login once the password is right: an active member idle for DORMANT_AFTER_DAYS is marked
 * dormant (status 0) here, and a dormant member is refused with 10210 (no session opens).
 */
export async function assertNotDormant(db: Queryable, memberId: number, now: Date): Promise<void> {
  const row = await dormantRow(db, memberId);
  if (!row || !isDormant(row, now)) return;
  if (row.status !== STATUS_DORMANT) await markMemberDormant(db, memberId, STATUS_DORMANT, now);
  throw dormantError(row);
}

/** dormantCheck: whether the login name's member is dormant, with the masked phone and email if so. */
export async function dormantCheck(
  q: Queryable,
  name: string,
  now: Date,
): Promise<{ dormant: boolean; maskedPhone: string | null; maskedEmail: string | null }> {
  const member = await findMemberByLogin(q, name);
  const row = member ? await dormantRow(q, member.id) : null;
  if (!row || !isDormant(row, now)) return { dormant: false, maskedPhone: null, maskedEmail: null };
  return { dormant: true, ...masked(row) };
}

/**
 * dormantActivate: a `dormant` code sent (sendCode v3) to the member's bound phone or email makes the
 * member active again (status 1, activated_at = now); the next login then works. 10200 when the name is
 * not a dormant member, 10221 when nothing is bound (customer service activates), 10409 wrong code.
 */
export async function dormantActivate(
  db: Db,
  input: { name: string; code: string },
  now: Date,
): Promise<void> {
  const member = await findMemberByLogin(db, input.name);
  const row = member ? await dormantRow(db, member.id) : null;
  if (!row || !isDormant(row, now)) throw new GatewayError(ErrorCode.notFound, msg('auth.notDormant'));
  await spendBoundContactCode(db, row.id, DORMANT_CODE_SCENE, input.code, now);
  await db.transaction(async (tx) => {
    await markActivated(tx, row.id, now);
    await addNotice(
      tx,
      row.id,
      { title: '账号已激活', content: '您的休眠账号已通过验证码激活。如非本人操作，请立即修改密码。' },
      now,
    );
  });
}

/** Operator: mark a member dormant now (tests, support); their live sessions end. Null: unknown name. */
export async function markDormant(
  db: Db,
  name: string,
  now: Date,
): Promise<{ endedSessions: number } | null> {
  return db.transaction(async (tx) => {
    const id = await markDormantByName(tx, name, STATUS_DORMANT, now);
    if (id === null) return null;
    return { endedSessions: await endMemberSessions(tx, id, 'logout') };
  });
}
