import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { ackOutput, emptyInput, epochMs, idString, noCache, paged, pagingShape } from './common.ts';

const SPEC = '§7 Messages';

/** A private letter or notice. */
export const messageItem = z.object({
  id: idString,
  title: z.string(),
  content: z.string(),
  /** An in-app path the letter links to (a deposit order, an activity, a room), or null. */
  link: z.string().nullable().optional(),
  read: z.boolean(),
  sticky: z.boolean(),
  createdAt: epochMs,
});
export type MessageItem = z.infer<typeof messageItem>;

const ids = z.object({ ids: z.array(idString).min(1).max(100) }).strict();

/** Builds one member message call for private letters or notices. */
function messageCall<I extends z.ZodType, O extends z.ZodType>(
  kind: 'letter' | 'notice',
  verb: string,
  input: I,
  output: O,
  summary: string,
) {
  const key = kind === 'letter' ? 'Letter' : 'Notice';
  return defineCall({
    id: `message.${kind}${verb[0]?.toUpperCase() ?? ''}${verb.slice(1)}`,
    path: `/api/message/${kind}/${verb}/v1`,
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input,
    output,
    summary: `${key}s: ${summary}`,
    spec: SPEC,
  });
}

/** The seven calls of one message kind (spec §7 "Messages"). */
function messageFamily(kind: 'letter' | 'notice') {
  return {
    list: messageCall(
      kind,
      'list',
      z.object({ ...pagingShape, unreadOnly: z.boolean().optional() }).strict(),
      paged(messageItem),
      'list, sticky first then newest.',
    ),
    read: messageCall(kind, 'read', ids, ackOutput, 'mark read.'),
    delete: messageCall(kind, 'delete', ids, ackOutput, 'delete.'),
    sticky: messageCall(
      kind,
      'sticky',
      z.object({ id: idString, sticky: z.boolean() }).strict(),
      ackOutput,
      'pin or unpin.',
    ),
    unreadCount: messageCall(
      kind,
      'unreadCount',
      emptyInput,
      z.object({ count: z.number().int() }),
      'unread count.',
    ),
    allRead: messageCall(kind, 'allRead', emptyInput, ackOutput, 'mark all read.'),
    allDelete: messageCall(kind, 'allDelete', emptyInput, ackOutput, 'delete all.'),
  };
}

const letter = messageFamily('letter');
const notice = messageFamily('notice');

/** Private letters and notices (spec §7 "Messages"); paths are `/api/message/<letter|notice>/<verb>/v1`. */
export const messageCalls = {
  letterList: letter.list,
  letterRead: letter.read,
  letterDelete: letter.delete,
  letterSticky: letter.sticky,
  letterUnreadCount: letter.unreadCount,
  letterAllRead: letter.allRead,
  letterAllDelete: letter.allDelete,
  noticeList: notice.list,
  noticeRead: notice.read,
  noticeDelete: notice.delete,
  noticeSticky: notice.sticky,
  noticeUnreadCount: notice.unreadCount,
  noticeAllRead: notice.allRead,
  noticeAllDelete: notice.allDelete,
} as const;
