import type { Queryable } from '../../db/db.ts';

export const NEW_DEVICE_TITLE = '新设备登录';

/**
 * Remembers the device a member signed in from. Answers true when it is new for a member who already
 * had devices on record (the very first device, e.g. the one that registered, is not "new").
 */
export async function rememberDevice(
  db: Queryable,
  memberId: number,
  deviceId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const { rows } = await db.query<{ known: number; this_one: number }>(
    `select count(*)::int as known, count(*) filter (where device_id = $2)::int as this_one
       from member_device where member_id = $1`,
    [memberId, deviceId],
  );
  const seen = rows[0] ?? { known: 0, this_one: 0 };
  await db.query(
    `insert into member_device (member_id, device_id, first_seen_at, last_seen_at) values ($1, $2, $3, $3)
     on conflict (member_id, device_id) do update set last_seen_at = $3`,
    [memberId, deviceId, now],
  );
  return seen.this_one === 0 && seen.known > 0;
}

export async function addNotice(
  db: Queryable,
  memberId: number,
  notice: { title: string; content: string },
  now: Date = new Date(),
): Promise<void> {
  await db.query(
    'insert into security_notice (member_id, title, content, created_at) values ($1, $2, $3, $4)',
    [memberId, notice.title, notice.content, now],
  );
}

export interface NoticeItem {
  id: string;
  title: string;
  content: string;
  createdAt: number;
  acknowledged: boolean;
}

/** The member's newest 50 notices. */
export async function listNotices(db: Queryable, memberId: number): Promise<NoticeItem[]> {
  const { rows } = await db.query<{
    id: string;
    title: string;
    content: string;
    created_at: Date;
    acknowledged_at: Date | null;
  }>(
    `select n.id::text as id, title, content, created_at, acknowledged_at from security_notice n
      where member_id = $1 order by created_at desc, n.id desc limit 50`,
    [memberId],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    createdAt: r.created_at.getTime(),
    acknowledged: r.acknowledged_at !== null,
  }));
}

/** Acknowledges one of the member's own notices; false when the id is not theirs. */
export async function acknowledgeNotice(
  db: Queryable,
  memberId: number,
  id: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (!/^\d{1,18}$/.test(id)) return false;
  const { rows } = await db.query(
    `update security_notice set acknowledged_at = coalesce(acknowledged_at, $3)
      where id = $1::bigint and member_id = $2 returning id`,
    [id, memberId, now],
  );
  return rows.length === 1;
}
