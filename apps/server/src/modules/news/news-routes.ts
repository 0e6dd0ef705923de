import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode, catalogue } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';
import { GatewayError } from '../../gateway/gateway-error.ts';
import { avatarPng } from '../live/live-art.ts';
import { coverPng, COVER_MOTIFS } from './news-art.ts';
import { columnExists } from './news-repository.ts';
import { articleDetail, articles, columns, hotNews, matchList, odds } from './news-service.ts';
import {
  expertDetail,
  experts,
  makePredictions,
  predictions,
  settleDue,
  unlockPrediction,
} from './prediction-service.ts';
import { registerNewsAdminRoutes } from './news-admin-routes.ts';
import { msg } from '../../gateway/user-messages.ts';

/** How often experts look at the schedule and settled matches are scored (design). */
const PREDICTION_TICK_MS = 30_000;
/** Drawn images kept in memory (derived from the URL alone, so any instance draws the same bytes). */
const ART_CACHE_MAX = 256;
const DAY = 86_400_000;

const drawn = new Map<string, Buffer>();
function art(key: string, draw: () => Buffer): Buffer {
  let png = drawn.get(key);
  if (!png) {
    if (drawn.size >= ART_CACHE_MAX) drawn.delete(drawn.keys().next().value as string);
    drawn.set(key, (png = draw()));
  }
  return png;
}

const pngReply = (reply: FastifyReply, png: Buffer) =>
  reply
    .header('content-type', 'image/png')
    .header('cache-control', 'public, max-age=86400, immutable')
    .header('access-control-allow-origin', '*')
    .send(png);

const imageNotFound = (reply: FastifyReply) =>
  reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ code: ErrorCode.notFound, msg: msg('common.imageNotFound'), data: null });

/** A Beijing-time date (the match start format, spec §3) within a week of today. */
function checkDate(date: string, now: number): void {
  const at = Date.parse(`${date}T12:00:00+08:00`);
  if (Number.isNaN(at) || Math.abs(at - now) > 7 * DAY)
    throw new GatewayError(ErrorCode.badInput, msg('news.dateRange'), { field: 'date' });
}

/**
 * News, soccer data and expert predictions (spec §7 "News/soccer"; docs/news.md): the catalogue's
 * news calls, the drawn covers and avatars, the operator endpoints and the prediction timer.
 */
export function registerNewsRoutes(app: FastifyInstance): void {
  const n = catalogue.news;
  const db = app.db;
  const now = () => app.now();

  registerCall(app, n.hotNews, ({ size }) => hotNews(db, size, now()));
  registerCall(app, n.columns, () => columns(db));
  registerCall(app, n.articles, async (input) => {
    if (input.columnId !== undefined && !(await columnExists(db, input.columnId)))
      throw new GatewayError(ErrorCode.notFound, msg('news.columnNotFound'), { field: 'columnId' });
    return articles(db, input);
  });
  registerCall(app, n.articleDetail, ({ articleId }) => articleDetail(db, articleId));
  registerCall(app, n.matchList, (input) => {
    checkDate(input.date, now());
    return matchList(db, input, now());
  });
  registerCall(app, n.odds, ({ matchId }) => odds(db, matchId));
  registerCall(app, n.experts, ({ page, size }) => experts(db, page, size, now()));
  registerCall(app, n.expertDetail, ({ expertId }) => expertDetail(db, expertId, now()));
  registerCall(app, catalogue.prediction.list, (input, ctx) =>
    predictions(db, input, ctx.member?.id ?? null, now()),
  );
  registerCall(app, catalogue.prediction.unlock, (input, ctx) =>
    unlockPrediction(db, ctx.member.id, input.predictionId, now()),
  );

  app.get<{ Params: { file: string } }>('/news/cover/:file', async (req, reply) => {
    const m = /^(\d{1,3})-(\d)\.png$/.exec(req.params.file);
    const hue = Number(m?.[1]);
    const motif = Number(m?.[2]);
    if (!m || hue >= 360 || motif >= COVER_MOTIFS) return imageNotFound(reply);
    return pngReply(
      reply,
      art(`cover:${hue}-${motif}`, () => coverPng(hue, motif)),
    );
  });
  app.get<{ Params: { file: string } }>('/news/avatar/:file', async (req, reply) => {
    const m = /^(\d{1,3})\.png$/.exec(req.params.file);
    const hue = Number(m?.[1]);
    if (!m || hue >= 360) return imageNotFound(reply);
    return pngReply(
      reply,
      art(`avatar:${hue}`, () => avatarPng(hue)),
    );
  });

  registerNewsAdminRoutes(app);
  registerPredictionTimer(app);
}

/** Experts predict and settled matches are scored on a timer (and on every expert read). */
function registerPredictionTimer(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = running
      .then(async () => {
        await settleDue(app.db, app.now());
        await makePredictions(app.db, app.now());
      })
      .catch((err: unknown) => app.log.error({ err }, 'news prediction round failed'));
    return running;
  };
  app.addHook('onReady', async () => {
    await round();
    // One instance of a cluster runs the timer (docs/scaling.md "Timed work"); reads still settle.
    timer = setInterval(() => void (app.cluster.leader.isLeader() && round()), PREDICTION_TICK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
