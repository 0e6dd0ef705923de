import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@arena/protocol';
import {
  setPopupsEnabled,
  upsertFloatingIcon,
  upsertHomeModule,
  upsertPopup,
} from './site-content-write-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/** An operator link: empty, an in-app path, or an https address (what the client follows). */
const link = z.union([
  z.literal(''),
  z.string().regex(/^\/(?![/\\])\S{0,500}$/),
  z.string().regex(/^https:\/\/\S{1,500}$/),
]);
const rowId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);

const popup = z
  .object({
    id: rowId,
    page: z.enum(['home', 'live', 'activity', 'wallet']),
    title: z.string().trim().min(1).max(60),
    contentHtml: z.string().max(5000).default(''),
    imageUrl: link.default(''),
    linkUrl: link.default(''),
    frequency: z.enum(['once', 'daily', 'always']).default('once'),
    sort: z.number().int().min(0).max(9999).default(0),
    enabled: z.boolean().default(true),
  })
  .strict();

const popupsEnabled = z
  .object({ enabled: z.boolean(), ids: z.array(rowId).min(1).max(100).optional() })
  .strict();

const floatingIcon = z
  .object({
    id: rowId,
    name: z.string().trim().min(1).max(20),
    iconUrl: link.default(''),
    linkUrl: link.refine((v) => v !== '', msg('site.adminLinkEmpty')),
    position: z.enum(['left', 'right']),
    sort: z.number().int().min(0).max(9999).default(0),
    enabled: z.boolean().default(true),
  })
  .strict();

const homeModule = z
  .object({
    device: z.enum(['h5', 'pc']),
    module: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,31}$/),
    title: z.string().trim().min(1).max(30),
    sort: z.number().int().min(0).max(9999),
    visible: z.boolean(),
  })
  .strict();

const badInput = (reply: FastifyReply, error: z.ZodError) =>
  reply.code(400).send({
    code: ErrorCode.badInput,
    msg: msg('site.adminBadParams', { detail: error.issues[0]?.message ?? '' }),
    data: null,
  });

/**
 * Operator endpoints (bearer ADMIN_TOKEN) for the site content an operator console edits: pop-ups,
 * floating icons and home modules. Used by the browser tests and `npm run admin`-style tooling.
 */
export function registerSiteAdminRoutes(app: FastifyInstance): void {
  const guard = { preHandler: app.requireAdmin };

  app.post('/admin/site/popup', guard, async (req, reply) => {
    const parsed = popup.safeParse(req.body);
    if (!parsed.success) return badInput(reply, parsed.error);
    await upsertPopup(app.db, parsed.data);
    return { code: ErrorCode.ok, msg: 'ok', data: parsed.data };
  });

  app.post('/admin/site/popups/enabled', guard, async (req, reply) => {
    const parsed = popupsEnabled.safeParse(req.body);
    if (!parsed.success) return badInput(reply, parsed.error);
    const changed = await setPopupsEnabled(app.db, parsed.data.ids ?? null, parsed.data.enabled);
    return { code: ErrorCode.ok, msg: 'ok', data: { changed } };
  });

  app.post('/admin/site/floating-icon', guard, async (req, reply) => {
    const parsed = floatingIcon.safeParse(req.body);
    if (!parsed.success) return badInput(reply, parsed.error);
    await upsertFloatingIcon(app.db, parsed.data);
    return { code: ErrorCode.ok, msg: 'ok', data: parsed.data };
  });

  app.post('/admin/site/home-module', guard, async (req, reply) => {
    const parsed = homeModule.safeParse(req.body);
    if (!parsed.success) return badInput(reply, parsed.error);
    await upsertHomeModule(app.db, parsed.data);
    return { code: ErrorCode.ok, msg: 'ok', data: parsed.data };
  });
}
