import type { FastifyInstance } from 'fastify';
import { pingDatabase } from './health-repository.ts';

/** Liveness and readiness for `npm start`, the test harness and operators. */
export function registerHealthRoutes(app: FastifyInstance): void {
  app.get('/api/health', async () => {
    await pingDatabase(app.db);
    return { status: 'ok', db: app.db.kind };
  });
}
