import { z } from 'zod';
import { defineCall } from './define-call.ts';
import {
  ackOutput,
  chatMessage,
  chatPaths,
  epochMs,
  idString,
  memberSummary,
  noCache,
  paged,
  pagingShape,
} from './common.ts';

const SPEC = '§7 Live/chat';

/** A room's open status (spec §3, §4: open when truthy and not -1). */
const openStatus = z.number().int().min(-1).max(9);

/** Chat room switches (spec §3): entrance only when chatSwitch is not false and status is open, not -1 (§4). */
const roomSwitch = z.object({ chatOpenStatus: openStatus, chatSwitch: z.boolean() });

/** Room status keyed by matchId or chatRoomNo (spec §3 "Chat room status"). */
const roomStatus = z.object({
  matchId: idString.nullable(),
  chatRoomNo: idString.nullable(),
  status: openStatus,
  exist: z.boolean(),
  gameStatus: z.number().int(),
});

/**
 * A room's settings as a room admin sets them (spec §6 "room setup"): open status (spec §4), the
 * announcement, slow mode and the minimum level to send. `chat.detail` answers them, and the socket
 * pushes them to every viewer when an admin changes them (a `room` frame, docs/chat.md).
 */
export const chatRoomSettings = z.object({
  chatOpenStatus: openStatus,
  announcement: z.string(),
  slowModeSeconds: z.number().int().min(0).max(600),
  minLevel: z.number().int().min(0).max(99),
});
export type ChatRoomSettings = z.infer<typeof chatRoomSettings>;

/** Slow mode choices of the room setup form, in seconds (0 = off); any value 0–600 is valid input. */
export const CHAT_SLOW_MODE_CHOICES = [0, 3, 5, 10, 30, 60] as const;

const room = z.object({ chatRoomNo: idString }).strict();
const history = z.object({ list: z.array(chatMessage), hasMore: z.boolean() });

/**
 * Chat calls (spec §7 "Live/chat", §6). The ×3 calls are `visitor-or-member`: visitors use
 * `/api/chat/anon/…`, members `/api/chat/web/…` or `/api/chat/app/…`; `path` is the web path.
 */
export const chatCalls = {
  roomStatus: defineCall({
    id: 'chat.roomStatus',
    path: '/api/chat/room/status/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: z
      .object({
        matchIds: z.array(idString).max(200).optional(),
        chatRoomNos: z.array(idString).max(200).optional(),
      })
      .strict(),
    output: z.object({ chatSwitch: z.boolean(), list: z.array(roomStatus) }),
    summary: 'Chat room status for matches or rooms, plus the global chat switch.',
    spec: SPEC,
  }),
  connector: defineCall({
    id: 'chat.connector',
    path: chatPaths('room/connector/v1').web,
    paths: chatPaths('room/connector/v1'),
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'visitor-or-member',
    cache: noCache,
    input: z.object({ chatRoomNo: idString.optional(), matchId: idString.optional() }).strict(),
    output: z.object({ chatRoomNo: idString, wsUrl: z.string(), wsToken: z.string(), expiresAt: epochMs }),
    summary: 'Realtime connector: socket URL and ticket for a room.',
    spec: SPEC,
  }),
  detail: defineCall({
    id: 'chat.detail',
    path: chatPaths('room/detail/v1').web,
    paths: chatPaths('room/detail/v1'),
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'visitor-or-member',
    cache: noCache,
    input: room,
    output: chatRoomSettings.extend({
      chatSwitch: z.boolean(),
      chatRoomNo: idString,
      title: z.string(),
      onlineCount: z.number().int(),
      /** The first three members watching, in the order they came (spec §6 "anchor avatar list 3"). */
      viewers: z.array(z.object({ userId: idString, username: z.string() })).max(3),
      viewerLevel: z.number().int().min(0).max(99),
      isAdmin: z.boolean(),
    }),
    summary: 'Room detail and settings; viewerLevel ≤ 4 is low, above 4 high (§6).',
    spec: SPEC,
  }),
  history: defineCall({
    id: 'chat.history',
    path: chatPaths('message/history/v1').web,
    paths: chatPaths('message/history/v1'),
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'visitor-or-member',
    cache: noCache,
    input: z
      .object({ chatRoomNo: idString, beforeId: idString.optional(), size: z.number().int().min(1).max(100) })
      .strict(),
    output: history,
    summary: 'Messages before an id, newest first.',
    spec: SPEC,
  }),
  sendMessage: defineCall({
    id: 'chat.sendMessage',
    path: chatPaths('message/send/v1').web,
    paths: chatPaths('message/send/v1'),
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'visitor-or-member',
    cache: noCache,
    input: z
      .object({
        chatRoomNo: idString,
        msgType: z.union([z.literal(1), z.literal(2)]),
        content: z.string().min(1).max(200),
        clientMsgId: z.string().min(8).max(64),
      })
      .strict(),
    output: z.object({ id: idString, sentAt: epochMs }),
    summary: 'Send a text (1) or order (2) message; visitors get loginRequired.',
    spec: SPEC,
  }),
  greeting: defineCall({
    id: 'chat.greeting',
    path: chatPaths('room/greeting/v1').web,
    paths: chatPaths('room/greeting/v1'),
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'visitor-or-member',
    cache: noCache,
    input: room,
    output: z.object({ content: z.string() }),
    summary: 'Room greeting (hour bands of §9 applied by the client).',
    spec: SPEC,
  }),
  mute: defineCall({
    id: 'chat.mute',
    path: chatPaths('member/mute/v1').web,
    paths: chatPaths('member/mute/v1'),
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'visitor-or-member',
    cache: noCache,
    input: room,
    output: z.object({ muted: z.boolean(), until: epochMs.nullable(), reason: z.string() }),
    summary: 'Whether the viewer is muted in the room.',
    spec: SPEC,
  }),
  entranceSwitch: defineCall({
    id: 'chat.entranceSwitch',
    path: chatPaths('room/switch/v1').web,
    paths: chatPaths('room/switch/v1'),
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'visitor-or-member',
    cache: noCache,
    input: z.object({ chatRoomNo: idString.optional(), matchId: idString.optional() }).strict(),
    output: roomSwitch,
    summary: 'Chat entrance switch (chatOpenStatus, chatSwitch).',
    spec: SPEC,
  }),
  offlineMessage: defineCall({
    id: 'chat.offlineMessage',
    path: chatPaths('message/offline/v1').web,
    paths: chatPaths('message/offline/v1'),
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'visitor-or-member',
    cache: noCache,
    input: z.object({ chatRoomNo: idString, sinceId: idString.optional() }).strict(),
    output: history,
    summary: 'Messages missed while disconnected (after sinceId).',
    spec: SPEC,
  }),
  blockList: defineCall({
    id: 'chat.blockList',
    path: '/api/chat/web/member/block/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({}).strict(),
    output: z.object({ blockedIds: z.array(idString) }),
    summary: 'The members whose chat lines the viewer hides (design; for the blocker only).',
    spec: SPEC,
  }),
  block: defineCall({
    id: 'chat.block',
    path: '/api/chat/web/member/block/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ memberId: idString, block: z.boolean() }).strict(),
    output: z.object({ blockedIds: z.array(idString) }),
    summary: "Hide (or show again) a member's chat lines, for the viewer only; answers the whole list.",
    spec: SPEC,
  }),
  report: defineCall({
    id: 'chat.report',
    path: '/api/chat/web/message/report/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z
      .object({
        chatRoomNo: idString,
        messageId: idString,
        reason: z.enum(['spam', 'abuse', 'ads', 'other']),
      })
      .strict(),
    output: ackOutput,
    summary: 'Report a chat line to the operator (the line and its author are kept with the report).',
    spec: SPEC,
  }),
  adminMuteList: defineCall({
    id: 'chat.adminMuteList',
    path: '/api/chat/admin/mute/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ ...pagingShape, chatRoomNo: idString }).strict(),
    output: paged(z.object({ member: memberSummary, until: epochMs.nullable(), reason: z.string() })),
    summary: 'Room admin: muted members.',
    spec: '§6',
  }),
  adminUnblock: defineCall({
    id: 'chat.adminUnblock',
    path: '/api/chat/admin/unblock/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ chatRoomNo: idString, userId: idString }).strict(),
    output: ackOutput,
    summary: 'Room admin: lift a mute.',
    spec: '§6',
  }),
  adminOperation: defineCall({
    id: 'chat.adminOperation',
    path: '/api/chat/admin/operation/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z
      .object({
        chatRoomNo: idString,
        action: z.enum(['mute', 'kick', 'deleteMessage', 'pinMessage']),
        userId: idString.optional(),
        messageId: idString.optional(),
        minutes: z.number().int().min(1).max(43_200).optional(),
        reason: z.string().max(100).optional(),
      })
      .strict(),
    output: ackOutput,
    summary: 'Room admin: mute, kick, delete or pin.',
    spec: '§6',
  }),
  adminRoomSetup: defineCall({
    id: 'chat.adminRoomSetup',
    path: '/api/chat/admin/room/setup/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z
      .object({
        chatRoomNo: idString,
        chatOpenStatus: chatRoomSettings.shape.chatOpenStatus,
        announcement: z.string().max(200).optional(),
        slowModeSeconds: chatRoomSettings.shape.slowModeSeconds.optional(),
        minLevel: chatRoomSettings.shape.minLevel.optional(),
      })
      .strict(),
    output: ackOutput,
    summary: 'Room admin: open/close, announcement, slow mode, minimum level.',
    spec: '§6',
  }),
} as const;
