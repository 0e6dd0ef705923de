import type { z } from 'zod';

/** How a call's request travels (spec §7: "POST JSON unless stated; some are form-encoded POST or GET with query"). */
export type BodyEncoding =
  /** POST; JSON body encrypted into the `xx` field, response `{ t1: 1, x1 }` decrypted. */
  | 'encrypted-json'
  /** POST application/x-www-form-urlencoded, response enveloped as for encrypted-json. */
  | 'form'
  /** GET with the input as query string, response enveloped. */
  | 'query'
  /** Plain JSON both ways, never decrypted (e.g. `/api/v2/vvm`). */
  | 'plain'
  /** Binary response (e.g. the captcha image). */
  | 'blob';

/**
 * Who may call (spec §6).
 * - `anonymous`: anyone, token ignored.
 * - `member`: a valid token is required, else the login-required flow (spec §8).
 * - `optional`: anyone; a member's token personalises the answer.
 * - `visitor-or-member`: the chat family; visitors use `paths.anonymous`, members `paths.web` / `paths.app`.
 */
export type AuthMode = 'anonymous' | 'member' | 'optional' | 'visitor-or-member';

/** Client response caching (spec §7 "Caching"). Both kinds are skipped for venues containing `AG`. */
export type CachePolicy =
  | { kind: 'none' }
  /** Whitelisted local response cache keyed by token, kept until the token changes. */
  | { kind: 'token-keyed' }
  /** Local cache with a time to live, 60 s by default (spec §9 "cached list default 60 s"). */
  | { kind: 'ttl'; ttlMs: number };

/** The three paths of a visitor-or-member call (spec §6). */
export interface PathTriple {
  anonymous: string;
  web: string;
  app: string;
}

/**
 * One gateway call, declared once and used by client and server alike (spec §7). `A` keeps the
 * declared auth mode, so the server can give a `member` call's handler a member that is never null.
 */
export interface CallDef<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends AuthMode = AuthMode,
> {
  /** Stable identifier, `area.name`, e.g. `site.configInfoV1Get`. */
  id: string;
  /** Request path; for `visitor-or-member` calls this is the web (member) path. */
  path: string;
  /** The visitor / web / app paths of a chat-family call. */
  paths?: PathTriple;
  method: 'GET' | 'POST';
  encoding: BodyEncoding;
  auth: A;
  /** Send an empty token header (spec §7: login, banner list, personal-info get). */
  blankToken?: boolean;
  cache: CachePolicy;
  /** Moves money: the client sends an idempotency key and never replays it on another line. */
  idempotent?: boolean;
  input: I;
  output: O;
  /** One line for docs/protocol.md. */
  summary: string;
  /** Spec section the call comes from, e.g. `§7 Site/config`. */
  spec: string;
}

/** Declares a call, keeping its exact input and output types and its auth mode. */
export function defineCall<I extends z.ZodType, O extends z.ZodType, A extends AuthMode>(
  def: CallDef<I, O, A>,
): CallDef<I, O, A> {
  return def;
}

export type CallInput<C extends CallDef> = z.input<C['input']>;
export type CallOutput<C extends CallDef> = z.output<C['output']>;
