import type { Queryable } from '../../db/db.ts';

/** The members a member blocks, as decimal ids, oldest first. */
export async function readBlocked(db: Queryable, memberId: number): Promise<string[]> {
  const { rows } = await db.query<{ blocked_id: string }>(
    'select blocked_id::text as blocked_id from chat_block where member_id = $1 order by chat_block.created_at, chat_block.blocked_id',
    [memberId],
  );
  return rows.map((r) => r.blocked_id);
}

export async function writeBlock(
  db: Queryable,
  memberId: number,
  blockedId: number,
  block: boolean,
  now: number,
): Promise<void> {
  await db.query(
    block
      ? `insert into chat_block (member_id, blocked_id, created_at) values ($1, $2, $3) on conflict do nothing`
      : 'delete from chat_block where member_id = $1 and blocked_id = $2',
    block ? [memberId, blockedId, now] : [memberId, blockedId],
  );
}

/** A line of a room with its author (null for a seeded line), or null. */
export async function readLine(
  db: Queryable,
  roomNo: string,
  id: string,
): Promise<{ memberId: number | null; username: string; content: string } | null> {
  const { rows } = await db.query<{ member_id: number | null; username: string; content: string }>(
    'select member_id, username, content from chat_message where room_no = $1 and id = $2::bigint',
    [roomNo, id],
  );
  const row = rows[0];
  return row
    ? {
        memberId: row.member_id,
        username: row.username,
        content: row.content,
      }
    : null;
}

/** Stores a report once per reporter and line (a second report of the same line changes nothing). */
export async function insertReport(
  db: Queryable,
  report: {
    reporterId: number;
    roomNo: string;
    messageId: string;
    reportedId: number | null;
    content: string;
    reason: string;
    now: number;
  },
): Promise<void> {
  await db.query(
    `insert into chat_report (reporter_id, room_no, message_id, reported_id, content, reason, created_at)
     select $1, $2, $3, $4, $5, $6, $7
     where not exists (select 1 from chat_report where reporter_id = $1 and room_no = $2 and message_id = $3)`,
    [
      report.reporterId,
      report.roomNo,
      report.messageId,
      report.reportedId,
      report.content,
      report.reason,
      report.now,
    ],
  );
}

export interface ReportRow {
  id: string;
  reporterId: number;
  room_no: string;
  message_id: string;
  reportedId: number | null;
  content: string;
  reason: string;
  created_at: number;
}

/** The latest reports, newest first, with the reporter's and the author's member ids. */
export async function readReports(db: Queryable, limit: number): Promise<ReportRow[]> {
  const { rows } = await db.query<ReportRow>(
    `select r.id::text as id, r.reporter_id as "reporterId", r.room_no, r.message_id, r.reported_id as "reportedId",
       r.content, r.reason, r.created_at::float8 as created_at
     from chat_report r
     order by r.created_at desc, r.id desc limit $1`,
    [limit],
  );
  return rows;
}

/**
 * Stores `count` numbered operator lines (`<prefix> 1` … oldest first), as the seed stores demo lines:
 * no member behind them. For tests and demos of a long history.
 */
export async function insertOperatorLines(
  db: Queryable,
  roomNo: string,
  prefix: string,
  count: number,
  now: number,
): Promise<void> {
  await db.query(
    `insert into chat_message (room_no, msg_type, member_id, username, level, content, sent_at)
     select $1, 1, null, '运营', 1, $2 || ' ' || g, $3::bigint + g from generate_series(1, $4::int) g order by g`,
    [roomNo, prefix, now, count],
  );
}
