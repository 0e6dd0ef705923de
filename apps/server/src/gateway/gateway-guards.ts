import type { FastifyInstance } from 'fastify';
import type { VerifyScope } from '@arena/protocol';
import type { GatewayError } from './gateway-error.ts';

/** The signed-in member a session token resolves to: what a member call's handler is given. */
export interface SessionMember {
  id: number;
  name: string;
  nickname: string;
  token: string;
}

/** Why a session ended; each reason but logout has its own spec §8 answer. */
export type SessionEndReason = 'logout' | 'elsewhere' | 'blocked' | 'password';

/** What a token resolves to: the member, the reason their session ended, or nothing (unknown/expired). */
export type SessionLookup = { member: SessionMember } | { ended: SessionEndReason } | null;

/** What the operator switches look at to stop a call (spec §8). */
export interface GateRequest {
  callId: string;
  ip: string;
  deviceId: string | undefined;
  /** The request carried a valid, now consumed, verification ticket. */
  verified: boolean;
}

/** The switches' verdict on a call: the §8 answer that stops it (or null), and how long to hold it first. */
export interface GateVerdict {
  stop: GatewayError | null;
  holdMs: number;
}

/**
 * What the call pipeline asks of the modules above it. The gateway is the bottom layer and imports no
 * module, so the owners hand these in when the app is built (app.ts): auth resolves session tokens,
 * verify spends verification tickets, operator judges a call against its switches.
 */
export interface GatewayGuards {
  /** What a session token resolves to (spec §6, §8). */
  session(token: string): Promise<SessionLookup>;
  /**
   * Spends a verification ticket issued for `scope` (this call, this login name): true the first time
   * within its life, false ever after and for any other scope (spec §4).
   */
  spendVerifyTicket(ticket: string, scope: VerifyScope): Promise<boolean>;
  /** Whether the operator switches stop this call, and how long to hold it (spec §8). */
  gate(request: GateRequest): Promise<GateVerdict>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The module checks the call pipeline runs (see {@link GatewayGuards}). */
    gatewayGuards: GatewayGuards;
  }
}

/** Installs the guards; every call registered on `app` runs them (gateway/register-call.ts). */
export function registerGatewayGuards(app: FastifyInstance, guards: GatewayGuards): void {
  app.decorate('gatewayGuards', guards);
}
