import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHAT_MESSAGE_TYPE, createWelcomeMessage, formatDateTime, isChatEntranceOpen } from '@arena/domain';
import { ErrorCode, catalogue, chatMessage, type ChatMessage } from '@arena/protocol';
import { GatewayError, loginRequired } from '../../gateway/gateway-error.ts';
import { registerCall, type CallContext } from '../../gateway/register-call.ts';
import { readSwitches, switchOr } from '../site/site-config-service.ts';
import { createChatHub, type ChatEdgeMode, type ChatHub, CHAT_WS_PATH } from './chat-hub.ts';
import { createChatEdgeHub } from './chat-edge.ts';
import { CHAT_HEARTBEAT_MS } from './chat-rooms.ts';
import { createChatLimiter, createSharedChatLimiter, type ChatLimiter } from './chat-limiter.ts';
import {
  isRoomAdmin,
  insertMessage,
  readHistory,
  readMute,
  readSince,
  settingsOf,
  type ChatRoomRow,
  type StoredMessage,
} from './chat-repository.ts';
import { readChatRoom, readSendContext } from './chat-target.ts';
import { checkChatText } from './chat-text.ts';
import { composeSharedOrder } from './order-share.ts';
import {
  createSharedTicketStore,
  createTicketStore,
  type ChatViewer,
  type TicketStore,
} from './chat-tickets.ts';
import { createClusterChatHub } from './chat-cluster-hub.ts';
import { epochNow } from '../../cluster/line-timings.ts';
import { registerChatAdminRoutes } from './chat-admin-routes.ts';
import { registerChatSafetyRoutes } from './chat-safety-routes.ts';
import { registerChatRoomAdminCalls } from './chat-room-admin-calls.ts';
import { recordChatMessage, recordLiveWatch, vipLevelOf } from '../rewards/member-reward-service.ts';
import { readMatchTiming } from '../live/live-match-service.ts';
import { msg } from '../../gateway/user-messages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    chat: { hub: ChatHub; tickets: TicketStore; limiter: ChatLimiter };
  }
}

const { chat } = catalogue;
/** The lowest chat level of a member (VIP0 and VIP1 both chat at 1; docs/chat.md, docs/rewards.md). */
export const MEMBER_CHAT_LEVEL = 1;

/** A member's chat level: their VIP level, at least {@link MEMBER_CHAT_LEVEL} (spec §6 low ≤ 4 < high). */
export async function memberChatLevel(app: FastifyInstance, memberId: number): Promise<number> {
  return Math.max(MEMBER_CHAT_LEVEL, await vipLevelOf(app.db, memberId));
}
/** Most messages the offline call answers. */
const OFFLINE_MAX = 100;
/** How many of the first viewers the detail names (spec §9 "anchor avatar list 3"). */
const FIRST_VIEWERS = 3;

/** Message ids are decimal (the table's serial); anything else is malformed input. */
function messageIdOrThrow(id: string): void {
  if (!/^\d{1,18}$/.test(id)) throw new GatewayError(ErrorCode.badInput, msg('chat.badLineId'));
}

const roomNotFound = () => new GatewayError(ErrorCode.notFound, msg('chat.roomNotFound'));

/** Whether the room may be entered (spec §4: switch not false, status open and not -1). */
const isOpen = (chatSwitch: boolean, room: ChatRoomRow) =>
  isChatEntranceOpen({ chatSwitch, roomStatus: room.openStatus });

/** How long the chat keeps the site's chat switch, id and series (like the operator switch board). */
export const CHAT_SITE_CACHE_MS = 1_000;
const siteCache = new WeakMap<FastifyInstance, { at: number; value: Promise<SiteInfo> }>();
interface SiteInfo {
  chatSwitch: boolean;
  siteId: number;
  siteSeries: string;
}

/**
 * The site's chat switch, id and series, read at most once a second per app: every message and every
 * line sent reads them, and a database round trip less on the send path keeps its tail short while
 * the room's fan-out holds the event loop (docs/perf.md "Chat fan-out"). An operator's change takes
 * effect within a second.
 */
function siteInfo(app: FastifyInstance): Promise<SiteInfo> {
  const now = Date.now();
  const cached = siteCache.get(app);
  if (cached && now - cached.at < CHAT_SITE_CACHE_MS) return cached.value;
  const value = readSwitches(app.db, ['chatSwitch', 'siteId', 'siteSeries']).then((values) => ({
    chatSwitch: switchOr(values, 'chatSwitch', z.boolean(), true),
    siteId: switchOr(values, 'siteId', z.number().int(), 0),
    siteSeries: switchOr(values, 'siteSeries', z.string(), ''),
  }));
  siteCache.set(app, { at: now, value });
  value.catch(() => siteCache.delete(app)); // a failed read is not kept
  return value;
}

async function roomFor(app: FastifyInstance, key: string | undefined): Promise<ChatRoomRow> {
  const room = key ? await readChatRoom(app.db, key) : null;
  if (!room) throw roomNotFound();
  return room;
}

const viewerOf = async (app: FastifyInstance, ctx: CallContext): Promise<ChatViewer> =>
  ctx.member
    ? {
        memberId: ctx.member.id,
        username: ctx.member.nickname || ctx.member.name,
        level: await memberChatLevel(app, ctx.member.id),
      }
    : { memberId: null, username: '游客', level: 0 };

/** Whether a stored line's content is the JSON of a pushed content (gift, order push, revert). */
const isPushed = (msgType: number) =>
  msgType !== CHAT_MESSAGE_TYPE.text && msgType !== CHAT_MESSAGE_TYPE.order;

/**
 * The wire shape of a stored message (spec §3 chat message): text and order lines carry their sender,
 * pushed lines their parsed content; the catalogue's `chatMessage` union checks each shape.
 */
export function toWire(m: StoredMessage, site: { siteId: number; siteSeries: string }): ChatMessage {
  const base = { id: m.id, msgType: m.msgType, venueName: m.venueName, sentAt: m.sentAt, ...site };
  if (!isPushed(m.msgType)) return chatMessage.parse({ ...base, content: m.content, sender: m.sender });
  return chatMessage.parse({ ...base, content: JSON.parse(m.content) as unknown });
}

/**
 * Stores a line the platform pushes into a room (a gift push, an order push or its revert; spec §3)
 * and fans it out to the room's sockets; answers the wire message.
 */
export async function publishRoomMessage(
  app: FastifyInstance,
  line: { roomNo: string; msgType: number; content: object; venueName?: string; username?: string },
) {
  const site = await siteInfo(app);
  const stored = await insertMessage(app.db, {
    roomNo: line.roomNo,
    msgType: line.msgType,
    memberId: null,
    username: line.username ?? '',
    level: 0,
    content: JSON.stringify(line.content),
    clientMsgId: null,
    sentAt: app.now(),
    venueName: line.venueName ?? '',
  });
  const wire = toWire(stored, site);
  app.chat.hub.broadcast(line.roomNo, wire);
  return wire;
}

/** Match phase as a number for room status: 0 not started, 1 on, 2 over (docs/chat.md). */
async function gameStatus(app: FastifyInstance, matchId: string | null, now: number): Promise<number> {
  if (!matchId) return 0;
  const timing = await readMatchTiming(app.db, matchId);
  if (!timing) return 0;
  if (now < timing.startAt) return 0;
  return now < timing.startAt + timing.durationMin * 60_000 ? 1 : 2;
}

/**
 * Chat rooms (spec §3, §4, §6, §7 "Live/chat"; docs/chat.md): the room calls, sending with
 * mute, slow mode and rate limit, and the room sockets on {@link CHAT_WS_PATH}.
 */
export function registerChatRoutes(
  app: FastifyInstance,
  edge: ChatEdgeMode = 'inline',
  edgeProcesses = 1,
  heartbeatMs = CHAT_HEARTBEAT_MS,
): void {
  const shared = app.cluster.mode !== 'memory';
  const tickets = shared ? createSharedTicketStore(app.cluster.vault) : createTicketStore();
  const local =
    edge === 'process'
      ? createChatEdgeHub(app, tickets, heartbeatMs, edgeProcesses)
      : createChatHub(app, tickets, heartbeatMs);
  // Several instances: every push goes through the cluster's bus to the sockets of all of them.
  const hub = shared ? createClusterChatHub(local, app.cluster, app.lineTimings) : local;
  const limiter = shared ? createSharedChatLimiter(app.cluster.timeLog) : createChatLimiter();
  app.decorate('chat', { hub, tickets, limiter });
  app.addHook('onReady', () => hub.ready());
  app.addHook('preClose', () => hub.close());
  // The HTTP server's close waits for the sockets it handed to the edge process (Node's handle
  // passing), so the edge process may only go after it: onClose hooks run once it has closed.
  app.addHook('onClose', () => hub.dispose());

  hub.setOnJoin((roomNo, viewer) => {
    if (viewer.memberId === null) return;
    const welcome = siteInfo(app).then((site) => {
      const id = `w${app.now()}-${viewer.memberId}`;
      const content = createWelcomeMessage({
        id,
        username: viewer.username,
        userId: String(viewer.memberId),
      });
      hub.broadcast(roomNo, {
        id,
        msgType: CHAT_MESSAGE_TYPE.welcome,
        content,
        venueName: '',
        sentAt: app.now(),
        siteId: site.siteId,
        siteSeries: site.siteSeries,
      });
    });
    // The welcome line is a courtesy: if it fails (e.g. the app is closing), the socket still works.
    welcome.catch((err: unknown) => app.log.warn({ err }, 'chat welcome line not sent'));
  });

  // The live-room points task: watching time from the members' room sockets (docs/rewards.md "Points").
  hub.setOnPresence((memberIds, left) => {
    recordLiveWatch(app.db, memberIds, app.now(), left).catch((err: unknown) =>
      app.log.warn({ err }, 'live watching time not recorded'),
    );
  });

  registerCall(app, chat.roomStatus, async (input) => {
    const site = await siteInfo(app);
    const now = app.now();
    const keys = [
      ...(input.matchIds ?? []).map((id) => ({ id, by: 'match' as const })),
      ...(input.chatRoomNos ?? []).map((id) => ({ id, by: 'room' as const })),
    ];
    const list = [];
    for (const { id, by } of keys) {
      const room = await readChatRoom(app.db, id);
      list.push({
        matchId: by === 'match' ? id : (room?.matchId ?? null),
        chatRoomNo: by === 'room' ? id : (room?.roomNo ?? null),
        status: room ? room.openStatus : -1,
        exist: room !== null,
        gameStatus: await gameStatus(app, room?.matchId ?? null, now),
      });
    }
    return { chatSwitch: site.chatSwitch, list };
  });

  registerCall(app, chat.entranceSwitch, async (input) => {
    const room = await roomFor(app, input.chatRoomNo ?? input.matchId);
    return { chatOpenStatus: room.openStatus, chatSwitch: (await siteInfo(app)).chatSwitch };
  });

  registerCall(app, chat.connector, async (input, ctx) => {
    const room = await roomFor(app, input.chatRoomNo ?? input.matchId);
    if (!isOpen((await siteInfo(app)).chatSwitch, room))
      throw new GatewayError(ErrorCode.chatClosed, msg('chat.roomClosed'));
    const { token, expiresAt } = await tickets.issue(
      { roomNo: room.roomNo, ...(await viewerOf(app, ctx)) },
      app.now(),
    );
    return { chatRoomNo: room.roomNo, wsUrl: CHAT_WS_PATH, wsToken: token, expiresAt };
  });

  registerCall(app, chat.detail, async (input, ctx) => {
    const room = await roomFor(app, input.chatRoomNo);
    return {
      ...settingsOf(room),
      chatRoomNo: room.roomNo,
      chatSwitch: (await siteInfo(app)).chatSwitch,
      title: room.title,
      onlineCount: hub.onlineCount(room.roomNo),
      viewers: hub.firstMembers(room.roomNo, FIRST_VIEWERS).map((v) => ({
        userId: String(v.memberId),
        username: v.username,
      })),
      viewerLevel: (await viewerOf(app, ctx)).level,
      isAdmin: ctx.member ? await isRoomAdmin(app.db, room.roomNo, ctx.member.id) : false,
    };
  });

  registerCall(app, chat.history, async (input) => {
    if (input.beforeId !== undefined) messageIdOrThrow(input.beforeId);
    const room = await roomFor(app, input.chatRoomNo);
    const site = await siteInfo(app);
    const page = await readHistory(app.db, room.roomNo, input.size, input.beforeId);
    return { list: page.list.map((m) => toWire(m, site)), hasMore: page.hasMore };
  });

  registerCall(app, chat.offlineMessage, async (input) => {
    if (input.sinceId !== undefined) messageIdOrThrow(input.sinceId);
    const room = await roomFor(app, input.chatRoomNo);
    const site = await siteInfo(app);
    const page = await readSince(app.db, room.roomNo, input.sinceId, OFFLINE_MAX);
    return { list: page.list.map((m) => toWire(m, site)), hasMore: page.hasMore };
  });

  registerCall(app, chat.greeting, async (input) => {
    const room = await roomFor(app, input.chatRoomNo);
    return { content: `欢迎来到「${room.title}」聊天室，文明发言，理性观赛。` };
  });

  registerCall(app, chat.mute, async (input, ctx) => {
    const room = await roomFor(app, input.chatRoomNo);
    if (!ctx.member) return { muted: false, until: null, reason: '' };
    const mute = await readMute(app.db, room.roomNo, ctx.member.id, app.now());
    return mute
      ? { muted: true, until: mute.until, reason: mute.reason }
      : { muted: false, until: null, reason: '' };
  });

  registerCall(app, chat.sendMessage, async (input, ctx) => {
    if (!ctx.member) throw loginRequired();
    const now = app.now();
    // The room and the sender's level at once: each round trip before the broadcast is delivery time.
    const [found, viewer] = await Promise.all([
      readSendContext(app.db, input.chatRoomNo, ctx.member.id, input.clientMsgId, now),
      viewerOf(app, ctx),
    ]);
    if (!found) throw roomNotFound();
    const { room, mute, again } = found;
    const site = await siteInfo(app);
    if (!isOpen(site.chatSwitch, room)) throw new GatewayError(ErrorCode.chatClosed, msg('chat.roomClosed'));
    if (mute) {
      const until = formatDateTime(mute.until).slice(11, 16);
      throw new GatewayError(ErrorCode.chatMuted, msg('chat.muted', { until }), {
        until: mute.until,
      });
    }
    // A shared order (晒单, msgType 2) carries a round number; order-share.ts composes its text.
    const text =
      input.msgType === CHAT_MESSAGE_TYPE.order
        ? await composeSharedOrder(app.db, ctx.member.id, input.content)
        : checkChatText(input.content);
    if (!text.ok) throw new GatewayError(ErrorCode.chatBadText, text.reason);
    if (again) return { id: again.id, sentAt: again.sentAt };
    if (viewer.level < room.minLevel) {
      throw new GatewayError(ErrorCode.chatLevelTooLow, msg('chat.levelTooLow', { minLevel: room.minLevel }));
    }
    const limit = await app.chat.limiter.check(ctx.member.id, now, room.slowModeSeconds * 1000);
    if (!limit.ok) {
      const seconds = Math.max(1, Math.ceil(limit.retryAfterMs / 1000));
      throw limit.kind === 'slow'
        ? new GatewayError(ErrorCode.chatSlowMode, msg('chat.slowMode', { seconds }), {
            retryAfterMs: limit.retryAfterMs,
          })
        : new GatewayError(ErrorCode.chatRateLimited, msg('chat.rateLimited', { seconds }), {
            retryAfterMs: limit.retryAfterMs,
          });
    }
    const stored = await insertMessage(app.db, {
      roomNo: room.roomNo,
      msgType: input.msgType,
      memberId: ctx.member.id,
      username: viewer.username,
      level: viewer.level,
      content: text.text,
      clientMsgId: input.clientMsgId,
      sentAt: now,
    });
    // The stored line goes out first; the send limit's note and the chat points task follow it.
    app.lineTimings.called(stored.id, ctx.reply.elapsedTime, epochNow());
    hub.broadcast(room.roomNo, toWire(stored, site));
    await Promise.all([
      app.chat.limiter.note(ctx.member.id, now),
      recordChatMessage(app.db, ctx.member.id, now), // the chat points task
    ]);
    return { id: stored.id, sentAt: stored.sentAt };
  });

  registerChatRoomAdminCalls(app);
  registerChatAdminRoutes(app);
  registerChatSafetyRoutes(app);
}
