import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@arena/protocol';
import { hashText } from '../../lib/hash-text.ts';
import {
  columnExists,
  insertArticle,
  readAllArticles,
  readArticle,
  readPredictionPage,
  updateArticle,
} from './news-repository.ts';
import { COVER_MOTIFS } from './news-art.ts';
import { parseMatchIds, toArticle } from './news-service.ts';
import { makePredictions, settleDue } from './prediction-service.ts';
import { msg } from '../../gateway/user-messages.ts';

const articleFields = {
  columnId: z.string().min(1).max(64),
  title: z.string().trim().min(1).max(120),
  summary: z.string().trim().max(300),
  body: z.string().min(1).max(50_000),
  author: z.string().trim().min(1).max(40),
  matchIds: z.array(z.string().min(1).max(64)).max(10),
  publishedAt: z.number().int().nonnegative(),
};
const createBody = z
  .object({
    ...articleFields,
    summary: articleFields.summary.optional(),
    matchIds: articleFields.matchIds.optional(),
    publishedAt: articleFields.publishedAt.optional(),
    expertId: z.string().min(1).max(64).optional(),
  })
  .strict();
const editBody = z.object(articleFields).partial().strict();

const fail = (reply: FastifyReply, status: number, code: number, msg: string, data: unknown = null) =>
  reply.code(status).send({ code, msg, data });

const issuesOf = (error: z.ZodError) =>
  error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));

/**
 * Operator endpoints of the news area (bearer ADMIN_TOKEN; the CLI `npm run admin -- news-…` and the
 * browser tests use them): add, edit, unpublish and republish articles; run a prediction round now.
 */
export function registerNewsAdminRoutes(app: FastifyInstance): void {
  const db = app.db;
  const guard = { preHandler: app.requireAdmin };

  app.get<{ Querystring: { limit?: string } }>('/admin/news/articles', guard, async (req) => {
    const limit = Math.min(500, Math.max(1, Number(req.query.limit ?? 50) || 50));
    const rows = await readAllArticles(db, limit);
    return {
      code: 0,
      msg: 'ok',
      data: {
        list: rows.map((r) => ({ ...toArticle(r), status: r.status, matchIds: parseMatchIds(r.match_ids) })),
      },
    };
  });

  app.post('/admin/news/articles', guard, async (req, reply) => {
    const parsed = createBody.safeParse(req.body ?? {});
    if (!parsed.success)
      return fail(reply, 400, ErrorCode.badInput, msg('news.adminArticleIncomplete'), {
        issues: issuesOf(parsed.error),
      });
    const a = parsed.data;
    if (!(await columnExists(db, a.columnId)))
      return fail(reply, 400, ErrorCode.badInput, msg('news.adminColumnNotFound'), { field: 'columnId' });
    const now = app.now();
    const h = hashText(a.title);
    const articleId = await insertArticle(
      db,
      {
        columnId: a.columnId,
        title: a.title,
        summary: a.summary ?? '',
        body: a.body,
        author: a.author,
        expertId: a.expertId ?? null,
        coverHue: h % 360,
        coverMotif: (h >>> 9) % COVER_MOTIFS,
        matchIds: a.matchIds ?? [],
        publishedAt: a.publishedAt ?? now,
      },
      now,
    );
    return { code: 0, msg: 'ok', data: { articleId } };
  });

  app.post<{ Params: { id: string } }>('/admin/news/articles/:id', guard, async (req, reply) => {
    const parsed = editBody.safeParse(req.body ?? {});
    if (!parsed.success)
      return fail(reply, 400, ErrorCode.badInput, msg('news.adminBadPatch'), {
        issues: issuesOf(parsed.error),
      });
    if (parsed.data.columnId !== undefined && !(await columnExists(db, parsed.data.columnId)))
      return fail(reply, 400, ErrorCode.badInput, msg('news.adminColumnNotFound'), { field: 'columnId' });
    if (!(await updateArticle(db, req.params.id, parsed.data, app.now())))
      return fail(reply, 404, ErrorCode.notFound, msg('news.adminArticleNotFound'));
    return { code: 0, msg: 'ok', data: { articleId: req.params.id } };
  });

  for (const [action, status] of [
    ['unpublish', 'unpublished'],
    ['publish', 'published'],
  ] as const) {
    app.post<{ Params: { id: string } }>(`/admin/news/articles/:id/${action}`, guard, async (req, reply) => {
      if (!(await updateArticle(db, req.params.id, { status }, app.now())))
        return fail(reply, 404, ErrorCode.notFound, msg('news.adminArticleNotFound'));
      const row = await readArticle(db, req.params.id);
      return { code: 0, msg: 'ok', data: { articleId: req.params.id, status: row?.status ?? status } };
    });
  }

  // One prediction round now: settle what ended, then predict what is coming (tests, operators).
  app.post('/admin/news/predictions/run', guard, async () => {
    const settled = await settleDue(db, app.now());
    const created = await makePredictions(db, app.now());
    return { code: 0, msg: 'ok', data: { settled, created } };
  });

  // Predictions with their picks (premium ones included), by expert or match.
  app.get<{ Querystring: { expertId?: string; matchId?: string } }>(
    '/admin/news/predictions',
    guard,
    async (req) => {
      const { rows, total } = await readPredictionPage(
        db,
        { expertId: req.query.expertId, matchId: req.query.matchId },
        null,
        1,
        200,
      );
      return { code: 0, msg: 'ok', data: { list: rows, total } };
    },
  );
}
