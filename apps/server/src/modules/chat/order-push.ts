import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { CHAT_MESSAGE_TYPE, mapVenueName, selectOrderPush, type OrderPush } from '@arena/domain';
import { ErrorCode, optionalUrl } from '@arena/protocol';
import { publishRoomMessage } from './chat-routes.ts';
import { type ChatRoomRow } from './chat-repository.ts';
import { readChatRoom } from './chat-target.ts';
import { latestPushLines, pushLinesOf } from './order-push-repository.ts';
import { matchVenueName } from '../live/live-match-service.ts';
import { msg } from '../../gateway/user-messages.ts';

const PUSH_TYPES = { push: CHAT_MESSAGE_TYPE.orderPush, revert: CHAT_MESSAGE_TYPE.revertOrderPush };

/**
 * Order pushes (主播推单, spec §3 "Order push", §4 selection; docs/chat.md): a room's streamer
 * recommends a selection (msgType 4) and may withdraw it (msgType 5). Both are stored chat lines
 * published with `publishRoomMessage`, so history and catch-up replay them and every client picks the
 * push in force with packages/domain `selectOrderPush`.
 */

/** Venue of a room without a match (cast live), as `live.matchDetail` answers it. */
export const CAST_ROOM_VENUE = 'ZB';
/** How many of a room's newest lines the operator's "push in force" looks at (the web reads 50). */
const SCAN_LINES = 200;

const venueName = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,16}$/, 'venueName: 1–16 letters or digits')
  .transform(mapVenueName);

/** Body of POST /admin/chat/rooms/:roomNo/order-push (spec §3 order push fields; id is the server's). */
export const orderPushBody = z
  .object({
    categoryName: z.string().trim().min(1).max(40),
    itemName: z.string().trim().min(1).max(60),
    score: z.string().trim().max(20),
    teamLogo: optionalUrl.optional(),
    venueName,
  })
  .strict();
export type OrderPushInput = z.input<typeof orderPushBody>;

const revertBody = z.object({ id: z.string().min(1).max(64) }).strict();

/** When each room last had an order push (operator or scheduler): the scheduler waits its turn. */
export interface OrderPushState {
  lastPushAt: Map<string, number>;
  /** The scheduler's own pushes still in force: room → push and the market it came from. */
  auto: Map<string, { id: string; marketId: string; venueName: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    orderPushes: OrderPushState;
  }
}

const newPushId = (now: number) => `op${now.toString(36)}${randomBytes(3).toString('hex')}`;

/** Publishes an order push into a room; answers the push id and the wire line. */
export async function pushOrder(
  app: FastifyInstance,
  roomNo: string,
  input: z.output<typeof orderPushBody>,
  /** The time the push counts from (the scheduler's tick time; else the app's clock). */
  now: number = app.now(),
) {
  const content = {
    id: newPushId(now),
    categoryName: input.categoryName,
    itemName: input.itemName,
    score: input.score,
    teamLogo: input.teamLogo ?? '',
    venueName: input.venueName,
  };
  app.orderPushes.lastPushAt.set(roomNo, now);
  app.orderPushes.auto.delete(roomNo);
  const message = await publishRoomMessage(app, {
    roomNo,
    msgType: CHAT_MESSAGE_TYPE.orderPush,
    content,
    venueName: input.venueName,
  });
  return { id: content.id, message };
}

/** The push `id` of a room and whether a revert of it was published; null when the room never had it. */
async function readPush(app: FastifyInstance, roomNo: string, id: string) {
  const rows = await pushLinesOf(app.db, roomNo, id, PUSH_TYPES);
  const push = rows.find((r) => r.msg_type === CHAT_MESSAGE_TYPE.orderPush);
  if (!push) return null;
  return {
    venueName: push.venue_name,
    withdrawn: rows.some((r) => r.msg_type === CHAT_MESSAGE_TYPE.revertOrderPush),
  };
}

/** Why a revert was refused, as the operator endpoint answers it. */
export class OrderPushRefusal extends Error {
  constructor(
    readonly code: number,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Withdraws push `id` of a room (msgType 5, content `{ id }`, with the push's venue so that clients of
 * that venue stop their scan there; spec §4). Unknown id 10288; already withdrawn, or replaced by a
 * newer push of its venue, 10289.
 */
export async function revertOrder(app: FastifyInstance, roomNo: string, id: string) {
  const push = await readPush(app, roomNo, id);
  if (!push) throw new OrderPushRefusal(ErrorCode.orderPushUnknown, 404, msg('chat.orderPushUnknown'));
  if (push.withdrawn)
    throw new OrderPushRefusal(ErrorCode.orderPushWithdrawn, 409, msg('chat.orderPushWithdrawn'));
  // A revert ends every client's scan (spec §4), so withdrawing an older push would hide the newer one.
  if ((await pushInForce(app, roomNo, push.venueName))?.id !== id)
    throw new OrderPushRefusal(ErrorCode.orderPushWithdrawn, 409, msg('chat.orderPushReplaced'));
  if (app.orderPushes.auto.get(roomNo)?.id === id) app.orderPushes.auto.delete(roomNo);
  return publishRoomMessage(app, {
    roomNo,
    msgType: CHAT_MESSAGE_TYPE.revertOrderPush,
    content: { id },
    venueName: push.venueName,
  });
}

/** The venue of a room: its match's venue, or {@link CAST_ROOM_VENUE} for a cast live. */
export async function roomVenue(app: FastifyInstance, room: ChatRoomRow): Promise<string> {
  if (!room.matchId) return CAST_ROOM_VENUE;
  return (await matchVenueName(app.db, room.matchId)) ?? CAST_ROOM_VENUE;
}

/** The push in force for the room's own venue, chosen as every client chooses it (spec §4). */
async function pushInForce(app: FastifyInstance, roomNo: string, venue: string): Promise<OrderPush | null> {
  const rows = await latestPushLines(app.db, roomNo, PUSH_TYPES, SCAN_LINES);
  const frames = rows.reverse().map((r) => ({
    id: r.id,
    msgType: r.msg_type,
    content: r.content,
    venueName: r.venue_name,
  }));
  return selectOrderPush(frames, { venueName: venue, siteId: 0 });
}

const refuse = (reply: FastifyReply, status: number, code: number, msg: string) =>
  reply.code(status).send({ code, msg, data: null });

/** Operator endpoints of order pushes (bearer ADMIN_TOKEN; browser tests use them). */
export function registerOrderPushRoutes(app: FastifyInstance): void {
  app.decorate('orderPushes', { lastPushAt: new Map(), auto: new Map() });

  // The room's match and venue, and the push in force for that venue (what a viewer of the room sees).
  app.get<{ Params: { roomNo: string } }>(
    '/admin/chat/rooms/:roomNo/order-push',
    { preHandler: app.requireAdmin },
    async (req, reply) => {
      const room = await readChatRoom(app.db, req.params.roomNo);
      if (!room) return refuse(reply, 404, ErrorCode.notFound, msg('chat.roomNotFound'));
      const venue = await roomVenue(app, room);
      return {
        code: 0,
        msg: 'ok',
        data: {
          roomNo: room.roomNo,
          matchId: room.matchId,
          venueName: venue,
          push: await pushInForce(app, room.roomNo, venue),
        },
      };
    },
  );

  app.post<{ Params: { roomNo: string } }>(
    '/admin/chat/rooms/:roomNo/order-push',
    { preHandler: app.requireAdmin },
    async (req, reply) => {
      const parsed = orderPushBody.safeParse(req.body ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'body';
        return refuse(reply, 400, ErrorCode.badInput, msg('chat.orderPushBad', { where }));
      }
      const room = await readChatRoom(app.db, req.params.roomNo);
      if (!room) return refuse(reply, 404, ErrorCode.notFound, msg('chat.roomNotFound'));
      return { code: 0, msg: 'ok', data: (await pushOrder(app, room.roomNo, parsed.data)).message };
    },
  );

  app.post<{ Params: { roomNo: string } }>(
    '/admin/chat/rooms/:roomNo/order-push/revert',
    { preHandler: app.requireAdmin },
    async (req, reply) => {
      const parsed = revertBody.safeParse(req.body ?? {});
      if (!parsed.success) return refuse(reply, 400, ErrorCode.badInput, msg('chat.orderPushIdMissing'));
      const room = await readChatRoom(app.db, req.params.roomNo);
      if (!room) return refuse(reply, 404, ErrorCode.notFound, msg('chat.roomNotFound'));
      try {
        return { code: 0, msg: 'ok', data: await revertOrder(app, room.roomNo, parsed.data.id) };
      } catch (err) {
        if (err instanceof OrderPushRefusal) return refuse(reply, err.status, err.code, err.message);
        throw err;
      }
    },
  );
}
