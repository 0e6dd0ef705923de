import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { registerDb } from './plugins/db.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerAdminAuth } from './plugins/admin-auth.ts';
import { registerGateway } from './plugins/gateway.ts';
import { registerOperatorRoutes } from './modules/operator/operator-routes.ts';
import { registerMemberContactRoutes } from './modules/operator/member-contact-routes.ts';
import { registerHealthRoutes } from './modules/health/health-routes.ts';
import { registerGatewayDecorations } from './gateway/register-call.ts';
import { registerAuthRoutes } from './modules/auth/auth-routes.ts';
import { registerSiteRoutes } from './modules/site/site-routes.ts';
import { registerTimeRoutes } from './modules/time/time-routes.ts';
import { registerTrackingRoutes } from './modules/tracking/tracking-routes.ts';
import { registerVerifyRoutes } from './modules/verify/verify-routes.ts';
import { registerLiveRoutes } from './modules/live/live-routes.ts';
import { registerGameRoutes } from './modules/games/game-routes.ts';
import { registerMemberRoutes } from './modules/member/member-routes.ts';
import { registerWalletRoutes } from './modules/wallet/wallet-routes.ts';
import { registerChatRoutes } from './modules/chat/chat-routes.ts';
import { registerOrderPushRoutes } from './modules/chat/order-push.ts';
import { registerGiftRoutes } from './modules/gift/gift-routes.ts';
import { registerGiftMediaRoutes } from './modules/gift/gift-media-routes.ts';

export interface BuildAppOptions {
  /** `chatEdge` defaults to `inline` here; `npm start` reads it from the environment (`process`). */
  config: Pick<Config, 'webDist' | 'logLevel' | 'adminToken'> &
    Partial<Pick<Config, 'chatEdge' | 'chatEdgeProcesses'>>;
  db: Db;
  /** The gateway's clock (tests move it to check envelope freshness). */
  now?: () => number;
}

/**
 * Builds the gateway with its plugins in load order: db, operator auth, gateway (envelope, switches,
 * CORS), the call modules, then the SPA fallback last.
 */
export async function buildApp({ config, db, now }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: false,
    bodyLimit: 4 * 1024 * 1024,
  });
  registerDb(app, db);
  registerAdminAuth(app, config.adminToken);
  registerGateway(app, now ? { now } : {});
  registerGatewayDecorations(app);
  registerHealthRoutes(app);
  registerOperatorRoutes(app);
  registerMemberContactRoutes(app);
  registerAuthRoutes(app);
  registerSiteRoutes(app);
  registerTimeRoutes(app);
  registerTrackingRoutes(app);
  registerVerifyRoutes(app);
  registerLiveRoutes(app);
  registerGameRoutes(app);
  registerMemberRoutes(app);
  registerWalletRoutes(app);
  registerChatRoutes(app, config.chatEdge, config.chatEdgeProcesses);
  registerOrderPushRoutes(app);
  registerGiftRoutes(app);
  registerGiftMediaRoutes(app);
  await registerSpa(app, config.webDist);
  return app;
}
