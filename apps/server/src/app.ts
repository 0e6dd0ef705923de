import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_LIMITS, type Config } from './config.ts';
import { requestLogger, serverOptions } from './plugins/server-options.ts';
import type { Db } from './db/db.ts';
import { registerDb } from './plugins/db.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerAdminAuth } from './plugins/admin-auth.ts';
import { registerGateway, type GatewayOptions } from './plugins/gateway.ts';
import { createMemoryCluster, registerCluster, type Cluster } from './cluster/cluster.ts';
import { registerOperatorRoutes } from './modules/operator/operator-routes.ts';
import { registerMemberContactRoutes } from './modules/operator/member-contact-routes.ts';
import { registerHealthRoutes } from './modules/health/health-routes.ts';
import { registerGatewayDecorations } from './gateway/register-call.ts';
import { registerAuthRoutes } from './modules/auth/auth-routes.ts';
import { registerSiteRoutes } from './modules/site/site-routes.ts';
import { allowedLineOrigins, pageLineOrigins } from './modules/site/site-lines.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
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
import { registerNewsRoutes } from './modules/news/news-routes.ts';
import { registerSupportRoutes } from './modules/support/support-routes.ts';
import { registerMessageRoutes } from './modules/message/message-routes.ts';
import { registerAgentRoutes } from './modules/agent/agent-routes.ts';
import { registerRewardsRoutes } from './modules/rewards/rewards-routes.ts';
import { registerActivityRoutes } from './modules/activity/activity-routes.ts';
import { registerSportsbookRoutes } from './modules/sportsbook/sportsbook-routes.ts';
import { withBookRecords } from './modules/sportsbook/sportsbook-records-service.ts';
import { registerResponsibleRoutes } from './modules/responsible/responsible-routes.ts';
import { isExcluded } from './modules/responsible/responsible-service.ts';
import { setPromotionGate } from './modules/message/promotion-gate.ts';

export interface BuildAppOptions {
  /** `chatEdge` defaults to `inline` here; `npm start` reads it from the environment (`process`). */
  config: Pick<Config, 'webDist' | 'logLevel' | 'adminToken'> &
    Partial<Pick<Config, 'chatEdge' | 'chatEdgeProcesses' | 'trustProxy' | 'limits' | 'callBudgets'>>;
  db: Db;
  /** The gateway's clock (tests move it to check envelope freshness). */
  now?: () => number;
  /** Bounds of the replay memory (tests lower them to flood cheaply). */
  replay?: GatewayOptions['replay'];
  /** What the instance shares with others (cluster/open-cluster.ts); default: this process alone. */
  cluster?: Cluster;
}

/**
 * Builds the gateway with its plugins in load order: db, operator auth, gateway (envelope, switches,
 * CORS), the call modules, then the SPA fallback last.
 */
export async function buildApp({
  config,
  db,
  now,
  replay,
  cluster = createMemoryCluster(),
}: BuildAppOptions): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_LIMITS, ...config.limits };
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : requestLogger(config.logLevel),
    ...serverOptions(limits, config.trustProxy ?? false),
  });
  registerDb(app, db);
  registerErrorHandler(app);
  registerAdminAuth(app, config.adminToken);
  registerCluster(app, cluster);
  registerGateway(app, {
    limits,
    trustProxy: config.trustProxy ?? false,
    corsOrigins: () => allowedLineOrigins(db),
    callBudgets: config.callBudgets ?? true,
    ...(now ? { now } : {}),
    ...(replay ? { replay } : {}),
    ...(cluster.envelope ? { envelope: cluster.envelope } : {}),
  });
  registerSecurityHeaders(app, { webDist: config.webDist, lineOrigins: () => pageLineOrigins(db) });
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
  registerGameRoutes(app, { moreRecords: withBookRecords });
  registerMemberRoutes(app);
  registerWalletRoutes(app);
  registerChatRoutes(app, config.chatEdge, config.chatEdgeProcesses);
  registerOrderPushRoutes(app);
  registerGiftRoutes(app);
  registerGiftMediaRoutes(app);
  registerNewsRoutes(app);
  registerSupportRoutes(app);
  registerMessageRoutes(app);
  registerAgentRoutes(app);
  registerRewardsRoutes(app);
  registerActivityRoutes(app);
  registerSportsbookRoutes(app);
  registerResponsibleRoutes(app);
  // Letters marked as promotions skip members in a time-out or self-exclusion (docs/responsible-play.md).
  setPromotionGate(isExcluded);
  await registerSpa(app, config.webDist);
  return app;
}
