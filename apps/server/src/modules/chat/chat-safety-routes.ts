import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode, GatewayError, catalogue } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';
import { readChatRoom } from './chat-target.ts';
import { memberExists } from '../auth/member-directory.ts';
import { latestReports } from './chat-admin-service.ts';
import {
  insertOperatorLines,
  insertReport,
  readBlocked,
  readLine,
  writeBlock,
} from './chat-safety-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

const { chat } = catalogue;
/** Most reports the operator list answers. */
const REPORTS_MAX = 100;
const linesBody = z
  .object({ prefix: z.string().min(1).max(40), count: z.number().int().min(1).max(500) })
  .strict();

const memberIdOf = (text: string) => {
  if (!/^[1-9]\d{0,17}$/.test(text)) throw new GatewayError(ErrorCode.badInput, msg('chat.badMemberId'));
  return Number(text);
};

/**
 * A member's own safety tools in chat (design, docs/chat.md "Block and report"): blocking hides
 * another member's lines for the blocker only (the list is stored with the blocker; every client of
 * theirs filters with it, history and socket alike); a report keeps the line and its author for the
 * operator, who reads them at GET /admin/chat/reports.
 */
export function registerChatSafetyRoutes(app: FastifyInstance): void {
  registerCall(app, chat.blockList, async (_input, ctx) => ({
    blockedIds: await readBlocked(app.db, ctx.member.id),
  }));

  registerCall(app, chat.block, async ({ memberId, block }, ctx) => {
    const me = ctx.member;
    const other = memberIdOf(memberId);
    if (other === me.id) throw new GatewayError(ErrorCode.badInput, msg('chat.cannotBlockSelf'));
    if (!(await memberExists(app.db, other)))
      throw new GatewayError(ErrorCode.notFound, msg('common.memberNotFound'));
    await writeBlock(app.db, me.id, other, block, app.now());
    return { blockedIds: await readBlocked(app.db, me.id) };
  });

  registerCall(app, chat.report, async ({ chatRoomNo, messageId, reason }, ctx) => {
    const me = ctx.member;
    const room = await readChatRoom(app.db, chatRoomNo);
    if (!room) throw new GatewayError(ErrorCode.notFound, msg('chat.roomNotFound'));
    const line = /^\d{1,18}$/.test(messageId) ? await readLine(app.db, room.roomNo, messageId) : null;
    if (!line) throw new GatewayError(ErrorCode.notFound, msg('chat.lineNotFound'));
    await insertReport(app.db, {
      reporterId: me.id,
      roomNo: room.roomNo,
      messageId,
      reportedId: line.memberId,
      content: line.content,
      reason,
      now: app.now(),
    });
    return { ok: true };
  });

  // Operator: store numbered demo lines in a room (a long history for tests and demos).
  app.post<{ Params: { room: string } }>(
    '/admin/chat/rooms/:room/lines',
    { preHandler: app.requireAdmin },
    async (req, reply) => {
      const parsed = linesBody.safeParse(req.body ?? {});
      if (!parsed.success)
        return reply.code(400).send({ code: ErrorCode.badInput, msg: 'bad lines', data: null });
      const room = await readChatRoom(app.db, req.params.room);
      if (!room)
        return reply.code(404).send({ code: ErrorCode.notFound, msg: msg('chat.roomNotFound'), data: null });
      await insertOperatorLines(app.db, room.roomNo, parsed.data.prefix, parsed.data.count, app.now());
      return { code: 0, msg: 'ok', data: { room: room.roomNo, count: parsed.data.count } };
    },
  );

  // Operator: the latest reports, newest first.
  app.get('/admin/chat/reports', { preHandler: app.requireAdmin }, async () => ({
    code: 0,
    msg: 'ok',
    data: { list: await latestReports(app.db, REPORTS_MAX) },
  }));
}
