import { randomBytes } from 'node:crypto';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { MAINLAND_AREA_CODE, maskPhone, validatePassword } from '@arena/domain';
import type { Db, Queryable } from '../../db/db.ts';
import { assertRule } from './account-validation.ts';
import { hashPassword } from './password-hash.ts';
import { findMemberById, updatePasswordHash } from './member-repository.ts';
import {
  CODE_COOLDOWN_MS,
  consumeCode,
  issueCode,
  outboxTarget,
  type CodeChannel,
} from './outbox-repository.ts';
import { endMemberSessions } from './session-repository.ts';
import { clearMisses, type LoginFailureStore } from './brute-force.ts';
import {
  advanceReset,
  expireOpenResets,
  insertReset,
  liveReset,
  memberByNameAndContact,
} from './password-reset-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/** A recovery ticket lives 15 minutes from step One. */
export const RESET_TTL_MS = 15 * 60 * 1000;
/** The outbox scene of recovery codes. */
export const FORGOT_SCENE = 'forgot';

export type ResetStep = 'sent' | 'verified' | 'done';

/** Never says whether the name or the contact was wrong. */
const noMatch = () => new GatewayError(ErrorCode.notFound, msg('auth.accountMismatch'));
/** A ticket that is unknown, expired, spent or at the wrong step. */
const staleTicket = () => new GatewayError(ErrorCode.notFound, msg('auth.resetLinkStale'));
const wrongCode = () =>
  new GatewayError(ErrorCode.verificationCode, msg('auth.wrongCode'), { field: 'code' });

/** `a***@domain`: the first character of the local part, then three stars. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

export interface ForgotOneInput {
  name: string;
  /** The phone digits or the email. */
  target: string;
  areaCode?: string;
}

/** The member whose name (any case) and phone (+ area code) or email (any case) both match, or null. */
async function findByNameAndContact(
  db: Queryable,
  channel: CodeChannel,
  input: ForgotOneInput,
): Promise<{ id: number; target: string } | null> {
  return memberByNameAndContact(db, channel, {
    name: input.name,
    target: input.target,
    areaCode: input.areaCode ?? MAINLAND_AREA_CODE,
    mainland: MAINLAND_AREA_CODE,
  });
}

/**
 * Step One: name + phone or email must designate one member (10200 '账号信息不匹配' otherwise, whichever
 * part was wrong). Sends a code through the outbox (scene 'forgot', sendCode's 60 s cooldown and
 * 10013 answer) and opens a 15-minute ticket; older open tickets of the member are retired.
 */
export async function forgotOne(
  db: Queryable,
  channel: CodeChannel,
  input: ForgotOneInput,
  now: Date,
): Promise<{ ticket: string; maskedTarget: string; cooldownSeconds: number }> {
  const member = await findByNameAndContact(db, channel, input);
  if (!member) throw noMatch();
  const target = outboxTarget(channel, member.target);
  const sent = await issueCode(db, { channel, target, scene: FORGOT_SCENE }, now);
  if (!sent.issued) {
    throw new GatewayError(
      ErrorCode.rateLimitedCall,
      msg('auth.codeTooFrequent', { retryAfterSeconds: sent.retryAfterSeconds }),
      {
        cooldownSeconds: sent.retryAfterSeconds,
      },
    );
  }
  await expireOpenResets(db, member.id, now);
  const ticket = randomBytes(16).toString('hex');
  await insertReset(db, {
    ticket,
    memberId: member.id,
    channel,
    target,
    at: now,
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
  });
  return {
    ticket,
    maskedTarget: channel === 'phone' ? maskPhone(member.target) : maskEmail(member.target),
    cooldownSeconds: CODE_COOLDOWN_MS / 1000,
  };
}

interface TicketRow {
  member_id: number;
  target: string;
}

/** The live ticket of this channel at `step`, or null. */
async function liveTicket(
  db: Queryable,
  channel: CodeChannel,
  ticket: string,
  step: ResetStep,
  now: Date,
): Promise<TicketRow | null> {
  return liveReset(db, channel, ticket, step, now);
}

/**
 * Step Two: the ticket must be live at 'sent'; the code is spent through the outbox (newest 'forgot'
 * code of the ticket's target, wrong tries counted there). 10409 '验证码错误' leaves the ticket at 'sent'.
 */
export async function forgotTwo(
  db: Queryable,
  channel: CodeChannel,
  input: { ticket: string; code: string },
  now: Date,
): Promise<{ ticket: string }> {
  const row = await liveTicket(db, channel, input.ticket, 'sent', now);
  if (!row) throw staleTicket();
  if (!(await consumeCode(db, { target: row.target, scene: FORGOT_SCENE, code: input.code }, now)))
    throw wrongCode();
  if (!(await advanceReset(db, input.ticket, 'sent', 'verified', now))) throw staleTicket();
  return { ticket: input.ticket };
}

/**
 * Step Three: the ticket must be live at 'verified' (10200 otherwise); the password passes the spec §5
 * rule against the member's name (10001, field 'password'). Then, in one transaction: the ticket is
 * spent ('done', guarded so it works once), the scrypt hash stored, every session ended with
 * 'password' (10103 next) and the wrong-password count of the name cleared.
 */
export async function forgotThree(
  db: Db,
  channel: CodeChannel,
  input: { ticket: string; password: string },
  now: Date,
  failures?: LoginFailureStore,
): Promise<{ ok: true }> {
  const row = await liveTicket(db, channel, input.ticket, 'verified', now);
  if (!row) throw staleTicket();
  const member = await findMemberById(db, row.member_id);
  if (!member) throw staleTicket();
  assertRule('password', validatePassword(input.password, member.name));
  const hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await advanceReset(tx, input.ticket, 'verified', 'done', now))) throw staleTicket();
    await updatePasswordHash(tx, member.id, hash, now);
    await endMemberSessions(tx, member.id, 'password');
    // Cleared where logins count them: the cluster's Redis, or these rows with the reset.
    await clearMisses(failures ?? tx, member.name);
  });
  return { ok: true };
}
