import type { CallDef, PathTriple } from './define-call.ts';
import { activityCalls } from './activity.ts';
import { agentCalls } from './agent.ts';
import { authVerifyCalls } from './auth-verify.ts';
import { authCalls } from './auth.ts';
import { chatCalls } from './chat.ts';
import { financeWalletCalls } from './finance-wallet.ts';
import { financeCalls } from './finance.ts';
import { gameCalls } from './games.ts';
import { liveCalls } from './live.ts';
import { memberBenefitCalls } from './member-benefits.ts';
import { memberCalls } from './member.ts';
import { messageCalls } from './message.ts';
import { timeCalls, trackingCalls, videoCalls } from './misc.ts';
import { newsCalls } from './news.ts';
import { predictionCalls } from './prediction.ts';
import { siteResourceCalls } from './site-resources.ts';
import { siteCalls } from './site.ts';
import { sportsbookCalls } from './sportsbook.ts';
import { responsibleCalls } from './responsible.ts';
import { supportCalls } from './support.ts';

export * from './define-call.ts';
export * from './common.ts';
export { KNOWN_CONFIG_KEYS, themeSeries } from './site.ts';
export { loginInput, sessionOutput } from './auth.ts';
export type { LoginInput, SessionOutput } from './auth.ts';
export { memberInfo } from './member.ts';
export type { MemberInfo } from './member.ts';
export { depositLimits } from './finance.ts';
export { bankCard, dealType, virtualAddress } from './finance-wallet.ts';
export type { DealType } from './finance-wallet.ts';
export { liveListInput, type ScheduleItem } from './live.ts';
export { CHAT_SLOW_MODE_CHOICES, chatRoomSettings } from './chat.ts';
export type { ChatRoomSettings } from './chat.ts';
export { messageItem } from './message.ts';
export type { MessageItem } from './message.ts';
export { EXPERT_RECENT_N, NEWS_PATH_PREFIX, isNewsPath, predictionItem } from './news.ts';
export * from './support.ts';
export * from './ops-tools.ts';
export { oddsPolicy } from './sportsbook.ts';
export type { BetView, BookMarket, BookMatch, ParlayView } from './sportsbook.ts';
export { opsExcludeInput, opsMemberParams, opsResponsibleView, responsibleStatus } from './responsible.ts';
export type { OpsResponsibleView, ResponsibleStatus } from './responsible.ts';

/**
 * The whole gateway call catalogue by area (spec §7; floor: shared/spec/call-checklist.md). Each call's
 * id is `<area>.<key>`. The server registers one handler per call; the client validates every answer.
 */
export const catalogue = {
  site: { ...siteCalls, ...siteResourceCalls },
  auth: { ...authCalls, ...authVerifyCalls },
  member: { ...memberCalls, ...memberBenefitCalls },
  games: gameCalls,
  sportsbook: sportsbookCalls,
  finance: { ...financeCalls, ...financeWalletCalls },
  live: liveCalls,
  chat: chatCalls,
  activity: activityCalls,
  news: newsCalls,
  prediction: predictionCalls,
  message: messageCalls,
  agent: agentCalls,
  support: supportCalls,
  responsible: responsibleCalls,
  video: videoCalls,
  time: timeCalls,
  tracking: trackingCalls,
} as const;

/** Catalogue area names. */
export type AreaName = keyof typeof catalogue;

/** Every call, flat, in catalogue order. */
export const allCalls: CallDef[] = Object.values(catalogue).flatMap((area) => Object.values<CallDef>(area));

/** Which path of a call a request used: its single path, or one of the §6 visitor / web / app paths. */
export type PathVariant = 'single' | keyof PathTriple;

/** One (method, path) a call answers on. */
export interface CallEndpoint {
  method: CallDef['method'];
  path: string;
  variant: PathVariant;
  call: CallDef;
}

/** The endpoints of a call: one, or the three of a visitor-or-member call (spec §6). */
export function callEndpoints(call: CallDef): CallEndpoint[] {
  if (!call.paths) return [{ method: call.method, path: call.path, variant: 'single', call }];
  const { anonymous, web, app } = call.paths;
  return [
    { method: call.method, path: anonymous, variant: 'anonymous', call },
    { method: call.method, path: web, variant: 'web', call },
    { method: call.method, path: app, variant: 'app', call },
  ];
}

/** Every endpoint of the catalogue, e.g. for server route registration. */
export const allEndpoints: CallEndpoint[] = allCalls.flatMap(callEndpoints);

const byRoute = new Map<string, CallEndpoint>(allEndpoints.map((e) => [`${e.method} ${e.path}`, e]));

/** Looks up the endpoint answering `method path` (query string ignored), with the path variant used. */
export function findRoute(method: string, path: string): CallEndpoint | undefined {
  const bare = path.split('?', 1)[0] ?? path;
  return byRoute.get(`${method.toUpperCase()} ${bare}`);
}

/** Looks up the call answering `method path`, including the three paths of chat-family calls. */
export function findCall(method: string, path: string): CallDef | undefined {
  return findRoute(method, path)?.call;
}
