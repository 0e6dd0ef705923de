import type { FastifyInstance } from 'fastify';
import { catalogue } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';

/**
 * Server time (spec §7 "Time"): the client fetches it 6.666 s after start and every 60 s, and keeps
 * the offset (spec §9). The gateway's own clock, the one envelope timestamps are checked against.
 */
export function registerTimeRoutes(app: FastifyInstance): void {
  registerCall(app, catalogue.time.systemTimeGet, () => Promise.resolve({ serverTime: app.now() }));
}
