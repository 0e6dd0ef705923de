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
} from './support-repository.ts';
import {
  conversationKey,
  customerKeyOf,
  holdDeadline,
  waitForChange,
  type SupportHub,
} from './support-hub.ts';

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
}

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
  db: Db,
  member: { id: number } | null,
  deviceId: string | undefined,
): Promise<Customer> {
  const device = deviceId && /^[\w.:-]{8,128}$/.test(deviceId) ? deviceId : null;
  if (member) {
    if (device) await db.transaction((tx) => adoptVisitorConversations(tx, member.id, device));
    return { memberId: member.id };
  }
  if (!device) throw new GatewayError(ErrorCode.badInput, '缺少设备标识，请刷新页面后重试');
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
  if (input.wait) {
    await waitForChange(
      hub,
      customerKeyOf(who),
      async () => {
        const latest = await latestConversation(db, who);
        return (latest?.version ?? 0) !== input.version;
      },
      holdDeadline(SUPPORT_WAIT_MS),
      deps.recheckMs,
    );
  }
  // The version is read before the lines: a line written in between makes the page's next poll
  // come back at once instead of being skipped.
  const latest = await latestConversation(db, who);
  const lines = await customerLinesAfter(db, who, input.after);
  let conversation = latest ? await toConversation(db, latest) : null;
  const last = lines.at(-1);
  if (conversation && last?.conversationId === conversation.id) {
    const moved = await markSeen(
      db,
      Number(conversation.id),
      'customer',
      input.read,
      null,
      conversation.version,
    );
    if (moved !== null) {
      conversation = { ...conversation, version: moved };
      hub.notify(conversationKey(conversation.id));
    }
  }
  return {
    conversation,
    operatorsOnline: await operatorsOnline(db, now()),
    identity: 'memberId' in who ? ('member' as const) : ('visitor' as const),
    lines: lines.map(toLine),
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
      `图片不能超过 ${SUPPORT_IMAGE_MAX_BYTES / 1024 / 1024}MB`,
    );
  return image;
}

/** Adds a text or image line to a conversation (inside the caller's transaction). */
export async function addLine(
  tx: Queryable,
  conversationId: number,
  from: { sender: 'customer' } | { sender: 'operator'; operatorId: number },
  content: { text?: string | undefined; image?: string | undefined },
  now: Date,
): Promise<LineRow> {
  const operatorId = from.sender === 'operator' ? from.operatorId : null;
  if (content.image !== undefined) {
    const image = decodeSupportImage(content.image);
    const key = randomBytes(24).toString('base64url');
    await insertImage(tx, { key, conversationId, mime: image.mime, data: image.bytes });
    return insertLine(tx, { conversationId, sender: from.sender, operatorId, kind: 'image', body: key }, now);
  }
  return insertLine(
    tx,
    { conversationId, sender: from.sender, operatorId, kind: 'text', body: content.text ?? '' },
    now,
  );
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
  const { line, conversationId } = await db.transaction(async (tx) => {
    const latest = await latestConversation(tx, who);
    let id = latest && latest.status !== 'closed' ? Number(latest.id) : null;
    if (id === null) {
      if (!(await operatorsOnline(tx, now)))
        throw new GatewayError(ErrorCode.supportOffline, '客服暂不在线，请留言，我们会以站内信回复您');
      id = await openConversation(tx, who, input.orderNo ?? '', at);
    } else if (input.orderNo) await setConversationOrder(tx, id, input.orderNo);
    return { line: await addLine(tx, id, { sender: 'customer' }, input, at), conversationId: id };
  });
  hub.notify(conversationKey(conversationId), customerKeyOf(who));
  const latest = await latestConversation(db, who);
  if (!latest) throw new Error('support conversation vanished');
  return { line: toLine(line), conversation: await toConversation(db, latest) };
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
  hub.notify(conversationKey(id), customerKeyOf(who));
  return { online: await operatorsOnline(db, now) };
}
