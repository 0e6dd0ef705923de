import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@arena/protocol';
import { memberIdByName } from '../auth/member-directory.ts';
import { setRoomAdmin, writeMute } from './chat-repository.ts';
import { readChatRoom } from './chat-target.ts';

const muteBody = z
  .object({
    name: z.string().min(1).max(64),
    /** 0 lifts the mute; at most 30 days. */
    minutes: z.number().int().min(0).max(43_200),
    reason: z.string().max(100).optional(),
  })
  .strict();

const adminBody = z.object({ name: z.string().min(1).max(64), admin: z.boolean() }).strict();

/** Operator endpoints of chat (bearer ADMIN_TOKEN; browser tests use them). */
export function registerChatAdminRoutes(app: FastifyInstance): void {
  // Makes a member a room admin (spec §6), or with `admin: false` no longer one.
  app.post<{ Params: { room: string } }>(
    '/admin/chat/rooms/:room/admins',
    { preHandler: app.requireAdmin },
    async (req, reply) => {
      const parsed = adminBody.safeParse(req.body ?? {});
      if (!parsed.success)
        return reply.code(400).send({ code: ErrorCode.badInput, msg: 'bad admin', data: null });
      const room = await readChatRoom(app.db, req.params.room);
      const id = await memberIdByName(app.db, parsed.data.name);
      if (!room || id === null)
        return reply
          .code(404)
          .send({ code: ErrorCode.notFound, msg: 'room or member not found', data: null });
      await setRoomAdmin(app.db, room.roomNo, id, parsed.data.admin);
      return {
        code: 0,
        msg: 'ok',
        data: { room: room.roomNo, name: parsed.data.name, admin: parsed.data.admin },
      };
    },
  );

  // Mutes a member in one room for `minutes` (0 lifts it); spec §6 "mute".
  app.post<{ Params: { room: string } }>(
    '/admin/chat/rooms/:room/mute',
    { preHandler: app.requireAdmin },
    async (req, reply) => {
      const parsed = muteBody.safeParse(req.body ?? {});
      if (!parsed.success)
        return reply.code(400).send({ code: ErrorCode.badInput, msg: 'bad mute', data: null });
      const room = await readChatRoom(app.db, req.params.room);
      if (!room) return reply.code(404).send({ code: ErrorCode.notFound, msg: 'room not found', data: null });
      const memberId = await memberIdByName(app.db, parsed.data.name);
      if (memberId === null)
        return reply.code(404).send({ code: ErrorCode.notFound, msg: 'member not found', data: null });
      const now = app.now();
      const until = now + parsed.data.minutes * 60_000;
      await writeMute(app.db, {
        roomNo: room.roomNo,
        memberId,
        until,
        reason: parsed.data.reason ?? '',
        now,
      });
      return { code: 0, msg: 'ok', data: { room: room.roomNo, name: parsed.data.name, until } };
    },
  );
}
