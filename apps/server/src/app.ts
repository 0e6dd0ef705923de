import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { registerDb } from './plugins/db.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerHealthRoutes } from './modules/health/health-routes.ts';
import { registerGatewayDecorations } from './gateway/register-call.ts';
import { registerAuthRoutes } from './modules/auth/auth-routes.ts';

export interface BuildAppOptions {
  config: Pick<Config, 'webDist' | 'logLevel' | 'adminToken'>;
  db: Db;
}

/** Builds the gateway with its plugins in load order: db, routes, then the SPA fallback last. */
export async function buildApp({ config, db }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: false,
    bodyLimit: 4 * 1024 * 1024,
  });
  registerDb(app, db);
  registerGatewayDecorations(app);
  registerHealthRoutes(app);
  registerAuthRoutes(app);
  await registerSpa(app, config.webDist);
  return app;
}
