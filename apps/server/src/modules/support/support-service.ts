import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  GatewayError,
  SUPPORT_IMAGE_MAX_BYTES,
  SUPPORT_WAIT_MS,
  type SupportConversation,
  type SupportLine,
} from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { decodeProof } from '../wallet/proof-image.ts';
import { anyOperatorSeenSince, insertOfflineMessage } from './operator-repository.ts';
import {
  adoptVisitorConversations,
  conversationById,
  customerLinesAfter,
  insertImage,
  insertLine,
  latestConversation,
  markSeen,
  openConversation,
  queuePosition,
  setConversationOrder,
  type ConversationRow,
  type Customer,
  type LineRow,
  type StoredLine,
} from './support-repository.ts';
import { memberNamesOf, namedLine, namedLines } from './support-names.ts';
import { conversationKey, customerKeyOf, holdDeadline, markOf, type SupportHub } from './support-hub.ts';
import { msg } from '../../gateway/user-messages.ts';

/** An operator counts as online while the console polled within this window (it polls every 2 s). */
export const OPERATOR_ONLINE_MS = 30_000;

/** Where support images are served (by capability key). */
export const SUPPORT_IMAGE_PATH = '/api/support/image';

/** What the module needs besides the database: the wake-up hub and how often a poll re-reads. */
export interface SupportDeps {
  db: Db;
  hub: SupportHub;
  /** Re-read interval of a held poll: changes made by another instance arrive within it. */
  recheckMs: number;
  /**
   * Member sessions (with their device) whose visitor conversations this instance already looked for:
   * a signed-in page cannot start new visitor conversations, so one look per session is enough.
   */
  adoptChecked: Set<string>;
}

/** How many sessions `adoptChecked` remembers before it starts again (each then looks once more). */
const ADOPT_CHECKED_MAX = 10_000;

/** A line as the protocol shows it (image lines carry their URL, text lines their text). */
export function toLine(row: LineRow): SupportLine {
  const image = row.kind === 'image';
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: row.sender,
    senderName: row.senderName,
    kind: row.kind,
    text: image ? '' : row.body,
    imageUrl: image ? `${SUPPORT_IMAGE_PATH}/${row.body}` : '',
    createdAt: new Date(row.createdAt).getTime(),
  };
}

async function toConversation(q: Queryable, row: ConversationRow): Promise<SupportConversation> {
  return {
    id: row.id,
    status: row.status,
    orderNo: row.orderNo,
    queuePosition: row.status === 'waiting' ? await queuePosition(q, Number(row.id)) : 0,
    operatorName: row.operatorName,
    deliveredUpTo: row.operatorDeliveredId,
    readUpTo: row.operatorReadId,
    version: row.version,
  };
}

export const operatorsOnline = (q: Queryable, now: number) =>
  anyOperatorSeenSince(q, new Date(now - OPERATOR_ONLINE_MS));

/**
 * The customer of a `/cs` call: the member when signed in (a visitor conversation of the same device
 * passes to them), else the visitor's device id; a visitor without one cannot be told apart.
 */
export async function customerOf(
  deps: SupportDeps,
  member: { id: number; token: string } | null,
  deviceId: string | undefined,
): Promise<Customer> {
  const device = deviceId && /^[\w.:-]{8,128}$/.test(deviceId) ? deviceId : null;
  if (member) {
    const session = `${member.id}:${device}:${member.token}`;
    if (device && !deps.adoptChecked.has(session)) {
      const adopted = await deps.db.transaction((tx) => adoptVisitorConversations(tx, member.id, device));
      if (adopted) {
        deps.hub.forget(customerKeyOf({ memberId: member.id }));
        deps.hub.forget(customerKeyOf({ deviceId: device }));
      }
      if (deps.adoptChecked.size >= ADOPT_CHECKED_MAX) deps.adoptChecked.clear();
      deps.adoptChecked.add(session);
    }
    return { memberId: member.id };
  }
  if (!device) throw new GatewayError(ErrorCode.badInput, msg('support.deviceMissing'));
  return { deviceId: device };
}

/** The `/cs` state: the customer's newest conversation, the operators' presence, member or visitor. */
export async function supportState(db: Db, who: Customer, now: number) {
  const latest = await latestConversation(db, who);
  return {
    conversation: latest ? await toConversation(db, latest) : null,
    operatorsOnline: await operatorsOnline(db, now),
    identity: 'memberId' in who ? ('member' as const) : ('visitor' as const),
  };
}

/**
 * Whether fetching `lines` (those after the client's cursor `after`) may move one side's delivered or
 * read cursor, which then moves to the other side's newest line: a fetched line of the other side past
 * the delivered cursor; lines the client had before that the cursor never reached (fetched while the
 * conversation was not yet this operator's, or while another change was racing); or lines delivered
 * earlier and now read. Otherwise the update is not even tried, so a poll that fetched only its own
 * side's answer to the other side's line costs no statement.
 */
export function movesCursor(
  lines: readonly Pick<LineRow, 'id' | 'sender'>[],
  side: 'customer' | 'operator',
  cursors: { delivered: string; read: string },
  read: boolean,
  after: string,
): boolean {
  if (lines.length === 0) return false;
  const delivered = BigInt(cursors.delivered);
  if (BigInt(after) > delivered || (read && BigInt(cursors.read) < delivered)) return true;
  return lines.some((l) => (l.sender !== 'customer') === (side === 'customer') && BigInt(l.id) > delivered);
}

/**
 * Lines after the cursor. With `wait`, held until the conversation changes (a line, taken, closed, the
 * operator's read cursor) or the wait ends. Fetched lines count as delivered, and as read when the
 * page is visible.
 */
export async function customerLines(
  deps: SupportDeps,
  who: Customer,
  input: { after: string; version: number; wait: boolean; read: boolean },
  now: () => number,
) {
  const { db, hub } = deps;
  const key = customerKeyOf(who);
  if (input.wait)
    await hub.wait(
      key,
      input.version,
      async () => markOf(await latestConversation(db, who)),
      holdDeadline(SUPPORT_WAIT_MS),
      deps.recheckMs,
    );
  // The version is read before the lines: a line written in between makes the page's next poll
  // come back at once instead of being skipped.
  const latest = await latestConversation(db, who);
  hub.record(key, markOf(latest));
  const lines = await customerLinesAfter(db, who, input.after);
  let conversation = latest ? await toConversation(db, latest) : null;
  const cursors = latest && { delivered: latest.customerDeliveredId, read: latest.customerReadId };
  if (
    conversation &&
    cursors &&
    lines.at(-1)?.conversationId === conversation.id &&
    movesCursor(lines, 'customer', cursors, input.read, input.after)
  ) {
    const id = Number(conversation.id);
    const moved = await markSeen(db, id, 'customer', input.read, null, conversation.version);
    if (moved !== null) {
      conversation = { ...conversation, version: moved };
      // The operator's page shows the customer's cursors; the customer's own pages do not.
      hub.note(conversationKey(id), { id, version: moved }, 'now');
      hub.note(key, { id, version: moved }, 'quiet');
    }
  }
  return {
    conversation,
    operatorsOnline: await operatorsOnline(db, now()),
    identity: 'memberId' in who ? ('member' as const) : ('visitor' as const),
    lines: (await namedLines(db, lines)).map(toLine),
  };
}

/** Checks a support image like a deposit proof (type by its bytes), under the support size limit. */
export function decodeSupportImage(dataUrl: string): { mime: string; bytes: Buffer } {
  let image: { mime: string; bytes: Buffer };
  try {
    image = decodeProof(dataUrl.replace(/^data:image\/jpg;/, 'data:image/jpeg;'));
  } catch (err) {
    // The proof checks speak of a "凭证"; here it is a chat picture.
    if (err instanceof GatewayError)
      throw new GatewayError(err.code, err.message.replace(/凭证(图片)?/g, '图片'));
    throw err;
  }
  if (image.bytes.length > SUPPORT_IMAGE_MAX_BYTES)
    throw new GatewayError(
      ErrorCode.uploadRejected,
      msg('support.imageTooLarge', { maxMb: SUPPORT_IMAGE_MAX_BYTES / 1024 / 1024 }),
    );
  return image;
}

/**
 * Adds a text or image line to a conversation (inside the caller's transaction); answers the line and
 * the conversation after it. An operator's line is added only while they hold the conversation: null,
 * and nothing written, when they do not.
 */
export async function addLine(
  tx: Queryable,
  conversationId: number,
  from: { sender: 'customer' } | { sender: 'operator'; operatorId: number },
  content: { text?: string | undefined; image?: string | undefined },
  now: Date,
): Promise<{ line: StoredLine; conversation: ConversationRow } | null> {
  const operatorId = from.sender === 'operator' ? from.operatorId : null;
  const image = content.image !== undefined ? decodeSupportImage(content.image) : null;
  const key = image ? randomBytes(24).toString('base64url') : null;
  const added = await insertLine(
    tx,
    {
      conversationId,
      sender: from.sender,
      operatorId,
      kind: key ? 'image' : 'text',
      body: key ?? content.text ?? '',
    },
    now,
    operatorId,
  );
  if (added && image && key)
    await insertImage(tx, { key, conversationId, mime: image.mime, data: image.bytes });
  return added;
}

/**
 * The customer sends a line. Without an open conversation one is opened in the queue, but only while
 * an operator is online: otherwise the page offers the offline form (10540) and nothing is stored.
 */
export async function sendCustomerLine(
  deps: SupportDeps,
  who: Customer,
  input: { text?: string | undefined; image?: string | undefined; orderNo?: string | undefined },
  now: number,
) {
  if (input.image !== undefined) decodeSupportImage(input.image); // refuse before anything is written
  const { db, hub } = deps;
  const at = new Date(now);
  const { line, conversation, opened } = await db.transaction(async (tx) => {
    const latest = await latestConversation(tx, who);
    let id = latest && latest.status !== 'closed' ? Number(latest.id) : null;
    const opening = id === null;
    if (id === null) {
      if (!(await operatorsOnline(tx, now)))
        throw new GatewayError(ErrorCode.supportOffline, msg('support.offline'));
      id = await openConversation(tx, who, input.orderNo ?? '', at);
    } else if (input.orderNo) await setConversationOrder(tx, id, input.orderNo);
    const added = await addLine(tx, id, { sender: 'customer' }, input, at);
    if (!added) throw new Error('support conversation vanished');
    return { ...added, opened: opening };
  });
  const mark = markOf(conversation);
  hub.note(conversationKey(mark.id), mark, 'now');
  // The sender's page shows the line from this answer: its own poll waits for the read receipt to
  // bring both, unless the line opened the conversation (the page then needs its queue position).
  hub.note(customerKeyOf(who), mark, opened ? 'now' : 'soon');
  const names = await memberNamesOf(db, [line.memberId]);
  return { line: toLine(namedLine(line, names)), conversation: await toConversation(db, conversation) };
}

/** The offline form: stored for an operator, answered later as a private letter. */
export async function leaveOfflineMessage(db: Db, memberId: number, content: string) {
  return { id: await insertOfflineMessage(db, memberId, content) };
}

/**
 * finance.customerService: opens (or reuses) the member's conversation, tied to the order asked about,
 * so the operator sees the order at once. Answers whether an operator is online now.
 */
export async function openFinanceConversation(
  deps: SupportDeps,
  memberId: number,
  orderNo: string | undefined,
  now: number,
): Promise<{ online: boolean }> {
  const who: Customer = { memberId };
  const { db, hub } = deps;
  const id = await db.transaction(async (tx) => {
    const conversationId = await openConversation(tx, who, orderNo ?? '', new Date(now));
    if (orderNo) await setConversationOrder(tx, conversationId, orderNo);
    return conversationId;
  });
  const row = await conversationById(db, id);
  if (row) {
    hub.note(conversationKey(id), markOf(row), 'now');
    hub.note(customerKeyOf(who), markOf(row), 'now');
  }
  return { online: await operatorsOnline(db, now) };
}
