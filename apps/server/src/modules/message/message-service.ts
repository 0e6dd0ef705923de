import { ErrorCode } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';
import { GatewayError } from '../../gateway/gateway-error.ts';
import { memberExists } from '../auth/member-directory.ts';
import { promotionsBlocked } from './promotion-gate.ts';
import { emitInboxEvent } from './message-events.ts';
import * as repo from './message-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/** Bounds of an operator-written letter or notice (docs/messages.md). */
export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_CONTENT_MAX = 4000;
export const MESSAGE_LINK_MAX = 300;

/**
 * A letter may link to a screen of the app: an in-app path such as `/wallet/records?orderNo=…`.
 * Absolute URLs and protocol-relative `//host` are refused so a letter can never send a member
 * off-site.
 */
export function isAppLink(link: string): boolean {
  return /^\/(?!\/)[A-Za-z0-9\-._~/?=&%#:+]*$/.test(link) && link.length <= MESSAGE_LINK_MAX;
}

function checkMessage(input: { title: string; content: string; link?: string | null | undefined }) {
  const title = input.title.trim();
  const content = input.content.trim();
  if (!title || title.length > MESSAGE_TITLE_MAX)
    throw new GatewayError(ErrorCode.badInput, msg('message.titleLength', { max: MESSAGE_TITLE_MAX }), {
      field: 'title',
    });
  if (!content || content.length > MESSAGE_CONTENT_MAX)
    throw new GatewayError(ErrorCode.badInput, msg('message.contentLength', { max: MESSAGE_CONTENT_MAX }), {
      field: 'content',
    });
  const link = input.link?.trim() || null;
  if (link !== null && !isAppLink(link))
    throw new GatewayError(ErrorCode.badInput, msg('message.linkInternal'), { field: 'link' });
  return { title, content, link };
}

/**
 * Writes a private letter to one member (spec §7 "Messages") and tells the member's open pages.
 * Other modules call this (customer-service offline replies, reward notes). Throws a GatewayError
 * (badInput / notFound, Chinese message) and writes nothing when the input or member is wrong.
 */
export async function sendLetter(
  db: Queryable,
  input: { memberId: number; title: string; content: string; link?: string },
): Promise<{ id: string }> {
  const message = checkMessage(input);
  if (!Number.isSafeInteger(input.memberId) || !(await memberExists(db, input.memberId)))
    throw new GatewayError(ErrorCode.notFound, msg('common.memberNotFound'), { field: 'memberId' });
  const id = await repo.insertLetter(db, input.memberId, message);
  emitInboxEvent({ kind: 'letter', memberId: input.memberId });
  return { id };
}

/**
 * A letter about a promotion: written like {@link sendLetter}, except to a member in a time-out or
 * self-exclusion, who gets none (answers `{ id: null }` and writes nothing). Letters written before an
 * exclusion began are hidden from the member while it runs.
 */
export async function sendPromotionLetter(
  db: Queryable,
  input: { memberId: number; title: string; content: string; link?: string },
  now: number,
): Promise<{ id: string | null }> {
  const message = checkMessage(input);
  if (!Number.isSafeInteger(input.memberId) || !(await memberExists(db, input.memberId)))
    throw new GatewayError(ErrorCode.notFound, msg('common.memberNotFound'), { field: 'memberId' });
  if (await promotionsBlocked(db, input.memberId, now)) return { id: null };
  const id = await repo.insertLetter(db, input.memberId, { ...message, promotion: true });
  emitInboxEvent({ kind: 'letter', memberId: input.memberId });
  return { id };
}

/**
 * Publishes a notice to every member, or to members at `minVipLevel` or above. One row whatever
 * the audience size: per-member state is created only when a member acts on it. A `promotion` notice
 * is hidden from members in a time-out or self-exclusion.
 */
export async function sendNotice(
  db: Queryable,
  input: { title: string; content: string; link?: string; minVipLevel?: number | null; promotion?: boolean },
): Promise<{ id: string }> {
  const message = checkMessage(input);
  const level = input.minVipLevel ?? null;
  if (level !== null && (!Number.isInteger(level) || level < 0 || level > 100))
    throw new GatewayError(ErrorCode.badInput, msg('message.vipLevelRange'), { field: 'minVipLevel' });
  const id = await repo.insertNotice(db, {
    ...message,
    minVipLevel: level,
    promotion: input.promotion ?? false,
  });
  emitInboxEvent({ kind: 'notice' });
  return { id };
}
