import type { FastifyInstance } from 'fastify';

/** Liveness and readiness for `npm start`, the test harness and operators. */
export function registerHealthRoutes(app: FastifyInstance): void {
  app.get('/api/health', async () => {
    await app.db.query('select 1');
    return { status: 'ok', db: app.db.kind };
  });
}
