import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode, catalogue } from '@arena/protocol';
import { GatewayError } from '../../gateway/gateway-error.ts';
import { registerCall } from '../../gateway/register-call.ts';
import { readSwitches, videoDomains } from '../site/site-config-service.ts';
import { matchClock, matchStats } from './live-phase.ts';
import {
  castToItem,
  finishMatchNow,
  livePaths,
  matchToItem,
  readCastRow,
  readCastRows,
  readMarkets,
  readMatchRow,
  readMatchRows,
  setLiveRoomStatus,
  sortAnchorItems,
  sortMatches,
  type LiveItem,
} from './live-repository.ts';
import { registerLiveMediaRoutes } from './live-media-routes.ts';
import { registerLiveScheduler } from './live-scheduler.ts';
import { registerLiveFollowRoutes } from './live-follow-routes.ts';
import { msg } from '../../gateway/user-messages.ts';

const { live, video } = catalogue;
/** The list size of spec §9 ("Live popular list page size 200"). */
const LIST_SIZE = 200;
/** How long a play URL is good for before the client asks again (design). */
const PLAY_URL_TTL_MS = 10 * 60_000;
const ON_STATUSES = new Set([1, 2, 3]);

const matchNotFound = () => new GatewayError(ErrorCode.notFound, msg('live.matchOrRoomNotFound'));

/** Every item of the anchor tab: pure-match rooms (as their match) and cast-live rooms. */
async function anchorItems(app: FastifyInstance, now: number): Promise<LiveItem[]> {
  const matches = (await readMatchRows(app.db)).filter((r) => r.room_id !== null);
  const casts = await readCastRows(app.db);
  return sortAnchorItems([
    ...matches.map((r) => {
      const { phaseOrder: _drop, ...item } = matchToItem(r, now);
      return item;
    }),
    ...casts.map((r) => castToItem(r, now)),
  ]);
}

/** One match or cast-live room by id, as a list item, or null. */
async function findItem(app: FastifyInstance, id: string, now: number) {
  const row = await readMatchRow(app.db, id);
  if (row) return { item: matchToItem(row, now), row };
  const cast = await readCastRow(app.db, id);
  return cast ? { item: castToItem(cast, now), row: null } : null;
}

/** Whether the stream of an item runs: a match between start and end, or a room whose streamer is on. */
const streamOn = (item: LiveItem) =>
  item.anchorType === 'castLive' ? ON_STATUSES.has(item.anchorStatus) : item.isStart;

/** The video lines: the page's own origin, then site_config.videoLines (spec §7 "rotating video domains"). */
async function videoLines(app: FastifyInstance): Promise<{ line: string; domain: string }[]> {
  const domains = videoDomains(await readSwitches(app.db, ['videoLines']));
  return domains.map((domain, i) => ({ line: i === 0 ? 'default' : `video-${i}`, domain }));
}

const operatorTick = z
  .object({ mode: z.enum(['normal', 'score-live', 'score-all']).default('normal') })
  .strict();
const operatorRoomStatus = z.object({ status: z.number().int().min(0).max(5) }).strict();
const operatorFinish = z
  .object({
    homeScore: z.number().int().min(0).max(999).optional(),
    visitScore: z.number().int().min(0).max(999).optional(),
  })
  .strict();

/**
 * Live area (spec §7 "Live/chat": popular lists, odds, match detail, playing video; "Video": stream
 * sources on rotating video domains), its public media and pages, the scheduler that keeps matches
 * moving, and two operator endpoints the browser tests and the benchmark use.
 */
export function registerLiveRoutes(app: FastifyInstance): void {
  registerCall(app, live.popularList, async (input) => {
    const now = app.now();
    if (input.sport === 'anchor' || input.tab === 'ANCHOR') {
      const list = await anchorItems(app, now);
      return { list: list.slice(0, LIST_SIZE), total: list.length, page: 1, size: LIST_SIZE };
    }
    const rows = await readMatchRows(app.db);
    const items = rows
      .map((r) => matchToItem(r, now))
      .filter((i) => (input.sport ? i.matchClass === input.sport : true))
      .filter((i) => (input.tab === 'LIVE' ? i.isStart : true));
    const list = sortMatches(items, rows);
    return { list: list.slice(0, LIST_SIZE), total: list.length, page: 1, size: LIST_SIZE };
  });

  registerCall(app, live.popularTicks, async ({ sport, tab, since }) => {
    const now = app.now();
    const items =
      sport === 'anchor' || tab === 'ANCHOR'
        ? (await anchorItems(app, now)).filter((i) =>
            sport && sport !== 'anchor' ? i.matchClass === sport : true,
          )
        : (await readMatchRows(app.db))
            .map((r) => matchToItem(r, now))
            .filter((i) => (sport ? i.matchClass === sport : true));
    // Rows whose clock runs (started, at a break, just ended) always; the others once they changed.
    const moved = items.filter((i) => i.phase !== 'scheduled' || i.updatedAt > since);
    return {
      list: moved.map((i) => ({
        matchId: i.matchId,
        homeScore: i.homeScore,
        visitScore: i.visitScore,
        phase: i.phase,
        clock: i.clock,
        isStart: i.isStart,
        anchorStatus: i.anchorStatus,
        odds: i.odds,
        updatedAt: i.updatedAt,
      })),
      serverTime: now,
    };
  });

  registerCall(app, live.anchorList, async (input) => {
    const all = await anchorItems(app, app.now());
    const list =
      input.sport && input.sport !== 'anchor' ? all.filter((i) => i.matchClass === input.sport) : all;
    return { list: list.slice(0, LIST_SIZE), total: list.length, page: 1, size: LIST_SIZE };
  });

  registerCall(app, live.odds, async ({ matchId }) => {
    const row = await readMatchRow(app.db, matchId);
    if (!row) throw matchNotFound();
    const markets = await readMarkets(app.db, matchId);
    const { phase } = matchClock(
      { sport: row.sport, startAt: row.start_at, durationMin: row.duration_min },
      app.now(),
    );
    // A finished match's markets are closed and carry no prices.
    if (phase === 'ended')
      return { matchId, markets: markets.map((m) => ({ ...m, status: 'closed' as const, selections: [] })) };
    return { matchId, markets };
  });

  registerCall(app, live.matchDetail, async ({ matchId }) => {
    const now = app.now();
    const found = await findItem(app, matchId, now);
    if (!found) throw matchNotFound();
    const { phaseOrder: _drop, ...item } = found.item as LiveItem & { phaseOrder?: number };
    const row = found.row;
    const stats = row
      ? matchStats(
          row.id,
          row.sport,
          (now - row.start_at) / 60_000,
          row.home_score ?? 0,
          row.visit_score ?? 0,
        )
      : [];
    // Every match and room has a chat room keyed by its id (spec §3 "keyed by matchId or chatRoomNo").
    return { ...item, chatRoomNo: row?.room_id ?? matchId, stats };
  });

  registerCall(app, live.playingVideo, async ({ matchId }) => {
    const found = await findItem(app, matchId, app.now());
    if (!found) throw matchNotFound();
    const item = found.item;
    return {
      animationURL: item.animationUrl,
      flvURL: item.videoWebUrl,
      anchorURL: item.anchor_flv_url,
    };
  });

  registerCall(app, video.streamList, async ({ matchId }) => {
    const found = await findItem(app, matchId, app.now());
    if (!found) throw matchNotFound();
    if (!streamOn(found.item)) return { list: [] };
    return {
      list: (await videoLines(app)).map(({ line, domain }) => ({
        line,
        quality: 'sd' as const,
        flvUrl: `${domain}${livePaths.flv(matchId)}`,
        hlsUrl: `${domain}${livePaths.hls(matchId)}`,
      })),
    };
  });

  registerCall(app, video.playUrl, async ({ matchId, line, quality }) => {
    const now = app.now();
    const found = await findItem(app, matchId, now);
    if (!found) throw matchNotFound();
    const target = (await videoLines(app)).find((l) => l.line === line);
    if (!target) throw new GatewayError(ErrorCode.notFound, msg('live.lineNotFound'));
    // One sample rendition: only standard definition exists (docs/live.md "Video").
    if (quality !== 'sd') throw new GatewayError(ErrorCode.notFound, msg('live.qualityUnavailable'));
    if (!streamOn(found.item)) throw new GatewayError(ErrorCode.streamOffline, msg('live.streamOffline'));
    return {
      url: `${target.domain}${livePaths.flv(matchId)}`,
      hlsUrl: `${target.domain}${livePaths.hls(matchId)}`,
      expiresAt: now + PLAY_URL_TTL_MS,
    };
  });

  registerLiveMediaRoutes(app);
  registerLiveFollowRoutes(app);
  registerLiveScheduler(app);

  // Operator: run one scheduler step now (`score-live` / `score-all` force scores; tests, benchmark).
  app.post('/admin/live/tick', { preHandler: app.requireAdmin }, async (req, reply) => {
    const parsed = operatorTick.safeParse(req.body ?? {});
    if (!parsed.success)
      return reply.code(400).send({ code: ErrorCode.badInput, msg: 'bad tick', data: null });
    const result = await app.liveScheduler.tick(app.now(), parsed.data.mode);
    return { code: 0, msg: 'ok', data: result };
  });

  // Operator: set a streamer room's status (spec §4 states: 0 not started, 1–3 on, 4 interrupted).
  app.post<{ Params: { id: string } }>(
    '/admin/live/rooms/:id/status',
    { preHandler: app.requireAdmin },
    async (req, reply) => {
      const parsed = operatorRoomStatus.safeParse(req.body ?? {});
      if (!parsed.success)
        return reply.code(400).send({ code: ErrorCode.badInput, msg: 'bad status', data: null });
      if (!(await setLiveRoomStatus(app.db, req.params.id, parsed.data.status)))
        return reply.code(404).send({ code: ErrorCode.notFound, msg: 'room not found', data: null });
      return { code: 0, msg: 'ok', data: { id: req.params.id, status: parsed.data.status } };
    },
  );

  // Operator: end a match now with a final score (predictions on it settle; browser tests, operators).
  app.post<{ Params: { id: string } }>(
    '/admin/live/matches/:id/finish',
    { preHandler: app.requireAdmin },
    async (req, reply) => {
      const parsed = operatorFinish.safeParse(req.body ?? {});
      if (!parsed.success)
        return reply.code(400).send({ code: ErrorCode.badInput, msg: msg('common.badScore'), data: null });
      const done = await finishMatchNow(app.db, req.params.id, app.now(), parsed.data);
      if (!done)
        return reply
          .code(404)
          .send({ code: ErrorCode.notFound, msg: msg('common.matchNotFound'), data: null });
      return { code: 0, msg: 'ok', data: done };
    },
  );
}
