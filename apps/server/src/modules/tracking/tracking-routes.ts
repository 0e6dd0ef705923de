import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode, catalogue } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';
import { insertClickEvents, listClickEvents } from './click-repository.ts';

/** Free-text headers are stored clipped, so a client cannot grow a row without bound. */
const clip = (value: string | undefined, max: number) => (value ? value.slice(0, max) : null);

/** One event of a batch, as the catalogue's `events` schema has already checked it. */
interface ReportedClick {
  event: string;
  page: string;
  target?: string;
  ts: number;
}

/** Most rows the operator read answers. */
const ADMIN_LIST_MAX = 100;

const adminQuery = z
  .object({
    event: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/)
      .optional(),
    deviceId: z.string().min(1).max(128).optional(),
  })
  .strict();

/**
 * Click report (spec §7 "Tracking"): a batch of events, stored in one transaction (all or none), each
 * with the member (when a valid token came along), device id and client type from the headers.
 * `GET /admin/clicks` lets an operator (and the browser suite) read the newest rows back.
 */
export function registerTrackingRoutes(app: FastifyInstance): void {
  registerCall(app, catalogue.tracking.clickReport, async (input, { member, headers }) => {
    // The input schema parsed this text and checked every event; parsing again is the cheap way to
    // get the objects, since the schema's output stays the wire text (see the catalogue).
    const events = JSON.parse(input.events) as ReportedClick[];
    const memberId = member?.id ?? null;
    const deviceId = clip(headers.deviceId, 128);
    const clientType = clip(headers.clientType, 32);
    await insertClickEvents(
      app.db,
      events.map((e) => ({
        event: e.event,
        page: e.page,
        target: e.target ?? null,
        clientTs: e.ts,
        memberId,
        deviceId,
        clientType,
      })),
    );
    return { ok: true, accepted: events.length };
  });

  app.get('/admin/clicks', { preHandler: app.requireAdmin }, async (req, reply) => {
    const query = adminQuery.safeParse(req.query);
    if (!query.success)
      return reply.code(400).send({ code: ErrorCode.badInput, msg: query.error.message, data: null });
    const list = await listClickEvents(app.db, { ...query.data, limit: ADMIN_LIST_MAX });
    return { code: ErrorCode.ok, msg: 'ok', data: { list } };
  });
}
