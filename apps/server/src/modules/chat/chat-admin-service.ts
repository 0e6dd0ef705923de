import type { Queryable } from '../../db/db.ts';
import { memberCardsByIds, memberNamesByIds } from '../auth/member-directory.ts';
import { readMutedPage } from './chat-repository.ts';
import { readReports } from './chat-safety-repository.ts';

/**
 * The room admin's and the operator's lists of chat, with the members' names read from auth in one
 * lookup per list (the chat tables keep member ids only).
 */

/** One page of the members muted in a room at `now`, latest mute end first, with the total. */
export async function mutedPage(
  q: Queryable,
  roomNo: string,
  now: number,
  page: { size: number; offset: number },
) {
  const { rows, total } = await readMutedPage(q, roomNo, now, page);
  const cards = await memberCardsByIds(
    q,
    rows.map((r) => r.memberId),
  );
  return {
    rows: rows.map((r) => {
      const card = cards.get(r.memberId);
      return {
        id: String(r.memberId),
        name: card?.name ?? '',
        nickname: card?.nickname ?? '',
        untilAt: r.untilAt,
        reason: r.reason,
      };
    }),
    total,
  };
}

/** The latest reports, newest first, with the reporter's and the author's login names. */
export async function latestReports(q: Queryable, limit: number) {
  const rows = await readReports(q, limit);
  const names = await memberNamesByIds(
    q,
    rows.flatMap((r) => (r.reportedId === null ? [r.reporterId] : [r.reporterId, r.reportedId])),
  );
  return rows.map(({ reporterId, reportedId, ...r }) => ({
    id: r.id,
    reporter: names.get(reporterId) ?? '',
    room_no: r.room_no,
    message_id: r.message_id,
    reported: reportedId === null ? null : (names.get(reportedId) ?? null),
    content: r.content,
    reason: r.reason,
    created_at: r.created_at,
  }));
}
