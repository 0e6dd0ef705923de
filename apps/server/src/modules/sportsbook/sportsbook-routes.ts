import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode, catalogue } from '@arena/protocol';
import { GatewayError } from '../../gateway/gateway-error.ts';
import { registerCall } from '../../gateway/register-call.ts';
import { walletBalance } from '../wallet/ledger.ts';
import { venueWallet } from '../wallet/venue-transfer-service.ts';
import { finishMatchNow } from '../live/live-match-service.ts';
import { readBook, readBookMatch } from './sportsbook-book.ts';
import { BOOK_VENUE, placeBet } from './sportsbook-bet-service.ts';
import { betView } from './sportsbook-bet-view.ts';
import { memberParlays } from './sportsbook-parlay-repository.ts';
import { placeParlay } from './sportsbook-parlay-service.ts';
import { parlayView } from './sportsbook-parlay-view.ts';
import { memberBets } from './sportsbook-repository.ts';
import {
  markAbandoned,
  readLimits,
  setSuspension,
  shiftMatch,
  writeLimits,
} from './sportsbook-state-repository.ts';
import { settleDue, settleMatch } from './sportsbook-settle-service.ts';
import { msg } from '../../gateway/user-messages.ts';

const { sportsbook } = catalogue;
/** In-play bets wait this long before the book takes them (docs/sportsbook.md). */
export const IN_PLAY_ACCEPT_DELAY_MS = 3_000;
/** How often due matches are settled. */
const SETTLE_EVERY_MS = 2_000;
const MY_BETS_SIZE = 100;

declare module 'fastify' {
  interface FastifyInstance {
    /** The book's knobs and job, for operators and tests. */
    sportsbook: { acceptDelayMs: number; settleDue: (now: number) => Promise<number> };
  }
}

const money = z.number().int().positive().max(1_000_000_000_00);
const limitsInput = z
  .object({
    minStake: money,
    maxStake: money,
    maxPayout: money,
    maxMarketStake: money,
    /** Kept as it is when not given. */
    maxMatchStake: money.optional(),
  })
  .strict()
  .refine((l) => l.minStake <= l.maxStake, { message: msg('sportsbook.adminStakeOrder') });
const finishInput = z
  .object({
    homeScore: z.number().int().min(0).max(999).optional(),
    visitScore: z.number().int().min(0).max(999).optional(),
  })
  .strict();
const suspendInput = z
  .object({ kind: z.enum(['1x2', 'ml', 'ah', 'ou', 'cs']), suspended: z.boolean() })
  .strict();
const shiftInput = z.object({ byE2: z.number().int().min(-40).max(40) }).strict();

/** Sportsbook calls (docs/sportsbook.md), its settlement job and the operator's trading endpoints. */
export function registerSportsbookRoutes(app: FastifyInstance): void {
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  let running: Promise<unknown> = Promise.resolve();
  // Settling never overlaps itself within an instance; across instances `skip locked` keeps bets apart.
  const due = (now: number) => {
    const next = running.then(() => settleDue(app.db, now));
    running = next.catch(() => undefined);
    return next;
  };
  app.decorate('sportsbook', { acceptDelayMs: IN_PLAY_ACCEPT_DELAY_MS, settleDue: due });

  registerCall(app, sportsbook.list, async ({ sport }) => {
    const now = app.now();
    // The list shows the main market only; the match call answers them all.
    const book = await readBook(app.db, now, 1);
    return {
      list: book.filter((e) => (sport ? e.view.sport === sport : true)).map((e) => e.view),
      limits: await readLimits(app.db),
      serverTime: now,
    };
  });

  registerCall(app, sportsbook.match, async ({ matchId }) => {
    const entry = await readBookMatch(app.db, matchId, app.now());
    if (!entry) throw new GatewayError(ErrorCode.notFound, msg('common.matchNotFound'));
    return entry.view;
  });

  registerCall(app, sportsbook.placeBet, async (input, { member }) =>
    placeBet(app.db, member.id, input, {
      now: () => app.now(),
      acceptDelayMs: app.sportsbook.acceptDelayMs,
      sleep,
    }),
  );

  registerCall(app, sportsbook.placeParlay, async (input, { member }) =>
    placeParlay(app.db, member.id, input, {
      now: () => app.now(),
      acceptDelayMs: app.sportsbook.acceptDelayMs,
      sleep,
    }),
  );

  registerCall(app, sportsbook.myBets, async ({ status }, { member }) => {
    const memberId = member.id;
    const state = status === 'open' ? 'pending' : 'settled';
    const rows = await memberBets(app.db, memberId, state, MY_BETS_SIZE);
    const parlays = await memberParlays(app.db, memberId, state, MY_BETS_SIZE);
    return {
      list: rows.map(betView),
      parlays: parlays.map(parlayView),
      venueBalance: await walletBalance(app.db, memberId, venueWallet(BOOK_VENUE)),
    };
  });

  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', () => {
    timer = setInterval(() => {
      // One instance settles (docs/scaling.md "Timed work"); the row locks make a second one harmless.
      if (!app.cluster.leader.isLeader()) return;
      due(app.now()).catch((err: unknown) => app.log.error({ err }, 'sportsbook settlement failed'));
    }, SETTLE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });

  registerOperatorRoutes(app);
}

const bad = (msg: string) => ({ code: ErrorCode.badInput, msg, data: null });

function registerOperatorRoutes(app: FastifyInstance): void {
  type ById = { Params: { id: string } };
  // Finish a match now with a final score and settle its bets at once.
  app.post<ById>(
    '/admin/sportsbook/matches/:id/finish',
    { preHandler: app.requireAdmin },
    async (req, reply) => {
      const parsed = finishInput.safeParse(req.body ?? {});
      if (!parsed.success) return reply.code(400).send(bad(msg('common.badScore')));
      const now = app.now();
      const done = await finishMatchNow(app.db, req.params.id, now, parsed.data);
      if (!done)
        return reply
          .code(404)
          .send({ code: ErrorCode.notFound, msg: msg('common.matchNotFound'), data: null });
      const settled = await settleMatch(app.db, req.params.id, now);
      return { code: 0, msg: 'ok', data: { ...done, settled } };
    },
  );

  // Abandon the match: every open bet is void (stake back) and its markets close.
  app.post<ById>(
    '/admin/sportsbook/matches/:id/abandon',
    { preHandler: app.requireAdmin },
    async (req, reply) => {
      const now = app.now();
      const entry = await readBookMatch(app.db, req.params.id, now);
      if (!entry)
        return reply
          .code(404)
          .send({ code: ErrorCode.notFound, msg: msg('common.matchNotFound'), data: null });
      await markAbandoned(app.db, entry.row.id, entry.row.start_at);
      const settled = await settleMatch(app.db, req.params.id, now, { abandon: true });
      return { code: 0, msg: 'ok', data: { settled } };
    },
  );

  // Hold or release one market kind of a match.
  app.post<ById>(
    '/admin/sportsbook/matches/:id/suspend',
    { preHandler: app.requireAdmin },
    async (req, reply) => {
      const parsed = suspendInput.safeParse(req.body ?? {});
      if (!parsed.success) return reply.code(400).send(bad(msg('common.badParams')));
      await setSuspension(app.db, req.params.id, parsed.data.kind, parsed.data.suspended);
      return { code: 0, msg: 'ok', data: parsed.data };
    },
  );

  // Trader price move: shifts the home side's strength by `byE2` hundredths (every price follows).
  app.post<ById>(
    '/admin/sportsbook/matches/:id/shift',
    { preHandler: app.requireAdmin },
    async (req, reply) => {
      const parsed = shiftInput.safeParse(req.body ?? {});
      if (!parsed.success) return reply.code(400).send(bad(msg('common.badParams')));
      const entry = await readBookMatch(app.db, req.params.id, app.now());
      if (!entry)
        return reply
          .code(404)
          .send({ code: ErrorCode.notFound, msg: msg('common.matchNotFound'), data: null });
      await shiftMatch(app.db, entry.row.id, entry.row.start_at, parsed.data.byE2);
      return { code: 0, msg: 'ok', data: parsed.data };
    },
  );

  app.post('/admin/sportsbook/limits', { preHandler: app.requireAdmin }, async (req, reply) => {
    const parsed = limitsInput.safeParse(req.body ?? {});
    if (!parsed.success)
      return reply.code(400).send(bad(parsed.error.issues[0]?.message ?? msg('sportsbook.adminBadLimits')));
    const { maxMatchStake, ...rest } = parsed.data;
    await writeLimits(app.db, {
      ...rest,
      maxMatchStake: maxMatchStake ?? (await readLimits(app.db)).maxMatchStake,
    });
    return { code: 0, msg: 'ok', data: await readLimits(app.db) };
  });
}
