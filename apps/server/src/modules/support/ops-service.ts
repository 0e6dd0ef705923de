import { createHash, randomBytes } from 'node:crypto';
import {
  ErrorCode,
  GatewayError,
  SUPPORT_WAIT_MS,
  type OpsConversation,
  type OpsCustomer,
} from '@arena/protocol';
import { siteDay } from '@arena/domain';
import type { Db } from '../../db/db.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { memberInfo } from '../member/profile-service.ts';
import { memberBalances } from '../wallet/ledger.ts';
import { dealRecords } from '../wallet/records-service.ts';
import { sendLetter } from '../message/message-service.ts';
import {
  claimOfflineAnswer,
  endOperatorSession,
  findOperatorForLogin,
  insertOperator,
  insertOperatorSession,
  listOfflineMessages,
  setOfflineLetter,
  touchOperatorSession,
  type OperatorRow,
} from './operator-repository.ts';
import {
  closeConversation,
  consoleConversations,
  conversationById,
  conversationLinesAfter,
  insertLine,
  markSeen,
  takeConversation,
  type ConversationRow,
} from './support-repository.ts';
import { addLine, decodeSupportImage, movesCursor, toLine, type SupportDeps } from './support-service.ts';
import { memberNamesOf, namedLine } from './support-names.ts';
import { conversationKey, customerKeyOf, holdDeadline, markOf } from './support-hub.ts';
import { msg } from '../../gateway/user-messages.ts';

/** A console session lasts a working day; the console signs in again after it. */
export const OPERATOR_SESSION_MS = 12 * 60 * 60 * 1000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
const authFailed = () => new GatewayError(ErrorCode.supportOperatorAuth, msg('support.operatorAuth'));
// Verified against when the name is unknown, so a wrong name costs as long as a wrong password.
let dummyHash: Promise<string> | null = null;

/** Creates an operator account (CLI and /admin); the password is hashed like members' (scrypt). */
export async function createOperator(
  db: Db,
  input: { name: string; password: string; displayName?: string | undefined },
): Promise<OperatorRow> {
  const created = await insertOperator(db, {
    name: input.name,
    displayName: input.displayName ?? input.name,
    passwordHash: await hashPassword(input.password),
  });
  if (!created) throw new GatewayError(ErrorCode.conflict, msg('support.operatorExists'));
  return created;
}

/** Console sign-in: a random token for the browser, only its hash on the server. */
export async function operatorLogin(db: Db, name: string, password: string, now: number) {
  const op = await findOperatorForLogin(db, name);
  if (!op) {
    dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
    await verifyPassword(password, await dummyHash);
    throw authFailed();
  }
  if (!(await verifyPassword(password, op.passwordHash))) throw authFailed();
  const token = randomBytes(32).toString('base64url');
  await insertOperatorSession(
    db,
    tokenHash(token),
    op.id,
    new Date(now),
    new Date(now + OPERATOR_SESSION_MS),
  );
  return { token, operator: { id: op.id, name: op.name, displayName: op.displayName } };
}

/** The operator of a console request (and marks them online), or 10543. */
export async function operatorOf(db: Db, token: string | undefined, now: number): Promise<OperatorRow> {
  const op = token ? await touchOperatorSession(db, tokenHash(token), new Date(now)) : null;
  if (!op) throw new GatewayError(ErrorCode.supportOperatorAuth, msg('support.operatorSessionEnded'));
  return op;
}

export const operatorLogout = (db: Db, token: string) => endOperatorSession(db, tokenHash(token));

/** A conversation as the console shows it; `names` holds its member's name (see memberNamesOf). */
function toOps(
  row: ConversationRow & { lastText?: string; unread?: number },
  names: ReadonlyMap<number, string>,
): OpsConversation {
  const memberName = row.memberId === null ? null : (names.get(row.memberId) ?? null);
  return {
    id: row.id,
    status: row.status,
    customer: memberName ?? `访客 ${(row.deviceId ?? '').slice(0, 6)}`,
    memberName,
    orderNo: row.orderNo,
    operatorId: row.operatorId,
    operatorName: row.operatorName,
    waitingSince: new Date(row.waitingSince).getTime(),
    lastText: row.lastText ?? '',
    unread: row.unread ?? 0,
    version: row.version,
    deliveredUpTo: row.customerDeliveredId,
    readUpTo: row.customerReadId,
    closeNote: row.closeNote,
  };
}

export async function consoleList(db: Db, operatorId: number) {
  const rows = await consoleConversations(db, operatorId);
  const names = await memberNamesOf(
    db,
    rows.map((r) => r.memberId),
  );
  return { list: rows.map((r) => toOps(r, names)) };
}

/** One conversation as the console shows it, with its member's name. */
async function opsOf(db: Db, row: ConversationRow): Promise<OpsConversation> {
  return toOps(row, await memberNamesOf(db, [row.memberId]));
}

async function mustFind(db: Db, id: number): Promise<ConversationRow> {
  const row = await conversationById(db, id);
  if (!row) throw new GatewayError(ErrorCode.notFound, msg('support.conversationNotFound'));
  return row;
}

const customerKey = (row: ConversationRow) =>
  customerKeyOf(row.memberId !== null ? { memberId: row.memberId } : { deviceId: row.deviceId ?? '' });

/** Wakes both sides' polls at once: the conversation changed in a way both pages show. */
function noteBoth({ hub }: SupportDeps, row: ConversationRow): void {
  hub.note(conversationKey(row.id), markOf(row), 'now');
  hub.note(customerKey(row), markOf(row), 'now');
}

/** Takes a waiting conversation: a conditional update, so of several operators exactly one gets it. */
export async function takeConversationFor(deps: SupportDeps, op: OperatorRow, id: number, now: number) {
  const { db } = deps;
  const taken = await db.transaction(async (tx) => {
    if (!(await takeConversation(tx, id, op.id, new Date(now)))) return false;
    const text = `客服 ${op.displayName} 已接入，请问有什么可以帮您？`;
    await insertLine(
      tx,
      { conversationId: id, sender: 'system', operatorId: op.id, kind: 'text', body: text },
      new Date(now),
    );
    return true;
  });
  const row = await mustFind(db, id);
  if (!taken)
    throw new GatewayError(
      ErrorCode.supportTaken,
      row.status === 'closed' ? msg('support.conversationEnded') : msg('support.conversationTaken'),
    );
  noteBoth(deps, row);
  return { conversation: await opsOf(db, row) };
}

/** The taker's own active conversation, or 10542. */
async function mine(db: Db, op: OperatorRow, id: number): Promise<ConversationRow> {
  const row = await mustFind(db, id);
  if (row.status !== 'active' || row.operatorId !== op.id)
    throw new GatewayError(
      ErrorCode.supportNotYours,
      row.status === 'closed' ? msg('support.conversationClosed') : msg('support.takeFirst'),
    );
  return row;
}

export async function operatorSend(
  deps: SupportDeps,
  op: OperatorRow,
  id: number,
  content: { text?: string | undefined; image?: string | undefined },
  now: number,
) {
  const { db, hub } = deps;
  if (content.image !== undefined) decodeSupportImage(content.image);
  // Written only while this operator holds the conversation (checked by the write itself); the row
  // is read only to say why not.
  const added = await db.transaction((tx) =>
    addLine(tx, id, { sender: 'operator', operatorId: op.id }, content, new Date(now)),
  );
  if (!added) {
    await mine(db, op, id);
    throw new GatewayError(ErrorCode.supportNotYours, msg('support.conversationClosed'));
  }
  const mark = markOf(added.conversation);
  hub.note(customerKey(added.conversation), mark, 'now');
  // The console's own poll waits for the customer's receipt to bring both (see sendCustomerLine).
  hub.note(conversationKey(id), mark, 'soon');
  // An operator's line carries its sender's name: no member to look up.
  return { line: toLine(namedLine(added.line, new Map())) };
}

export async function operatorClose(
  deps: SupportDeps,
  op: OperatorRow,
  id: number,
  note: string,
  now: number,
) {
  const { db } = deps;
  await mine(db, op, id);
  await db.transaction(async (tx) => {
    if (!(await closeConversation(tx, id, op.id, note, new Date(now))))
      throw new GatewayError(ErrorCode.supportNotYours, msg('support.conversationClosed'));
    await insertLine(
      tx,
      {
        conversationId: id,
        sender: 'system',
        operatorId: op.id,
        kind: 'text',
        body: '本次会话已结束，感谢您的咨询',
      },
      new Date(now),
    );
  });
  const row = await mustFind(db, id);
  noteBoth(deps, row);
  return { conversation: await opsOf(db, row) };
}

/**
 * A conversation's lines for the console, held until it changes when asked to wait. Lines fetched by
 * the operator holding the conversation count as delivered and read.
 */
export async function operatorLines(
  deps: SupportDeps,
  op: OperatorRow,
  id: number,
  q: { after: string; version: number; wait: boolean },
) {
  const { db, hub } = deps;
  const key = conversationKey(id);
  // An unknown conversation is refused by the first read (held polls read only when they must).
  if (q.wait)
    await hub.wait(
      key,
      q.version,
      async () => markOf(await mustFind(db, id)),
      holdDeadline(SUPPORT_WAIT_MS),
      deps.recheckMs,
    );
  // The version is read before the lines (see customerLines).
  const row = await mustFind(db, id);
  hub.record(key, markOf(row));
  const lines = await conversationLinesAfter(db, id, q.after);
  const cursors = { delivered: row.operatorDeliveredId, read: row.operatorReadId };
  const moved =
    row.operatorId === op.id && movesCursor(lines, 'operator', cursors, true, q.after)
      ? await markSeen(db, id, 'operator', true, op.id, row.version)
      : null;
  if (moved !== null) {
    // The customer's page shows the operator's cursors ("已送达" / "已读"); the console does not.
    hub.note(customerKey(row), { id, version: moved }, 'now');
    hub.note(key, { id, version: moved }, 'quiet');
  }
  // The conversation's member names it and its customer lines: one lookup for both.
  const names = await memberNamesOf(db, [row.memberId, ...lines.map((l) => l.memberId)]);
  return {
    conversation: { ...toOps(row, names), version: moved ?? row.version },
    lines: lines.map((l) => toLine(namedLine(l, names))),
  };
}

/** Profile, wallet state and recent money movements of the conversation's member (other modules). */
export async function customerDetails(db: Db, id: number, now: number): Promise<OpsCustomer> {
  const row = await mustFind(db, id);
  if (row.memberId === null) return { member: null, balances: null, recent: [] };
  const info = await memberInfo(db, row.memberId);
  const records = await dealRecords(
    db,
    row.memberId,
    { page: 1, size: 10, startDate: siteDay(now - 30 * 86_400_000), endDate: siteDay(now) },
    now,
  );
  return {
    member: {
      id: info.id,
      name: info.name,
      nickName: info.nickName,
      phone: info.phone,
      registeredAt: info.registeredAt,
      lastLoginAt: info.lastLoginAt,
    },
    balances: await memberBalances(db, row.memberId),
    recent: records.list.map((r) => ({
      orderNo: r.orderNo,
      type: r.type,
      amount: r.amount,
      currency: r.currency,
      status: r.status,
      createdAt: r.createdAt,
    })),
  };
}

export async function offlineList(db: Db) {
  const rows = await listOfflineMessages(db);
  const names = await memberNamesOf(
    db,
    rows.map((r) => r.memberId),
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      memberName: names.get(r.memberId) ?? '',
      content: r.content,
      createdAt: new Date(r.createdAt).getTime(),
      answer: r.answer,
      answeredAt: r.answeredAt ? new Date(r.answeredAt).getTime() : null,
    })),
  };
}

/** Answers an offline message once, as a private letter to the member (message module). */
export async function answerOffline(db: Db, op: OperatorRow, id: number, answer: string, now: number) {
  return db.transaction(async (tx) => {
    const claimed = await claimOfflineAnswer(tx, id, op.id, answer, new Date(now));
    if (!claimed) throw new GatewayError(ErrorCode.conflict, msg('support.noteGone'));
    const quoted = claimed.content.length > 60 ? `${claimed.content.slice(0, 60)}…` : claimed.content;
    const letter = await sendLetter(tx, {
      memberId: claimed.memberId,
      title: '客服回复您的留言',
      content: `${answer}\n\n——您的留言：${quoted}`,
      link: '/cs',
    });
    await setOfflineLetter(tx, id, letter.id);
    return { letterId: letter.id };
  });
}
