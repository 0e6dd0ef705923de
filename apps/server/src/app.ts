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
import { registerGatewayGuards } from './gateway/gateway-guards.ts';
import { lookupSession } from './modules/auth/session-repository.ts';
import { verifyTicketStoreOf } from './modules/verify/verify-ticket-store.ts';
import { registerSwitchBoard } from './modules/operator/operator-switches.ts';
import { switchGate } from './modules/operator/switch-gate.ts';
import { robotClearanceCheck } from './modules/operator/robot-clearance-repository.ts';
import { registerRobotPassRoutes } from './modules/operator/robot-pass-routes.ts';
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
import { guardDeposit, guardTransferIn, isExcluded } from './modules/responsible/responsible-service.ts';
import { setWalletHooks } from './modules/wallet/wallet-hooks.ts';
import { setAuthHooks } from './modules/auth/auth-hooks.ts';
import { assertTurnoverMet } from './modules/rewards/grant-service.ts';
import { recordSettledDeposit } from './modules/rewards/turnover-service.ts';
import { onDepositSettled } from './modules/activity/activity-member-service.ts';
import { verifyWithdrawPassword } from './modules/member/withdraw-password-service.ts';
import { orderPushTickSafely } from './modules/chat/order-push-scheduler.ts';
import { loadLaunch } from './modules/games/play-service.ts';
import { setPromotionGate } from './modules/message/promotion-gate.ts';
import { setVenueDirectory } from './modules/wallet/venue-directory.ts';
import { findGameVenue, listVenues } from './modules/games/game-repository.ts';
import { setBirthDateStore } from './modules/responsible/age-gate.ts';
import { memberRewardSummary, recordBirthDate, vipLevelOf } from './modules/rewards/member-reward-service.ts';
import { registerOpsToolRoutes } from './modules/ops-tools/ops-tool-routes.ts';

export interface BuildAppOptions {
  /** `chatEdge` defaults to `inline` here; `npm start` reads it from the environment (`process`). */
  config: Pick<Config, 'webDist' | 'logLevel' | 'adminToken'> &
    Partial<
      Pick<
        Config,
        'chatEdge' | 'chatEdgeProcesses' | 'trustProxy' | 'limits' | 'callBudgets' | 'geetestStandIn'
      >
    >;
  db: Db;
  /** The gateway's clock (tests move it to check envelope freshness). */
  now?: () => number;
  /** Bounds of the replay memory (tests lower them to flood cheaply). */
  replay?: GatewayOptions['replay'];
  /** What the instance shares with others (cluster/open-cluster.ts); default: this process alone. */
  cluster?: Cluster;
  /** How often the chat hub pings its sockets (tests shorten it); default CHAT_HEARTBEAT_MS. */
  chatHeartbeatMs?: number;
}

/**
 * Builds the gateway with its plugins in load order: db, operator auth, gateway (envelope, CORS), the
 * gateway's guards (sessions, verify tickets, operator switches), the call modules, then the SPA
 * fallback last.
 */
export async function buildApp({
  config,
  db,
  now,
  replay,
  cluster = createMemoryCluster(),
  chatHeartbeatMs,
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
  // The gateway imports no module: the owners of sessions, tickets and switches hand in its checks.
  const tickets = verifyTicketStoreOf(db, cluster);
  registerGatewayGuards(app, {
    session: (token) => lookupSession(db, token),
    spendVerifyTicket: (ticket, scope) => tickets.spendTicket(ticket, scope, new Date()),
    gate: switchGate(
      registerSwitchBoard(app),
      robotClearanceCheck(db, () => app.now()),
    ),
  });
  registerHealthRoutes(app);
  registerOperatorRoutes(app);
  registerRobotPassRoutes(app);
  registerMemberContactRoutes(app);
  registerAuthRoutes(app);
  registerSiteRoutes(app);
  registerTimeRoutes(app);
  registerTrackingRoutes(app);
  registerVerifyRoutes(app, { geetestStandIn: config.geetestStandIn ?? false });
  registerLiveRoutes(app);
  registerGameRoutes(app, { moreRecords: withBookRecords });
  registerMemberRoutes(app);
  registerWalletRoutes(app);
  registerChatRoutes(app, config.chatEdge, config.chatEdgeProcesses, chatHeartbeatMs);
  registerOrderPushRoutes(app);
  // Streamer rooms push picks after each scheduled live tick (the live module imports no chat code).
  app.liveScheduler.followTicks((at) => orderPushTickSafely(app, at));
  registerGiftRoutes(app);
  registerGiftMediaRoutes(app);
  registerNewsRoutes(app);
  registerSupportRoutes(app);
  registerMessageRoutes(app);
  registerAgentRoutes(app);
  registerRewardsRoutes(app);
  registerActivityRoutes(app);
  registerSportsbookRoutes(app);
  registerResponsibleRoutes(app, { launchOf: loadLaunch });
  // Letters marked as promotions skip members in a time-out or self-exclusion (docs/responsible-play.md).
  setPromotionGate(isExcluded);
  // Lower modules name what they need of higher ones; the app hands it in (docs/architecture.md).
  setAuthHooks({ vipLevel: vipLevelOf, recordBirthDate });
  setWalletHooks({
    guardDeposit,
    guardTransferIn,
    assertWithdrawable: assertTurnoverMet,
    depositSettled: [(tx, d) => recordSettledDeposit(tx, d), (tx, d) => onDepositSettled(tx, d)],
    checkWithdrawPassword: (q, memberId, password, at) =>
      verifyWithdrawPassword(q, memberId, password, new Date(at)),
  });
  // The wallet moves money into the games module's venues without importing games (which sits above it).
  setVenueDirectory({ find: findGameVenue, listEnabled: (q) => listVenues(q) });
  // Members without a date of birth give it before money goes in; it is the rewards module's one date.
  setBirthDateStore({
    read: async (q, memberId) => (await memberRewardSummary(q, memberId)).birthday,
    record: recordBirthDate,
  });
  registerOpsToolRoutes(app);
  await registerSpa(app, config.webDist);
  return app;
}
