import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode, SUPPORT_WAIT_MS, catalogue } from '@arena/protocol';
import { registerCall, type CallContext } from '../../gateway/register-call.ts';
import { loginRequired } from '../../gateway/gateway-error.ts';
import { readImage } from './support-repository.ts';
import { financeEntryUrl } from './support-entry.ts';
import { SupportHub, type SharedNote } from './support-hub.ts';
import {
  SUPPORT_IMAGE_PATH,
  customerLines,
  customerOf,
  leaveOfflineMessage,
  openFinanceConversation,
  sendCustomerLine,
  supportState,
  type SupportDeps,
} from './support-service.ts';
import { registerOpsRoutes } from './ops-routes.ts';
import { msg } from '../../gateway/user-messages.ts';

const who = (deps: SupportDeps, ctx: CallContext) => customerOf(deps, ctx.member, ctx.headers.deviceId);

/** The cluster bus channel of the support wake-ups (docs/customer-service.md). */
const SUPPORT_CHANNEL = 'support';

/**
 * Customer service (docs/customer-service.md): the `/cs` calls of members and visitors, the finance
 * entry tied to an order, the images of conversations, and the operator console's plain JSON API.
 */
export function registerSupportRoutes(app: FastifyInstance): void {
  const { cluster } = app;
  const shared = cluster.mode !== 'memory';
  const hub = new SupportHub({
    // PGlite lives in this one process, which therefore sees every change.
    complete: app.db.kind === 'pglite',
    ...(shared
      ? {
          share: (note: Omit<SharedNote, 'from'>) =>
            cluster.bus.publish(SUPPORT_CHANNEL, JSON.stringify({ ...note, from: cluster.instanceId })),
        }
      : {}),
  });
  // Several instances: their notes arrive over the bus at once; the polls' re-reads stay as the
  // backstop for a note the bus lost (and for instances on one PostgreSQL without a bus).
  if (shared)
    cluster.bus.subscribe(SUPPORT_CHANNEL, (payload) => {
      try {
        const note = JSON.parse(payload) as SharedNote;
        if (note.from !== cluster.instanceId) hub.receive(note);
      } catch (err) {
        app.log.warn({ err }, 'unreadable support note'); // only a hint: the polls' re-reads cover it
      }
    });
  const deps: SupportDeps = {
    db: app.db,
    hub,
    // PGlite: no re-reading (every change is this process's). PostgreSQL may be shared by several
    // instances, whose changes a held poll picks up by re-reading each second.
    recheckMs: app.db.kind === 'pglite' ? SUPPORT_WAIT_MS : 1_000,
    adoptChecked: new Set(),
  };
  const { support, finance } = catalogue;

  registerCall(app, support.state, async (_input, ctx) =>
    supportState(app.db, await who(deps, ctx), app.now()),
  );
  registerCall(app, support.lines, async (input, ctx) =>
    customerLines(deps, await who(deps, ctx), input, app.now),
  );
  registerCall(app, support.send, async (input, ctx) =>
    sendCustomerLine(deps, await who(deps, ctx), input, app.now()),
  );
  registerCall(app, support.leaveMessage, async ({ content }, { member }) => {
    if (!member) throw loginRequired();
    return leaveOfflineMessage(app.db, member.id, content);
  });

  registerCall(app, finance.customerService, async ({ orderNo }, { member, req }) => {
    if (!member) throw loginRequired();
    const { online } = await openFinanceConversation(deps, member.id, orderNo, app.now());
    return { url: financeEntryUrl(req, orderNo), online };
  });

  // Images are fetched by <img>: the unguessable key is the permission (a capability URL).
  app.get(`${SUPPORT_IMAGE_PATH}/:key`, async (req, reply) => {
    const params = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{32}$/) }).safeParse(req.params);
    const image = params.success ? await readImage(app.db, params.data.key) : null;
    if (!image)
      return reply.code(404).send({ code: ErrorCode.notFound, msg: msg('common.imageNotFound'), data: null });
    return reply
      .type(image.mime)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(image.data));
  });

  registerOpsRoutes(app, deps);
}
