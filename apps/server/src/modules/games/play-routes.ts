import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { createThumbnailCache } from './game-thumbnail.ts';
import { PLAY_CSP, PLAY_CSS, PLAY_ICON, PLAY_JS, playErrorHtml, playPageHtml } from './play-page.ts';
import { launchEngine, leaveGame, loadLaunch, playRound, playState } from './play-service.ts';
import { transferCenterIntoGame } from './play-transfer.ts';
import { MAX_ROULETTE_CHIPS, STAKES } from './engine-play.ts';
import { themeById, themeCss } from './engine-map.ts';
import { revealSeedByHash, rotateSeedForTicket } from './fair-service.ts';
import { venuePageHtml } from './venue-page.ts';
import { crashPageHtml } from './crash-page.ts';
import { VENUE_CSS, VENUE_JS } from './venue-assets.ts';
import { PLAY_KIT_JS } from './play-kit.ts';
import { engineInfo } from '@arena/domain';
import { msg } from '../../gateway/user-messages.ts';

/** A launch ticket: 32 random bytes in base64url. */
export const TICKET = /^[A-Za-z0-9_-]{43}$/;
const CODE = /^[a-z0-9]{1,32}$/;

export const ticketBody = z.object({ ticket: z.string().regex(TICKET) }).strict();
export const requestId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
const transferBody = ticketBody.extend({ requestId });
const stake = z.number().refine((v) => (STAKES as readonly number[]).includes(v), msg('games.badStake'));
/** A round of any engine; which fields it needs depends on the title's engine (engine-play.ts). */
const roundBody = ticketBody.extend({
  requestId,
  stake: stake.optional(),
  pick: z.enum(['big', 'small']).optional(),
  side: z.enum(['player', 'banker', 'tie']).optional(),
  bets: z
    .array(
      z
        .object({
          kind: z.enum([
            'straight',
            'split',
            'street',
            'corner',
            'line',
            'dozen',
            'column',
            'red',
            'black',
            'odd',
            'even',
            'low',
            'high',
          ]),
          numbers: z.array(z.number().int().min(0).max(36)).min(1).max(6).optional(),
          stake,
        })
        .strict(),
    )
    .min(1)
    .max(MAX_ROULETTE_CHIPS)
    .optional(),
});
const rotateBody = ticketBody.extend({ clientSeed: z.string().max(64).optional() });
const SEED_HASH = /^[0-9a-f]{64}$/;

/** Answers `{ code, msg, data }` like the gateway, with the HTTP status a browser expects. */
export async function answer(reply: FastifyReply, work: () => Promise<unknown>) {
  reply.header('cache-control', 'no-store');
  try {
    return { code: ErrorCode.ok, msg: 'ok', data: await work() };
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    const status =
      err.code === ErrorCode.gameTicketInvalid
        ? 410
        : err.code === ErrorCode.badInput
          ? 400
          : err.code === ErrorCode.notFound
            ? 404
            : 409;
    return reply.code(status).send({ code: err.code, msg: err.message, data: err.data ?? null });
  }
}

export function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new GatewayError(ErrorCode.badInput, msg('common.badParams'), { issues: parsed.error.issues });
  return parsed.data;
}

/** A route answering one of the game pages' scripts or style sheets (short cache, no sniffing). */
export const asset = (type: string, body: string) => (_req: unknown, reply: FastifyReply) =>
  reply
    .type(type)
    .header('cache-control', 'public, max-age=300')
    .header('x-content-type-options', 'nosniff')
    .send(body);

/**
 * The playable side of a launch, outside the gateway envelope: the game page, its script and style, its
 * JSON calls (state, round, transfer-in, leave) authenticated by the launch ticket, and the game
 * thumbnails.
 */
export function registerPlayRoutes(app: FastifyInstance): void {
  const thumbnails = createThumbnailCache();
  app.get<{ Params: { venue: string; game: string }; Querystring: { ticket?: string } }>(
    '/play/:venue/:game',
    async (req, reply) => {
      reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', PLAY_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8');
      const ticket = req.query.ticket ?? '';
      try {
        if (!TICKET.test(ticket))
          throw new GatewayError(ErrorCode.gameTicketInvalid, msg('games.ticketMissing'));
        const launch = await loadLaunch(app.db, ticket, app.now());
        if (launch.venueCode !== req.params.venue || launch.gameCode !== req.params.game)
          throw new GatewayError(ErrorCode.gameTicketInvalid, msg('games.ticketMismatch'));
        const g = await launchEngine(app.db, launch);
        if (g.engine === 'crash')
          return crashPageHtml({
            ticket,
            venueName: g.venueName,
            gameName: g.gameName,
            demo: launch.demo,
            themeId: g.theme.id,
            info: engineInfo(g.engine),
          });
        if (g.engine === 'slot' || g.engine === 'roulette' || g.engine === 'baccarat')
          return venuePageHtml({
            ticket,
            venueName: g.venueName,
            gameName: g.gameName,
            demo: launch.demo,
            engine: g.engine,
            themeId: g.theme.id,
            info: engineInfo(g.engine),
          });
        return playPageHtml({ ticket, venueName: g.venueName, gameName: g.gameName, demo: launch.demo });
      } catch (err) {
        if (!(err instanceof GatewayError)) throw err;
        return reply.code(410).send(playErrorHtml(err.message));
      }
    },
  );

  app.get('/play/assets/kit.js', asset('text/javascript; charset=utf-8', PLAY_KIT_JS));
  app.get('/play/assets/dice.js', asset('text/javascript; charset=utf-8', PLAY_JS));
  app.get('/play/assets/dice.css', asset('text/css; charset=utf-8', PLAY_CSS));
  app.get('/play/assets/dice.svg', asset('image/svg+xml; charset=utf-8', PLAY_ICON));
  app.get('/play/assets/venue.js', asset('text/javascript; charset=utf-8', VENUE_JS));
  app.get('/play/assets/venue.css', asset('text/css; charset=utf-8', VENUE_CSS));
  app.get<{ Params: { file: string } }>('/play/assets/theme/:file', async (req, reply) => {
    const theme = themeById(/^([a-z]+)\.css$/.exec(req.params.file)?.[1] ?? '');
    if (!theme) return reply.code(404).send({ code: ErrorCode.notFound, msg: 'theme not found', data: null });
    return asset('text/css; charset=utf-8', themeCss(theme))(req, reply);
  });

  app.post('/play/api/state', async (req, reply) =>
    answer(reply, async () => playState(app.db, parse(ticketBody, req.body).ticket, app.now())),
  );
  app.post('/play/api/round', async (req, reply) =>
    answer(reply, async () => {
      const { round, balance } = await playRound(app.db, parse(roundBody, req.body), app.now());
      return { round, balance };
    }),
  );
  app.post('/play/api/seed/rotate', async (req, reply) =>
    answer(reply, async () => rotateSeedForTicket(app.db, parse(rotateBody, req.body), app.now())),
  );
  // Public by design: a rotated server seed is what anyone needs to verify its rounds.
  app.get<{ Params: { hash: string } }>('/play/api/fair/seed/:hash', async (req, reply) =>
    answer(reply, async () => {
      if (!SEED_HASH.test(req.params.hash))
        throw new GatewayError(ErrorCode.badInput, msg('games.badSeedHash'));
      return revealSeedByHash(app.db, req.params.hash, app.now());
    }),
  );
  app.post('/play/api/transfer-in', async (req, reply) =>
    answer(reply, async () => transferCenterIntoGame(app.db, parse(transferBody, req.body), app.now())),
  );
  app.post('/play/api/leave', async (req, reply) =>
    answer(reply, async () => leaveGame(app.db, parse(ticketBody, req.body).ticket, app.now())),
  );

  app.get<{ Params: { venue: string; file: string } }>('/media/games/:venue/:file', async (req, reply) => {
    const game = /^(.+)\.png$/.exec(req.params.file)?.[1];
    if (!game || !CODE.test(game) || !CODE.test(req.params.venue))
      return reply.code(404).send({ code: ErrorCode.notFound, msg: 'media not found', data: null });
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=604800, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(thumbnails.get(req.params.venue, game));
  });
}
