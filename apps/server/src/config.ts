import { z } from 'zod';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Chat edge processes only where there are cores for them (docs/chat.md "Fan-out"): on this project's
 * 2-core machines a third busy process made chat delivery slower (p99 125–142 ms against 95–123 ms
 * inline), though it kept the gateway's own answers faster.
 */
export function defaultChatEdge(cores = os.availableParallelism()): 'process' | 'inline' {
  return cores >= 4 ? 'process' : 'inline';
}

/** One edge process per core beyond the gateway's and one spare, 1 to 4. */
export function defaultChatEdgeProcesses(cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 2));
}

/** Request and connection bounds of the HTTP server (docs/deploy.md "Limits"). */
export interface ServerLimits {
  /** Whole request (headers and body) must arrive within this; a slow body is cut (408). */
  requestTimeoutMs: number;
  /** An HTTP connection silent this long is closed (upgraded sockets are exempt). */
  connectionTimeoutMs: number;
  /** Default request body bound; calls that carry an upload get {@link ServerLimits.uploadBodyBytes}. */
  bodyBytes: number;
  /** Body bound of upload calls and operator routes (a 3 MB image, base64 and enveloped, fits). */
  uploadBodyBytes: number;
  /** Deepest JSON nesting accepted in a request body (objects and arrays). */
  jsonDepth: number;
  /** Open endless media streams (FLV) one client address may hold. */
  streamsPerIp: number;
  /** Open sockets (chat, inbox) one client address may hold. */
  socketsPerIp: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  requestTimeoutMs: 30_000,
  connectionTimeoutMs: 60_000,
  bodyBytes: 64 * 1024,
  uploadBodyBytes: 8 * 1024 * 1024,
  jsonDepth: 32,
  streamsPerIp: 8,
  socketsPerIp: 16,
};

/**
 * `TRUST_PROXY` as Fastify takes it: `false` (the socket address is the client), `true` (trust every
 * hop: only behind a proxy that overwrites X-Forwarded-For), a hop count, or addresses/CIDRs.
 */
export type TrustProxy = boolean | number | string[];

export function parseTrustProxy(text: string): TrustProxy {
  const t = text.trim().toLowerCase();
  if (t === '' || t === 'false' || t === '0') return false;
  if (t === 'true') return true;
  if (/^\d+$/.test(t)) return Number(t);
  return t
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const intWithin = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  DATABASE_URL: z.string().url().optional(),
  /**
   * Redis of a cluster (docs/scaling.md): envelope sessions, the replay guard, socket tickets, online
   * counts and the fan-out between instances. Unset: all of it in this process (one instance).
   */
  REDIS_URL: z.string().url().optional(),
  /**
   * Key that encrypts what the instances keep in Redis that is secret (envelope session keys), at
   * least 32 characters, the same on every instance (docs/scaling.md "Security"). Required with REDIS_URL.
   */
  REDIS_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /** The geetest stand-in's proof of work hands out verify tickets: test servers only (docs/decisions.md). */
  GEETEST_STANDIN: z.enum(['on', 'off']).default('off'),
  /** Moves the gateway's clock (browser tests of day-bound rules, e.g. a second day's sign-in). */
  CLOCK_OFFSET_MS: intWithin(-366 * 86_400_000, 366 * 86_400_000, 0),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Bearer token for the operator endpoints (/admin/*), at least 32 characters. Unset: a random one per
   * start, written to DATA_DIR/admin-token (mode 0600); required when HOST is not a loopback address.
   */
  ADMIN_TOKEN: z.string().min(32, 'at least 32 characters').optional(),
  /**
   * Server key mixed into every withdraw PIN hash (docs/deploy.md "Secrets"), at least 32 characters,
   * the same on every instance. Unset: made once per data directory in DATA_DIR/pin-pepper (0600);
   * required when HOST is not a loopback address.
   */
  WITHDRAW_PIN_PEPPER: z.string().min(32, 'at least 32 characters').optional(),
  /** Seed the demo member and demo content: on by default only for PGlite on a loopback HOST. */
  DEMO_SEED: z.enum(['on', 'off']).optional(),
  /** Who owns the chat room sockets (docs/chat.md "Fan-out"): an edge child process, or the gateway. */
  CHAT_EDGE: z.enum(['process', 'inline']).default(() => defaultChatEdge()),
  /** How many edge processes share the room sockets (each writes frames to its own share). */
  CHAT_EDGE_PROCESSES: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(() => defaultChatEdgeProcesses()),
  /** Which proxies may name the client address (X-Forwarded-For); see {@link parseTrustProxy}. */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d+|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)?$/,
      'true, false, a hop count or addresses',
    )
    .default('false'),
  REQUEST_TIMEOUT_MS: intWithin(1_000, 600_000, DEFAULT_LIMITS.requestTimeoutMs),
  CONNECTION_TIMEOUT_MS: intWithin(1_000, 3_600_000, DEFAULT_LIMITS.connectionTimeoutMs),
  BODY_LIMIT_BYTES: intWithin(1_024, 16 * 1024 * 1024, DEFAULT_LIMITS.bodyBytes),
  UPLOAD_BODY_LIMIT_BYTES: intWithin(1_024, 64 * 1024 * 1024, DEFAULT_LIMITS.uploadBodyBytes),
  STREAMS_PER_IP: intWithin(1, 10_000, DEFAULT_LIMITS.streamsPerIp),
  SOCKETS_PER_IP: intWithin(1, 10_000, DEFAULT_LIMITS.socketsPerIp),
  /** Per-address and per-device budgets of register, name checks, codes, tracking, short URLs. */
  CALL_BUDGETS: z.enum(['on', 'off']).default('on'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Shared short-lived state and fan-out of several instances; undefined: one instance. */
  redisUrl: string | undefined;
  /** Encryption key of the secrets kept in Redis; set whenever redisUrl is. */
  redisSecret: string | undefined;
  /** Whether the geetest stand-in hands out tickets (test servers only). */
  geetestStandIn: boolean;
  /** Added to the wall clock for the gateway's `now` (0 but on test servers). */
  clockOffsetMs: number;
  webDist: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  adminToken: string | undefined;
  /** The withdraw PIN pepper; undefined means the data directory's file (loopback only). */
  pinPepper: string | undefined;
  chatEdge: 'process' | 'inline';
  chatEdgeProcesses: number;
  trustProxy: TrustProxy;
  limits: ServerLimits;
  /** Whether the call budgets apply (off only for load tests from one address). */
  callBudgets: boolean;
  /** Seed the demo member and content at start. */
  demoSeed: boolean;
}

/** True for the addresses that only this machine can reach. */
export const isLoopbackHost = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * Reads `.env` (repository root, or ENV_FILE) into `env` at start: documented keys only (docs/deploy.md
 * "Environment"), and a variable already set in the real environment always wins over the file.
 */
export function readDotEnv(
  env: NodeJS.ProcessEnv = process.env,
  file = env.ENV_FILE ?? path.join(repoRoot, '.env'),
): void {
  if (!fs.existsSync(file)) return;
  const parsed = parseEnv(fs.readFileSync(file, 'utf8'));
  for (const [key, value] of Object.entries(parsed)) {
    if (!(key in EnvSchema.shape)) throw new Error(`${file}: unknown key ${key} (see docs/deploy.md)`);
    if (env[key] === undefined) env[key] = value;
  }
}

/** The one place the server reads its environment (HOUSE-STYLE "env read in one place"). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  if (!isLoopbackHost(e.HOST) && !e.ADMIN_TOKEN) {
    throw new Error(
      'Invalid environment:\n  ADMIN_TOKEN: required when HOST is not a loopback address (at least 32 characters)',
    );
  }
  if (!isLoopbackHost(e.HOST) && !e.WITHDRAW_PIN_PEPPER) {
    throw new Error(
      'Invalid environment:\n  WITHDRAW_PIN_PEPPER: required when HOST is not a loopback address (at least 32 characters)',
    );
  }
  if (e.REDIS_URL && !e.REDIS_SECRET) {
    throw new Error(
      'Invalid environment:\n  REDIS_SECRET: required with REDIS_URL (at least 32 characters, the same on every instance)',
    );
  }
  if (e.CLOCK_OFFSET_MS !== 0 && env.NODE_ENV === 'production') {
    throw new Error('Invalid environment:\n  CLOCK_OFFSET_MS: test servers only; unset it in production');
  }
  if (e.GEETEST_STANDIN === 'on' && env.NODE_ENV === 'production') {
    throw new Error('Invalid environment:\n  GEETEST_STANDIN: test servers only; unset it in production');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisSecret: e.REDIS_SECRET,
    geetestStandIn: e.GEETEST_STANDIN === 'on',
    clockOffsetMs: e.CLOCK_OFFSET_MS,
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    adminToken: e.ADMIN_TOKEN,
    pinPepper: e.WITHDRAW_PIN_PEPPER,
    chatEdge: e.CHAT_EDGE,
    chatEdgeProcesses: e.CHAT_EDGE_PROCESSES,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    limits: {
      ...DEFAULT_LIMITS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
      bodyBytes: e.BODY_LIMIT_BYTES,
      uploadBodyBytes: e.UPLOAD_BODY_LIMIT_BYTES,
      streamsPerIp: e.STREAMS_PER_IP,
      socketsPerIp: e.SOCKETS_PER_IP,
    },
    callBudgets: e.CALL_BUDGETS === 'on',
    demoSeed: e.DEMO_SEED ? e.DEMO_SEED === 'on' : !e.DATABASE_URL && isLoopbackHost(e.HOST),
  };
}

export { repoRoot };
