import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { emptyInput, epochMs, idString, money, noCache } from './common.ts';

const SPEC = '§1 customer service, §2 /cs';

/** Longest support text line (characters after trimming). */
export const SUPPORT_TEXT_MAX = 1000;
/** Largest support image (bytes): the encrypted envelope of a bigger one would pass the body limit. */
export const SUPPORT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Longest closing note and offline-form answer (characters). */
export const SUPPORT_NOTE_MAX = 500;
/** How long a long-poll of support lines may be held by the server (ms), under the 30 s call timeout. */
export const SUPPORT_WAIT_MS = 20_000;

/** A support image as a base64 data URL; its bytes are checked on the server like a deposit proof. */
export const supportImage = z
  .string()
  .max(Math.ceil((SUPPORT_IMAGE_MAX_BYTES * 4) / 3) + 64)
  .regex(/^data:image\/(png|jpeg|jpg|webp|gif);base64,[A-Za-z0-9+/=]+$/, '图片格式无效');

/** A trimmed, non-empty line of text without control characters. */
export const supportText = z
  .string()
  .trim()
  .min(1, '请输入内容')
  .max(SUPPORT_TEXT_MAX, `内容不能超过 ${SUPPORT_TEXT_MAX} 字`)
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e]/.test(s), '内容含有无效字符');

/** A cursor: the id of the last line seen ("0" before any). */
const cursor = z.string().regex(/^\d{1,18}$/);

/** Who wrote a line: the member or visitor, an operator, or the system (taken, closed). */
export const supportSender = z.enum(['customer', 'operator', 'system']);

/** One line of a support conversation. `imageUrl` is set for image lines, `text` for the others. */
export const supportLine = z.object({
  id: cursor,
  conversationId: idString,
  sender: supportSender,
  senderName: z.string(),
  kind: z.enum(['text', 'image']),
  text: z.string(),
  imageUrl: z.string(),
  createdAt: epochMs,
});
export type SupportLine = z.infer<typeof supportLine>;

/** Waiting for an operator, with one, or over. */
export const supportStatus = z.enum(['waiting', 'active', 'closed']);

/** The customer's current conversation as the customer sees it. */
export const supportConversation = z.object({
  id: idString,
  status: supportStatus,
  orderNo: z.string(),
  /** 1 = next in line; 0 when not waiting. */
  queuePosition: z.number().int().nonnegative(),
  operatorName: z.string(),
  /** Highest line id of this conversation the operator side has fetched (delivered) and seen (read). */
  deliveredUpTo: cursor,
  readUpTo: cursor,
  /** Bumped on every change (line, state, cursor): the long-poll watches it. */
  version: z.number().int().nonnegative(),
});
export type SupportConversation = z.infer<typeof supportConversation>;

/** What `/cs` shows: the conversation (or none yet), whether anyone can answer now, and who asks. */
const supportState = z.object({
  conversation: supportConversation.nullable(),
  operatorsOnline: z.boolean(),
  identity: z.enum(['member', 'visitor']),
});

/**
 * Customer-service calls of `/cs` (spec §1 "contact customer service", §2). Visitors are known by the
 * device id header, members by their token; a visitor's conversation passes to the member on login.
 */
export const supportCalls = {
  state: defineCall({
    id: 'support.state',
    path: '/api/support/state/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: emptyInput,
    output: supportState,
    summary: 'Customer service: the current conversation, queue position and whether operators are online.',
    spec: SPEC,
  }),
  lines: defineCall({
    id: 'support.lines',
    path: '/api/support/lines/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: z
      .object({
        after: cursor,
        /** The conversation version the page knows; with `wait`, the server holds the call until it changes. */
        version: z.number().int().nonnegative(),
        wait: z.boolean(),
        /** The page is visible: fetched lines count as read, not only delivered. */
        read: z.boolean(),
      })
      .strict(),
    output: supportState.extend({ lines: z.array(supportLine) }),
    summary:
      'Customer service: lines after a cursor (long-poll until something changes), marks them delivered/read.',
    spec: SPEC,
  }),
  send: defineCall({
    id: 'support.send',
    path: '/api/support/send/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: z
      .object({ text: supportText.optional(), image: supportImage.optional(), orderNo: idString.optional() })
      .strict()
      .refine((v) => (v.text === undefined) !== (v.image === undefined), '请发送文字或一张图片'),
    output: z.object({ line: supportLine, conversation: supportConversation }),
    summary: 'Customer service: send a text or image line (opens a waiting conversation when none is open).',
    spec: SPEC,
  }),
  leaveMessage: defineCall({
    id: 'support.leaveMessage',
    path: '/api/support/offline/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ content: supportText }).strict(),
    output: z.object({ id: idString }),
    summary: 'Customer service offline form: a message answered later as a private letter.',
    spec: SPEC,
  }),
} as const;

/* Operator console (plain JSON under /api/ops, operator session token): shared request schemas. */

/** Operator sign-in (and account creation by the CLI / admin endpoint). */
export const opsLoginInput = z
  .object({
    name: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_]{3,32}$/, '账号为 3–32 位字母、数字或下划线'),
    password: z.string().min(8, '密码至少 8 位').max(64, '密码最多 64 位'),
  })
  .strict();
/** Creating an operator account: sign-in fields plus the name shown to customers. */
export const opsCreateInput = opsLoginInput
  .extend({ displayName: z.string().trim().min(1).max(20).optional() })
  .strict();
/** An operator's reply: text or one image. */
export const opsSendInput = z
  .object({ text: supportText.optional(), image: supportImage.optional() })
  .strict()
  .refine((v) => (v.text === undefined) !== (v.image === undefined), '请发送文字或一张图片');
/** Closing a conversation with a note for the record. */
export const opsCloseInput = z
  .object({ note: z.string().trim().min(1, '请填写结束备注').max(SUPPORT_NOTE_MAX) })
  .strict();
/** The answer to an offline message, sent to the member as a private letter. */
export const opsAnswerInput = z
  .object({ answer: z.string().trim().min(1, '请填写回复内容').max(SUPPORT_NOTE_MAX) })
  .strict();
/** Long-poll of a conversation's lines on the console. */
export const opsLinesQuery = z
  .object({
    after: cursor.default('0'),
    version: z.coerce.number().int().nonnegative().default(0),
    wait: z.enum(['0', '1']).default('0'),
  })
  .strict();
/** A conversation or offline-message id in a console path. */
export const opsIdParams = z.object({ id: z.string().regex(/^\d{1,15}$/, '编号无效') }).strict();

/** A conversation row of the console lists. */
export const opsConversation = z.object({
  id: idString,
  status: supportStatus,
  customer: z.string(),
  memberName: z.string().nullable(),
  orderNo: z.string(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string(),
  waitingSince: epochMs,
  lastText: z.string(),
  unread: z.number().int().nonnegative(),
  version: z.number().int().nonnegative(),
  deliveredUpTo: cursor,
  readUpTo: cursor,
  closeNote: z.string(),
});
export type OpsConversation = z.infer<typeof opsConversation>;

/** What the console shows about the member of a conversation, read from the other modules. */
export const opsCustomer = z.object({
  member: z
    .object({
      id: idString,
      name: z.string(),
      nickName: z.string(),
      phone: z.string().nullable(),
      registeredAt: epochMs,
      lastLoginAt: epochMs.nullable(),
    })
    .nullable(),
  balances: z
    .object({ main: money, usdt: money, yeb: money, gold: money, venues: z.record(z.string(), money) })
    .nullable(),
  recent: z.array(
    z.object({
      orderNo: z.string(),
      type: z.string(),
      amount: money,
      currency: z.string(),
      status: z.string(),
      createdAt: epochMs,
    }),
  ),
});
export type OpsCustomer = z.infer<typeof opsCustomer>;

/** An offline-form message waiting for an answer. */
export const opsOfflineMessage = z.object({
  id: idString,
  memberName: z.string(),
  content: z.string(),
  createdAt: epochMs,
  answer: z.string(),
  answeredAt: epochMs.nullable(),
});
export type OpsOfflineMessage = z.infer<typeof opsOfflineMessage>;
