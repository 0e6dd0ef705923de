import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ErrorCode, GatewayError, catalogue } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';
import { memberBalances, moveMoney } from '../wallet/ledger.ts';
import {
  findGame,
  findGameVenue,
  listBrands,
  listChannels,
  listVenues,
  listGames,
  setCollected,
  setVenueStatus,
} from './game-repository.ts';
import { launchGame } from './launch-service.ts';
import { registerPlayRoutes } from './play-routes.ts';
import { registerCrashRoutes } from './crash-routes.ts';
import { listGameRecords } from './records-repository.ts';
import { writeConfigInfo } from '../site/site-config-service.ts';
import type { Queryable } from '../../db/db.ts';
import { memberIdByName } from '../auth/member-directory.ts';
import { GAME_FLAG_KEYS, ZBYX, readGameSiteFlags } from './site-flags.ts';
import { msg } from '../../gateway/user-messages.ts';

const games = catalogue.games;

const grantBody = z.object({ amount: z.number().int().positive().max(100_000_000) }).strict();

const siteFlagBody = z.object({ key: z.enum(GAME_FLAG_KEYS), value: z.string().max(500) }).strict();

const venueStatusBody = z
  .object({ status: z.number().int().min(0).max(9), message: z.string().max(200).nullable().optional() })
  .strict();

/**
 * The games area (docs/games.md): lobby lists, collections, launch, maintenance, records and
 * channels as gateway calls; the game page and thumbnails (play-routes.ts); and the operator switch
 * `POST /admin/venues/:code`. The transfer calls of the catalogue belong to the wallet module.
 */
/** The game records of one page as the games module reads them. */
export type RecordsPage = z.input<typeof games.gameRecords.output>;
type RecordsFilter = z.output<typeof games.gameRecords.input> & { memberId: number; hideZbyx: boolean };

/**
 * Records another module keeps for the same call (the sportsbook's bets), merged into the member's
 * records by their owner; wired in by the app so the games module imports none of them.
 */
export type RecordsMerge = (
  q: Queryable,
  filter: RecordsFilter,
  rounds: (page: number, size: number) => Promise<RecordsPage>,
) => Promise<RecordsPage>;

export function registerGameRoutes(app: FastifyInstance, opts: { moreRecords?: RecordsMerge } = {}): void {
  registerCall(app, games.gameList, async (input, { member }) => {
    const { page, size, ...filter } = input;
    const { list, total } = await listGames(app.db, filter, { page, size }, member?.id ?? null);
    return { list, total, page, size };
  });

  registerCall(app, games.hot, async (input, { member }) => {
    const { list } = await listGames(
      app.db,
      { venueCode: input.venueCode, category: input.category, hotOnly: true },
      { page: 1, size: input.size },
      member?.id ?? null,
    );
    return { list };
  });

  registerCall(app, games.brands, async (input) => ({ list: await listBrands(app.db, input) }));

  registerCall(app, games.collectionList, async (input, { member }) => {
    const memberId = member.id;
    const { list, total } = await listGames(
      app.db,
      { venueCode: input.venueCode, collectedBy: memberId },
      input,
      memberId,
    );
    return { list, total, page: input.page, size: input.size };
  });

  const collect =
    (collected: boolean) => async (input: { venueCode: string; gameCode: string }, memberId: number) => {
      const game = await findGame(app.db, input.venueCode, input.gameCode);
      if (!game || !game.enabled) throw new GatewayError(ErrorCode.notFound, msg('games.gameNotFound'));
      return { collectCount: await setCollected(app.db, memberId, game.venueCode, game.gameCode, collected) };
    };
  registerCall(app, games.collectionAdd, (input, { member }) => collect(true)(input, member.id));
  registerCall(app, games.collectionRemove, (input, { member }) => collect(false)(input, member.id));

  registerCall(app, games.launch, async (input, { member }) => {
    const { url } = await launchGame(app.db, { memberId: member.id, demo: false, input, now: app.now() });
    return { url, html: null };
  });
  registerCall(app, games.demoLaunch, async (input, { member }) => {
    const { url } = await launchGame(app.db, {
      memberId: member?.id ?? null,
      demo: true,
      input,
      now: app.now(),
    });
    return { url, html: null };
  });

  registerCall(app, games.maintenanceCheck, async (input) => {
    const venue = await findGameVenue(app.db, input.venueCode);
    if (!venue || !venue.enabled) throw new GatewayError(ErrorCode.notFound, msg('games.venueNotFound'));
    const flags = await readGameSiteFlags(app.db);
    return {
      venueCode: venue.code,
      venueName: venue.name,
      category: venue.category,
      logoUrl: venue.logoUrl,
      status: venue.status,
      message: venue.maintainMessage ?? '',
      startAt: null,
      endAt: null,
      displayWhileMaintaining: flags.isDisplayMaintainVenue,
    };
  });

  registerCall(app, games.gameRecords, async (input, { member }) => {
    const flags = await readGameSiteFlags(app.db);
    const filter = { ...input, memberId: member.id, hideZbyx: flags.hideZbyxRecords };
    const rounds = (page: number, size: number) => listGameRecords(app.db, { ...filter, page, size });
    // Sportsbook bets are game records too (docs/sportsbook.md "Records"), merged in by their owner.
    return opts.moreRecords ? opts.moreRecords(app.db, filter, rounds) : rounds(input.page, input.size);
  });

  // Every venue by name; the venue bar shows those whose default channel entry is displayed (site
  // isDisplay = 0 hides every entry) and, in maintenance, only with isDisplayMaintainVenue = 1.
  registerCall(app, games.venueList, async (input) => {
    const flags = await readGameSiteFlags(app.db);
    const venues = await listVenues(app.db, input.category);
    return {
      list: venues.map((v) => ({
        venueCode: v.code,
        name: v.name,
        logoUrl: v.logoUrl,
        category: v.category,
        status: v.status,
        maintainMessage: v.maintainMessage,
        isDisplay: flags.isDisplay && v.entryDisplayed && (v.status === 0 || flags.isDisplayMaintainVenue),
      })),
    };
  });

  registerCall(app, games.venueChannelList, async (input) => {
    const venue = await findGameVenue(app.db, input.venueCode);
    if (!venue || !venue.enabled) throw new GatewayError(ErrorCode.notFound, msg('games.venueNotFound'));
    const flags = await readGameSiteFlags(app.db);
    const list = (await listChannels(app.db, venue.code)).map((c) => {
      if (c.channelCode !== ZBYX) return { ...c, isDisplay: c.isDisplay && flags.isDisplay };
      return {
        ...c,
        name: flags.zbyxChannelNames[0] ?? c.name,
        isDisplay: c.isDisplay && flags.isDisplay && flags.anchorGameSwitch && flags.anchorGameEntranceV4,
      };
    });
    return { list };
  });

  app.post<{ Params: { code: string } }>(
    '/admin/venues/:code',
    { preHandler: app.requireAdmin },
    async (req, reply) => {
      const parsed = venueStatusBody.safeParse(req.body);
      if (!parsed.success)
        return reply.code(400).send({ code: ErrorCode.badInput, msg: parsed.error.message, data: null });
      const venue = await setVenueStatus(
        app.db,
        req.params.code,
        parsed.data.status,
        parsed.data.message ?? null,
      );
      if (!venue)
        return reply.code(404).send({ code: ErrorCode.notFound, msg: 'venue not found', data: null });
      return { code: ErrorCode.ok, msg: 'ok', data: venue };
    },
  );

  // One games site flag (spec §3: isDisplay, isDisplayMaintainVenue, the ZBYX switches and names).
  app.post('/admin/games/site-flags', { preHandler: app.requireAdmin }, async (req, reply) => {
    const parsed = siteFlagBody.safeParse(req.body);
    if (!parsed.success)
      return reply.code(400).send({ code: ErrorCode.badInput, msg: parsed.error.message, data: null });
    await writeConfigInfo(app.db, parsed.data.key, parsed.data.value);
    return { code: ErrorCode.ok, msg: 'ok', data: await readGameSiteFlags(app.db) };
  });

  // Play money for demos and browser tests: an operator credits a member's centre wallet (a 'bonus'
  // movement from 'house:bonus'; no payment provider exists anywhere in Arena).
  app.post<{ Params: { name: string } }>(
    '/admin/games/members/:name/grant',
    { preHandler: app.requireAdmin },
    async (req, reply) => {
      const parsed = grantBody.safeParse(req.body);
      if (!parsed.success)
        return reply.code(400).send({ code: ErrorCode.badInput, msg: parsed.error.message, data: null });
      const memberId = await memberIdByName(app.db, req.params.name);
      if (memberId === null)
        return reply.code(404).send({ code: ErrorCode.notFound, msg: 'member not found', data: null });
      const { amount } = parsed.data;
      await moveMoney(app.db, {
        idempotencyKey: `games-grant:${randomUUID()}`,
        memberId,
        type: 'bonus',
        remark: '运营发放游戏体验金',
        postings: [
          { memberId, account: 'main', currency: 'CNY', amount },
          { memberId: null, account: 'house:bonus', currency: 'CNY', amount: -amount },
        ],
      });
      return { code: ErrorCode.ok, msg: 'ok', data: await memberBalances(app.db, memberId) };
    },
  );

  registerPlayRoutes(app);
  registerCrashRoutes(app);
}
