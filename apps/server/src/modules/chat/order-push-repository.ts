import type { Queryable } from '../../db/db.ts';

/** Reads of the order-push lines (msgType 4 pushes, 5 reverts) of a room's chat_message history. */

/** The push and revert lines of a room whose content names push `id`. */
export async function pushLinesOf(
  q: Queryable,
  roomNo: string,
  id: string,
  types: { push: number; revert: number },
): Promise<{ msg_type: number; venue_name: string }[]> {
  const { rows } = await q.query<{ msg_type: number; venue_name: string }>(
    `select msg_type, venue_name from chat_message
      where room_no = $1 and msg_type in ($3, $4)
        -- CASE keeps the JSON cast off text lines (their content is not JSON).
        and case when msg_type in ($3, $4) then content::jsonb ->> 'id' end = $2`,
    [roomNo, id, types.push, types.revert],
  );
  return rows;
}

/** The newest `limit` push and revert lines of a room, newest first. */
export async function latestPushLines(
  q: Queryable,
  roomNo: string,
  types: { push: number; revert: number },
  limit: number,
): Promise<{ id: string; msg_type: number; content: string; venue_name: string }[]> {
  const { rows } = await q.query<{ id: string; msg_type: number; content: string; venue_name: string }>(
    `select m.id::text as id, msg_type, content, venue_name from chat_message m
      where room_no = $1 and msg_type in ($2, $3) order by m.id desc limit $4`,
    [roomNo, types.push, types.revert, limit],
  );
  return rows;
}
