import type { FastifyInstance } from 'fastify';
import { ErrorCode, catalogue, type ChatRoomSettings } from '@arena/protocol';
import { GatewayError, loginRequired } from '../../gateway/gateway-error.ts';
import { registerCall, type CallContext } from '../../gateway/register-call.ts';
import { memberExists } from '../auth/member-directory.ts';
import {
  deleteMessage,
  isRoomAdmin,
  readMessageContent,
  writeMute,
  writeRoomSetup,
  type ChatRoomRow,
} from './chat-repository.ts';
import { readChatRoom } from './chat-target.ts';
import { mutedPage } from './chat-admin-service.ts';
import { msg } from '../../gateway/user-messages.ts';

const { chat } = catalogue;
const MINUTE = 60_000;

/** The room, when the caller administers it (spec §6 "chat room admin"); else 10200 / 10203. */
async function adminRoom(app: FastifyInstance, roomNo: string, ctx: CallContext): Promise<ChatRoomRow> {
  if (!ctx.member) throw loginRequired();
  const room = await readChatRoom(app.db, roomNo);
  if (!room) throw new GatewayError(ErrorCode.notFound, msg('chat.roomNotFound'));
  if (!(await isRoomAdmin(app.db, room.roomNo, ctx.member.id))) {
    throw new GatewayError(ErrorCode.forbidden, msg('chat.notRoomAdmin'));
  }
  return room;
}

/** A member id from the call's `userId`, or 10200 when no such member exists. */
async function memberId(app: FastifyInstance, userId: string | undefined): Promise<number> {
  const id = userId && /^\d{1,15}$/.test(userId) ? Number(userId) : null;
  if (id === null || !(await memberExists(app.db, id)))
    throw new GatewayError(ErrorCode.notFound, msg('common.memberNotFound'));
  return id;
}

/** Every viewer of the room learns the new settings at once (the web panel updates its detail). */
function announceSettings(app: FastifyInstance, roomNo: string, settings: ChatRoomSettings): void {
  app.chat.hub.notify(roomNo, { type: 'room', settings });
}

/**
 * Room-admin calls (spec §6): mute list, unblock, operation (mute, kick, delete, pin) and room setup.
 * A room admin is a member an operator granted (`POST /admin/chat/rooms/:room/admins`).
 */
export function registerChatRoomAdminCalls(app: FastifyInstance): void {
  registerCall(app, chat.adminMuteList, async (input, ctx) => {
    const room = await adminRoom(app, input.chatRoomNo, ctx);
    const now = app.now();
    const { rows, total } = await mutedPage(app.db, room.roomNo, now, {
      size: input.size,
      offset: (input.page - 1) * input.size,
    });
    return {
      list: rows.map((r) => ({
        member: { id: r.id, name: r.name, nickName: r.nickname, avatarUrl: '', vipLevel: 0 },
        until: r.untilAt,
        reason: r.reason,
      })),
      total,
      page: input.page,
      size: input.size,
    };
  });

  registerCall(app, chat.adminUnblock, async (input, ctx) => {
    const room = await adminRoom(app, input.chatRoomNo, ctx);
    const id = await memberId(app, input.userId);
    const now = app.now();
    await writeMute(app.db, { roomNo: room.roomNo, memberId: id, until: now, reason: '', now });
    return { ok: true };
  });

  registerCall(app, chat.adminOperation, async (input, ctx) => {
    const room = await adminRoom(app, input.chatRoomNo, ctx);
    const now = app.now();
    if (input.action === 'mute' || input.action === 'kick') {
      const id = await memberId(app, input.userId);
      if (input.action === 'kick') {
        app.chat.hub.kick(room.roomNo, id);
        return { ok: true };
      }
      if (!input.minutes) throw new GatewayError(ErrorCode.badInput, msg('chat.muteDurationMissing'));
      const until = now + input.minutes * MINUTE;
      await writeMute(app.db, { roomNo: room.roomNo, memberId: id, until, reason: input.reason ?? '', now });
      return { ok: true };
    }
    const messageId = input.messageId && /^\d{1,18}$/.test(input.messageId) ? input.messageId : null;
    const content = messageId ? await readMessageContent(app.db, room.roomNo, messageId) : null;
    if (!messageId || content === null) throw new GatewayError(ErrorCode.notFound, msg('chat.lineNotFound'));
    if (input.action === 'deleteMessage') {
      await deleteMessage(app.db, room.roomNo, messageId);
      app.chat.hub.notify(room.roomNo, { type: 'deleted', id: messageId });
      return { ok: true };
    }
    // pinMessage: the message becomes the room's announcement (docs/chat.md).
    const settings = await writeRoomSetup(app.db, room, {
      openStatus: room.openStatus,
      announcement: content,
    });
    announceSettings(app, room.roomNo, settings);
    return { ok: true };
  });

  registerCall(app, chat.adminRoomSetup, async (input, ctx) => {
    const room = await adminRoom(app, input.chatRoomNo, ctx);
    const settings = await writeRoomSetup(app.db, room, {
      openStatus: input.chatOpenStatus,
      ...(input.announcement === undefined ? {} : { announcement: input.announcement.trim() }),
      ...(input.slowModeSeconds === undefined ? {} : { slowModeSeconds: input.slowModeSeconds }),
      ...(input.minLevel === undefined ? {} : { minLevel: input.minLevel }),
    });
    announceSettings(app, room.roomNo, settings);
    return { ok: true };
  });
}
