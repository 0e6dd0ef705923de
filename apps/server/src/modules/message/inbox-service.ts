import { ErrorCode, type MessageItem } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';
import { GatewayError } from '../../gateway/gateway-error.ts';
import { vipLevelOf as memberVipLevel } from '../rewards/member-reward-service.ts';
import { promotionsBlocked } from './promotion-gate.ts';
import * as repo from './message-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/*
 * The member's side of letters and notices (spec §7 "Messages": list, read, delete, sticky, unread
 * count, all-read, all-delete). Every function takes the signed-in member's id from the session, never
 * from the input, and every statement is scoped by it.
 */

export type Kind = 'letter' | 'notice';

/** The member's VIP level for notice audiences (rewards module; 0 for a member who never played). */
const vipLevelOf = (db: Queryable, memberId: number) => memberVipLevel(db, memberId);

/** A member in a time-out or self-exclusion sees no promotional letters or notices while it runs. */
const hidePromotions = (db: Queryable, memberId: number) => promotionsBlocked(db, memberId, Date.now());

const toItem = (r: repo.InboxRow): MessageItem & { link: string | null } => ({
  id: r.id,
  title: r.title,
  content: r.content,
  link: r.link,
  read: r.read,
  sticky: r.sticky,
  createdAt: r.created_at.getTime(),
});

const notYours = () => new GatewayError(ErrorCode.notFound, msg('message.notFound'), { field: 'ids' });

/** Ids must be decimal row ids; anything else cannot be the member's and is refused before SQL. */
function checkIds(ids: readonly string[]): string[] {
  if (ids.some((id) => !/^\d{1,18}$/.test(id))) throw notYours();
  return [...new Set(ids)];
}

export async function listInbox(
  db: Queryable,
  kind: Kind,
  memberId: number,
  input: { page: number; size: number; unreadOnly?: boolean | undefined },
) {
  const opts = {
    unreadOnly: input.unreadOnly ?? false,
    limit: input.size,
    offset: (input.page - 1) * input.size,
    hidePromotions: await hidePromotions(db, memberId),
  };
  const { rows, total } =
    kind === 'letter'
      ? await repo.listLetters(db, memberId, opts)
      : await repo.listNotices(db, memberId, await vipLevelOf(db, memberId), opts);
  return { list: rows.map(toItem), total, page: input.page, size: input.size };
}

export async function unreadCount(db: Queryable, kind: Kind, memberId: number): Promise<number> {
  const hide = await hidePromotions(db, memberId);
  return kind === 'letter'
    ? repo.countUnreadLetters(db, memberId, hide)
    : repo.countUnreadNotices(db, memberId, await vipLevelOf(db, memberId), hide);
}

/**
 * Ids the member may act on. All of them must be the member's live items, else nothing is written
 * (a mixed request with another member's id is refused whole).
 */
async function ownIds(db: Queryable, kind: Kind, memberId: number, ids: readonly string[]) {
  const wanted = checkIds(ids);
  const hide = await hidePromotions(db, memberId);
  const own =
    kind === 'letter'
      ? await repo.ownLetterIds(db, memberId, wanted, hide)
      : await repo.visibleNoticeIds(db, memberId, await vipLevelOf(db, memberId), wanted, hide);
  if (own.length !== wanted.length) throw notYours();
  return own;
}

export async function markRead(db: Queryable, kind: Kind, memberId: number, ids: readonly string[]) {
  const own = await ownIds(db, kind, memberId, ids);
  if (kind === 'letter') await repo.markLettersRead(db, memberId, own);
  else await repo.updateNoticeState(db, memberId, own, { read: true });
  return { ok: true };
}

export async function remove(db: Queryable, kind: Kind, memberId: number, ids: readonly string[]) {
  const own = await ownIds(db, kind, memberId, ids);
  if (kind === 'letter') await repo.deleteLetters(db, memberId, own);
  else await repo.updateNoticeState(db, memberId, own, { deleted: true });
  return { ok: true };
}

export async function setSticky(db: Queryable, kind: Kind, memberId: number, id: string, sticky: boolean) {
  const [own] = await ownIds(db, kind, memberId, [id]);
  if (!own) throw notYours();
  if (kind === 'letter') await repo.setLetterSticky(db, memberId, own, sticky);
  else await repo.updateNoticeState(db, memberId, [own], { sticky });
  return { ok: true };
}

/**
 * Marks every item the member sees now as read; notices that arrive later stay unread. Promotions
 * hidden during a time-out or self-exclusion are not seen, so they are left as they are.
 */
export async function allRead(db: Queryable, kind: Kind, memberId: number) {
  if (kind === 'letter') await repo.markLettersRead(db, memberId, null, await hidePromotions(db, memberId));
  else {
    const ids = await repo.visibleNoticeIds(
      db,
      memberId,
      await vipLevelOf(db, memberId),
      null,
      await hidePromotions(db, memberId),
    );
    await repo.updateNoticeState(db, memberId, ids, { read: true });
  }
  return { ok: true };
}

/**
 * Deletes every item the member sees now; a notice published later still arrives, and promotions
 * hidden during a time-out or self-exclusion are kept for when it ends.
 */
export async function allDelete(db: Queryable, kind: Kind, memberId: number) {
  if (kind === 'letter') await repo.deleteLetters(db, memberId, null, await hidePromotions(db, memberId));
  else {
    const ids = await repo.visibleNoticeIds(
      db,
      memberId,
      await vipLevelOf(db, memberId),
      null,
      await hidePromotions(db, memberId),
    );
    await repo.updateNoticeState(db, memberId, ids, { deleted: true });
  }
  return { ok: true };
}
