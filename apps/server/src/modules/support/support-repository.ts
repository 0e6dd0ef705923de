import type { Queryable } from '../../db/db.ts';

/** Who the customer is: a signed-in member, or a visitor known by the device id. */
export type Customer = { memberId: number } | { deviceId: string };

export type ConversationStatus = 'waiting' | 'active' | 'closed';

export interface ConversationRow {
  id: string;
  memberId: number | null;
  deviceId: string | null;
  status: ConversationStatus;
  operatorId: number | null;
  operatorName: string;
  orderNo: string;
  waitingSince: Date;
  closeNote: string;
  customerDeliveredId: string;
  customerReadId: string;
  operatorDeliveredId: string;
  operatorReadId: string;
  version: number;
}

const CONVERSATION_COLUMNS = `
  c.id::text as id, c.member_id::int as "memberId", c.device_id as "deviceId",
         c.status, c.operator_id as "operatorId", coalesce(o.display_name, '') as "operatorName",
         c.order_no as "orderNo", c.waiting_since as "waitingSince", c.close_note as "closeNote",
         c.customer_delivered_id::text as "customerDeliveredId", c.customer_read_id::text as "customerReadId",
         c.operator_delivered_id::text as "operatorDeliveredId", c.operator_read_id::text as "operatorReadId",
         c.version::float8 as version`;
const CONVERSATION_NAMES = `
    left join support_operator o on o.id = c.operator_id`;
const CONVERSATION = `select ${CONVERSATION_COLUMNS} from support_conversation c ${CONVERSATION_NAMES}`;

/** `where` for the conversations of a customer: a member's, or a visitor device's not yet adopted. */
const ofCustomer = (who: Customer, param: string) =>
  'memberId' in who ? `c.member_id = ${param}` : `c.member_id is null and c.device_id = ${param}`;
const customerKey = (who: Customer) => ('memberId' in who ? who.memberId : who.deviceId);

/** The customer's newest conversation (open or closed), or null before the first. */
export async function latestConversation(q: Queryable, who: Customer): Promise<ConversationRow | null> {
  const { rows } = await q.query<ConversationRow>(
    `${CONVERSATION} where ${ofCustomer(who, '$1')} order by c.id desc limit 1`,
    [customerKey(who)],
  );
  return rows[0] ?? null;
}

export async function conversationById(q: Queryable, id: number): Promise<ConversationRow | null> {
  const { rows } = await q.query<ConversationRow>(`${CONVERSATION} where c.id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Opens a waiting conversation for the customer, or answers the open one: the partial unique indexes
 * allow one open conversation per member and per visitor device, so two first lines sent at once
 * still share one.
 */
export async function openConversation(
  tx: Queryable,
  who: Customer,
  orderNo: string,
  now: Date,
): Promise<number> {
  const member = 'memberId' in who ? who.memberId : null;
  const device = 'deviceId' in who ? who.deviceId : null;
  const { rows } = await tx.query<{ id: string }>(
    `insert into support_conversation (member_id, device_id, order_no, created_at, waiting_since)
     values ($1, $2, $3, $4, $4) on conflict do nothing returning id::text as id`,
    [member, device, orderNo, now],
  );
  if (rows[0]) return Number(rows[0].id);
  const open = await tx.query<{ id: string }>(
    `select c.id::text as id from support_conversation c where ${ofCustomer(who, '$1')} and c.status <> 'closed'`,
    [customerKey(who)],
  );
  if (!open.rows[0]) throw new Error('open support conversation vanished');
  return Number(open.rows[0].id);
}

/** Ties a conversation to an order (finance customer service), and marks the change. */
export async function setConversationOrder(q: Queryable, id: number, orderNo: string): Promise<void> {
  await q.query(
    `update support_conversation set order_no = $2, version = nextval('support_version') where id = $1 and order_no <> $2`,
    [id, orderNo],
  );
}

/**
 * A visitor signs in on the device: the device's conversations become the member's. When the member
 * already has an open conversation, the visitor's open one is folded into it (its lines move over).
 */
export async function adoptVisitorConversations(
  tx: Queryable,
  memberId: number,
  deviceId: string,
): Promise<boolean> {
  const visitor = await tx.query<{ id: string; open: boolean }>(
    `select id::text as id, status <> 'closed' as open from support_conversation
      where member_id is null and device_id = $1`,
    [deviceId],
  );
  if (visitor.rows.length === 0) return false;
  const open = await tx.query<{ id: string }>(
    `select id::text as id from support_conversation where member_id = $1 and status <> 'closed'`,
    [memberId],
  );
  const memberOpen = open.rows[0]?.id;
  const visitorOpen = visitor.rows.find((r) => r.open)?.id;
  if (memberOpen && visitorOpen) {
    await tx.query('update support_line set conversation_id = $2 where conversation_id = $1', [
      visitorOpen,
      memberOpen,
    ]);
    await tx.query(
      `update support_conversation set status = 'closed', closed_at = now(), close_note = '访客会话已并入会员会话'
        where id = $1`,
      [visitorOpen],
    );
    await tx.query(`update support_conversation set version = nextval('support_version') where id = $1`, [
      memberOpen,
    ]);
  }
  await tx.query(
    `update support_conversation set member_id = $1, version = nextval('support_version')
      where member_id is null and device_id = $2`,
    [memberId, deviceId],
  );
  return true;
}

/** 1 for the next conversation an operator will take, 0 when this one is not waiting. */
export async function queuePosition(q: Queryable, id: number): Promise<number> {
  const { rows } = await q.query<{ position: number }>(
    `select case when me.status <> 'waiting' then 0 else (
              select count(*)::int from support_conversation w
               where w.status = 'waiting' and (w.waiting_since, w.id) <= (me.waiting_since, me.id)) end as position
       from support_conversation me where me.id = $1`,
    [id],
  );
  return rows[0]?.position ?? 0;
}

export interface LineRow {
  id: string;
  conversationId: string;
  sender: 'customer' | 'operator' | 'system';
  senderName: string;
  kind: 'text' | 'image';
  body: string;
  createdAt: Date;
}

/**
 * A line as stored: the operator's and the system's lines carry their sender's name; a customer's line
 * (`senderName` null) is named by the service from its conversation's member (auth keeps the names).
 */
export interface StoredLine extends Omit<LineRow, 'senderName'> {
  senderName: string | null;
  memberId: number | null;
}

const LINE = `
  select l.id::text as id, l.conversation_id::text as "conversationId", l.sender,
         case l.sender when 'operator' then coalesce(o.display_name, '客服')
                       when 'system' then '系统' end as "senderName",
         c.member_id::int as "memberId", l.kind, l.body, l.created_at as "createdAt"
    from support_line l
    join support_conversation c on c.id = l.conversation_id
    left join support_operator o on o.id = l.operator_id`;

/**
 * Adds a line and bumps the conversation's version; answers the stored line and the conversation as
 * the bump left it (read by the update itself, so a send costs no further read of the row). With
 * `holder`, only while that operator holds the active conversation: null, and nothing written, if not.
 */
export async function insertLine(
  tx: Queryable,
  line: {
    conversationId: number;
    sender: LineRow['sender'];
    operatorId: number | null;
    kind: LineRow['kind'];
    body: string;
  },
  now: Date,
  holder: number | null = null,
): Promise<{ line: StoredLine; conversation: ConversationRow } | null> {
  const bumped = await tx.query<ConversationRow>(
    `with c as (
       update support_conversation set version = nextval('support_version')
        where id = $1 and ($2::int is null or (status = 'active' and operator_id = $2::int))
        returning *)
     select ${CONVERSATION_COLUMNS} from c ${CONVERSATION_NAMES}`,
    [line.conversationId, holder],
  );
  const conversation = bumped.rows[0];
  if (!conversation) return null;
  const { rows } = await tx.query<{ id: string; createdAt: Date }>(
    `insert into support_line (conversation_id, sender, operator_id, kind, body, created_at)
     values ($1, $2, $3, $4, $5, $6) returning id::text as id, created_at as "createdAt"`,
    [line.conversationId, line.sender, line.operatorId, line.kind, line.body, now],
  );
  const stored = rows[0];
  if (!stored) throw new Error('support line vanished');
  // The name the line query would answer: its operator's (a line of the operator side is written by
  // the operator holding the conversation); a customer's line is named by the service.
  const senderName =
    line.sender === 'system'
      ? '系统'
      : line.sender === 'operator'
        ? (line.operatorId === conversation.operatorId && conversation.operatorName) || '客服'
        : null;
  return {
    line: {
      id: stored.id,
      conversationId: String(line.conversationId),
      sender: line.sender,
      senderName,
      memberId: conversation.memberId,
      kind: line.kind,
      body: line.body,
      createdAt: stored.createdAt,
    },
    conversation,
  };
}

/** Lines of all the customer's conversations after a cursor, oldest first. */
export async function customerLinesAfter(
  q: Queryable,
  who: Customer,
  after: string,
  limit = 200,
): Promise<StoredLine[]> {
  const { rows } = await q.query<StoredLine>(
    `${LINE} where ${ofCustomer(who, '$1')} and l.id > $2 order by l.id limit $3`,
    [customerKey(who), after, limit],
  );
  return rows;
}

/** Lines of one conversation after a cursor, oldest first. */
export async function conversationLinesAfter(
  q: Queryable,
  id: number,
  after: string,
  limit = 200,
): Promise<StoredLine[]> {
  const { rows } = await q.query<StoredLine>(
    `${LINE} where l.conversation_id = $1 and l.id > $2 order by l.id limit $3`,
    [id, after, limit],
  );
  return rows;
}

/**
 * Moves one side's delivered (and, when the page is visible, read) cursor up to the conversation's
 * newest line of the other side; bumps the version only when a cursor moved, so the other side's
 * long-poll wakes to show "已送达" / "已读". Answers the new version, or null when nothing moved or
 * the conversation changed since `expected` (the caller's next poll then comes back at once).
 */
export async function markSeen(
  q: Queryable,
  id: number,
  side: 'customer' | 'operator',
  read: boolean,
  /** For the operator side: only the operator holding the conversation moves its cursors. */
  holder: number | null,
  /** The version the caller read before its lines: a change since then leaves the cursors alone. */
  expected: number,
): Promise<number | null> {
  const delivered = `${side}_delivered_id`;
  const readCol = `${side}_read_id`;
  const { rows } = await q.query<{ version: number }>(
    `with newest as (
       select coalesce(max(id), 0) as id from support_line
        where conversation_id = $1 and (sender <> 'customer') = $2::boolean)
     update support_conversation c set ${delivered} = greatest(c.${delivered}, n.id),
            ${readCol} = case when $3 then greatest(c.${readCol}, n.id) else c.${readCol} end,
            version = nextval('support_version')
       from newest n
      where c.id = $1 and (c.${delivered} < n.id or ($3 and c.${readCol} < n.id))
        and ($4::int is null or c.operator_id = $4::int) and c.version = $5
      returning c.version::float8 as version`,
    // the customer sees operator and system lines; the operator sees the customer's
    [id, side === 'customer', read, holder, expected],
  );
  return rows[0]?.version ?? null;
}

/** Exactly one operator takes a waiting conversation: true for the one whose update matched. */
export async function takeConversation(
  q: Queryable,
  id: number,
  operatorId: number,
  now: Date,
): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    `update support_conversation set status = 'active', operator_id = $2, taken_at = $3, version = nextval('support_version')
      where id = $1 and status = 'waiting' returning id::text as id`,
    [id, operatorId, now],
  );
  return rows.length === 1;
}

/** Closes an active conversation held by this operator; false when it is not theirs or not active. */
export async function closeConversation(
  q: Queryable,
  id: number,
  operatorId: number,
  note: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    `update support_conversation set status = 'closed', closed_at = $4, close_note = $3, version = nextval('support_version')
      where id = $1 and status = 'active' and operator_id = $2 returning id::text as id`,
    [id, operatorId, note, now],
  );
  return rows.length === 1;
}

export interface ConsoleRow extends ConversationRow {
  lastText: string;
  unread: number;
}

/** The console's lists: every waiting and active conversation, and this operator's latest closed ones. */
export async function consoleConversations(q: Queryable, operatorId: number): Promise<ConsoleRow[]> {
  const { rows } = await q.query<ConsoleRow>(
    `select x.*,
            coalesce((select case l.kind when 'image' then '[图片]' else l.body end from support_line l
                       where l.conversation_id = x.id::bigint order by l.id desc limit 1), '') as "lastText",
            (select count(*)::int from support_line l
              where l.conversation_id = x.id::bigint and l.sender = 'customer'
                and l.id > x."operatorReadId"::bigint) as unread
       from (${CONVERSATION}
              where c.status <> 'closed' or (c.operator_id = $1 and c.closed_at > now() - interval '1 day')) x
      order by case x.status when 'waiting' then 0 when 'active' then 1 else 2 end, x."waitingSince", x.id::bigint`,
    [operatorId],
  );
  return rows;
}

/** Stores an image of a conversation under its capability key. */
export async function insertImage(
  tx: Queryable,
  img: { key: string; conversationId: number; mime: string; data: Buffer },
): Promise<void> {
  await tx.query('insert into support_image (key, conversation_id, mime, data) values ($1, $2, $3, $4)', [
    img.key,
    img.conversationId,
    img.mime,
    img.data,
  ]);
}

export async function readImage(
  q: Queryable,
  key: string,
): Promise<{ mime: string; data: Uint8Array } | null> {
  const { rows } = await q.query<{ mime: string; data: Uint8Array }>(
    'select mime, data from support_image where key = $1',
    [key],
  );
  return rows[0] ?? null;
}
