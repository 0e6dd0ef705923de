import type { Queryable } from '../../db/db.ts';
import type { ChatRoomSettings } from '@arena/protocol';

/** A chat room as the calls need it: bound to a live room or a match (spec §3 keys). */
export interface ChatRoomRow {
  roomNo: string;
  title: string;
  openStatus: number;
  announcement: string;
  /** The match the room follows (a pure-match room's match, or the match itself), else null. */
  matchId: string | null;
  /** Per-member slow mode of the room (adminRoomSetup; 0 = off). */
  slowModeSeconds: number;
  /** Lowest viewer level that may send. */
  minLevel: number;
}

/** Slow mode of a room nobody set up: one message per 2 s per member (docs/chat.md). */
export const DEFAULT_SLOW_MODE_SECONDS = 2;

/** The room a chat key resolved to (the live module answers which room a key names). */
export type ChatRoomTarget = Pick<ChatRoomRow, 'roomNo' | 'title' | 'matchId'>;

/** A room's settings columns as {@link settingsSql} selects them (null: nobody set the room up). */
interface SettingsColumns {
  open_status: number | null;
  announcement: string | null;
  slow_mode_seconds: number | null;
  min_level: number | null;
}

/**
 * The settings of room $1 (one row even when the room was never set up). `{extra}` adds columns after
 * the settings.
 */
const settingsSql = (extra = '') =>
  `select s.open_status, s.announcement, s.slow_mode_seconds, s.min_level${extra}
     from (select 1) one left join chat_room s on s.room_no = $1`;

const toRoom = (target: ChatRoomTarget, row: SettingsColumns | undefined): ChatRoomRow => ({
  roomNo: target.roomNo,
  title: target.title,
  matchId: target.matchId,
  openStatus: row?.open_status ?? 1,
  announcement: row?.announcement ?? '',
  slowModeSeconds: row?.slow_mode_seconds ?? DEFAULT_SLOW_MODE_SECONDS,
  minLevel: row?.min_level ?? 0,
});

/** A resolved room with its settings. */
export async function readRoomSettings(db: Queryable, target: ChatRoomTarget): Promise<ChatRoomRow> {
  const { rows } = await db.query<SettingsColumns>(settingsSql(), [target.roomNo]);
  return toRoom(target, rows[0]);
}

export interface StoredMessage {
  id: string;
  msgType: number;
  content: string;
  venueName: string;
  sentAt: number;
  sender: { userId: string; username: string; level: number };
}

interface MessageRow {
  id: string;
  msg_type: number;
  content: string;
  sent_at: number;
  member_id: string | null;
  username: string;
  level: number;
  venue_name: string;
}

const toMessage = (r: MessageRow): StoredMessage => ({
  id: String(r.id),
  msgType: r.msg_type,
  content: r.content,
  venueName: r.venue_name,
  sentAt: r.sent_at,
  sender: { userId: r.member_id === null ? '0' : String(r.member_id), username: r.username, level: r.level },
});

/**
 * The id is read as text (a bigint may pass 2^53). Queries that sort must order by the qualified column
 * (`m.id`): a bare `id` in ORDER BY names this text output column and sorts '99' after '100'.
 */
const COLUMNS =
  'id::text as id, msg_type, content, sent_at, member_id::text as member_id, username, level, venue_name';

/** Up to `size` messages before `beforeId` (or the newest), newest first, and whether more exist. */
export async function readHistory(
  db: Queryable,
  roomNo: string,
  size: number,
  beforeId: string | undefined,
): Promise<{ list: StoredMessage[]; hasMore: boolean }> {
  const before = beforeId && /^\d+$/.test(beforeId) ? beforeId : null;
  const { rows } = await db.query<MessageRow>(
    `select ${COLUMNS} from chat_message m
      where room_no = $1 and ($2::bigint is null or m.id < $2::bigint)
      order by m.id desc limit $3`,
    [roomNo, before, size + 1],
  );
  return { list: rows.slice(0, size).map(toMessage), hasMore: rows.length > size };
}

/** Messages after `sinceId`, oldest first, at most `size` (the newest ones when more were missed). */
export async function readSince(
  db: Queryable,
  roomNo: string,
  sinceId: string | undefined,
  size: number,
): Promise<{ list: StoredMessage[]; hasMore: boolean }> {
  const since = sinceId && /^\d+$/.test(sinceId) ? sinceId : '0';
  const { rows } = await db.query<MessageRow>(
    `select ${COLUMNS} from chat_message m where room_no = $1 and m.id > $2::bigint order by m.id desc limit $3`,
    [roomNo, since, size + 1],
  );
  return { list: rows.slice(0, size).reverse().map(toMessage), hasMore: rows.length > size };
}

/** What sending a line needs to know, read in one round trip (docs/chat.md "Sending and anti-spam"). */
export interface SendContext {
  room: ChatRoomRow;
  /** The member's mute in the room while it lasts. */
  mute: { until: number; reason: string } | null;
  /** The line the member already sent with this client id (a resend), if any. */
  again: StoredMessage | null;
}

/**
 * The room's settings, the member's mute there and their line with this client id, in one statement:
 * the send path runs on every chat line, and on PGlite each statement costs ≈ 0.3 ms before any work,
 * so one statement instead of three shortens every send (docs/perf.md "Chat fan-out").
 */
export async function readSendContext(
  db: Queryable,
  target: ChatRoomTarget,
  memberId: number,
  clientMsgId: string,
  now: number,
): Promise<SendContext> {
  const { rows } = await db.query<
    SettingsColumns & {
      mute: { until: number; reason: string } | null;
      again: MessageRow | null;
    }
  >(
    settingsSql(`,
     (select json_build_object('until', mu.until_at, 'reason', mu.reason) from chat_mute mu
       where mu.room_no = $1 and mu.member_id = $2 and mu.until_at > $3) as mute,
     (select row_to_json(c) from (select ${COLUMNS} from chat_message
       where member_id = $2 and client_msg_id = $4) c) as again`),
    [target.roomNo, memberId, now, clientMsgId],
  );
  const row = rows[0];
  return {
    room: toRoom(target, row),
    mute: row?.mute ? { until: row.mute.until, reason: row.mute.reason } : null,
    again: row?.again ? toMessage(row.again) : null,
  };
}

export async function insertMessage(
  db: Queryable,
  m: {
    roomNo: string;
    /** packages/domain CHAT_MESSAGE_TYPE; pushed types carry JSON content. */
    msgType: number;
    /** The sender; null for lines the platform pushes. */
    memberId: number | null;
    username: string;
    level: number;
    content: string;
    /** The sender's id of the line (a resend is not stored twice); null for pushes. */
    clientMsgId: string | null;
    sentAt: number;
    venueName?: string;
  },
): Promise<StoredMessage> {
  const { rows } = await db.query<MessageRow>(
    `insert into chat_message
       (room_no, msg_type, member_id, username, level, content, client_msg_id, sent_at, venue_name)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${COLUMNS}`,
    [
      m.roomNo,
      m.msgType,
      m.memberId,
      m.username,
      m.level,
      m.content,
      m.clientMsgId,
      m.sentAt,
      m.venueName ?? '',
    ],
  );
  return toMessage(rows[0] as MessageRow);
}

/** The member's mute in the room while it lasts, else null. */
export async function readMute(
  db: Queryable,
  roomNo: string,
  memberId: number,
  now: number,
): Promise<{ until: number; reason: string } | null> {
  const { rows } = await db.query<{ until_at: number; reason: string }>(
    'select until_at, reason from chat_mute where room_no = $1 and member_id = $2 and until_at > $3',
    [roomNo, memberId, now],
  );
  const row = rows[0];
  return row ? { until: row.until_at, reason: row.reason } : null;
}

/** Mutes (or with `until <= now` lifts the mute of) a member in a room. */
export async function writeMute(
  db: Queryable,
  m: { roomNo: string; memberId: number; until: number; reason: string; now: number },
): Promise<void> {
  await db.query(
    `insert into chat_mute (room_no, member_id, until_at, reason, created_at) values ($1, $2, $3, $4, $5)
     on conflict (room_no, member_id) do update set until_at = excluded.until_at, reason = excluded.reason,
       created_at = excluded.created_at`,
    [m.roomNo, m.memberId, m.until, m.reason, m.now],
  );
}

/** Whether the member administers the room (spec §6 "chat room admin"). */
export async function isRoomAdmin(db: Queryable, roomNo: string, memberId: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from chat_room_admin where room_no = $1 and member_id = $2', [
    roomNo,
    memberId,
  ]);
  return rows.length > 0;
}

/** What a room admin sets (spec §6 "room setup"), as `chat.detail` and the socket's `room` frame say it. */
export const settingsOf = (room: ChatRoomRow): ChatRoomSettings => ({
  chatOpenStatus: room.openStatus,
  announcement: room.announcement,
  slowModeSeconds: room.slowModeSeconds,
  minLevel: room.minLevel,
});

/** Changes the room's settings; fields left undefined keep their value. Answers the settings now. */
export async function writeRoomSetup(
  db: Queryable,
  room: ChatRoomRow,
  change: { openStatus: number; announcement?: string; slowModeSeconds?: number; minLevel?: number },
): Promise<ChatRoomSettings> {
  const next: ChatRoomSettings = {
    chatOpenStatus: change.openStatus,
    announcement: change.announcement ?? room.announcement,
    slowModeSeconds: change.slowModeSeconds ?? room.slowModeSeconds,
    minLevel: change.minLevel ?? room.minLevel,
  };
  await db.query(
    `insert into chat_room (room_no, open_status, announcement, slow_mode_seconds, min_level)
     values ($1, $2, $3, $4, $5)
     on conflict (room_no) do update set open_status = excluded.open_status,
       announcement = excluded.announcement, slow_mode_seconds = excluded.slow_mode_seconds,
       min_level = excluded.min_level`,
    [room.roomNo, next.chatOpenStatus, next.announcement, next.slowModeSeconds, next.minLevel],
  );
  return next;
}

/** Makes a member a room admin (spec §6), or with `admin: false` no longer one. */
export async function setRoomAdmin(
  db: Queryable,
  roomNo: string,
  memberId: number,
  admin: boolean,
): Promise<void> {
  await db.query(
    admin
      ? 'insert into chat_room_admin (room_no, member_id) values ($1, $2) on conflict do nothing'
      : 'delete from chat_room_admin where room_no = $1 and member_id = $2',
    [roomNo, memberId],
  );
}

/** A message's text in a room, or null (`id` is the message's serial as a string). */
export async function readMessageContent(db: Queryable, roomNo: string, id: string): Promise<string | null> {
  const { rows } = await db.query<{ content: string }>(
    'select content from chat_message where room_no = $1 and id = $2::bigint',
    [roomNo, id],
  );
  return rows[0]?.content ?? null;
}

export async function deleteMessage(db: Queryable, roomNo: string, id: string): Promise<void> {
  await db.query('delete from chat_message where room_no = $1 and id = $2::bigint', [roomNo, id]);
}

export interface MutedMemberRow {
  memberId: number;
  untilAt: number;
  reason: string;
}

/** One page of the members muted in a room at `now`, latest mute end first, with the total. */
export async function readMutedPage(
  db: Queryable,
  roomNo: string,
  now: number,
  page: { size: number; offset: number },
): Promise<{ rows: MutedMemberRow[]; total: number }> {
  const { rows } = await db.query<{ member_id: number; until_at: number; reason: string; total: number }>(
    `select c.member_id, c.until_at, c.reason, count(*) over ()::int as total
       from chat_mute c
      where c.room_no = $1 and c.until_at > $2
      order by c.until_at desc, c.member_id
      limit $3 offset $4`,
    [roomNo, now, page.size, page.offset],
  );
  return {
    rows: rows.map((r) => ({ memberId: r.member_id, untilAt: r.until_at, reason: r.reason })),
    total: rows[0]?.total ?? 0,
  };
}
