import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CRASH_MAX_TARGET, CRASH_MIN_TARGET } from '@arena/domain';
import { answer, asset, parse, requestId, ticketBody } from './play-routes.ts';
import { cashOutCrash, crashState, placeCrashBet } from './crash-service.ts';
import { CRASH_CSS, CRASH_JS } from './crash-assets.ts';
import { registerCrashSocket } from './crash-socket.ts';

const betBody = ticketBody.extend({
  requestId,
  stake: z.number().int().positive(),
  /** Auto cash-out target in hundredths (150 = 1.50×). */
  autoTarget: z.number().int().min(CRASH_MIN_TARGET).max(CRASH_MAX_TARGET).optional(),
});
const cashoutBody = ticketBody.extend({ roundNo: z.number().int().positive() });

/**
 * The crash title's page calls (state, bet, cash-out; authenticated by the launch ticket like the other
 * engines' calls), its script and style, and the live round socket.
 */
export function registerCrashRoutes(app: FastifyInstance): void {
  app.get('/play/assets/crash.js', asset('text/javascript; charset=utf-8', CRASH_JS));
  app.get('/play/assets/crash.css', asset('text/css; charset=utf-8', CRASH_CSS));

  app.post('/play/api/crash/state', async (req, reply) =>
    answer(reply, async () => crashState(app.db, parse(ticketBody, req.body).ticket, app.now())),
  );
  app.post('/play/api/crash/bet', async (req, reply) =>
    answer(reply, async () => {
      const { bet, balance } = await placeCrashBet(app.db, parse(betBody, req.body), app.now());
      return { bet, balance };
    }),
  );
  app.post('/play/api/crash/cashout', async (req, reply) =>
    answer(reply, async () => {
      const { bet, balance } = await cashOutCrash(app.db, parse(cashoutBody, req.body), app.now());
      return { bet, balance };
    }),
  );
  registerCrashSocket(app);
}
