import { z } from 'zod';
import os from 'node:os';
import path from 'node:path';
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

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  DATABASE_URL: z.string().url().optional(),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token for the operator endpoints (/admin/*). Unset: a random one is generated per start. */
  ADMIN_TOKEN: z.string().min(16).optional(),
  /** Who owns the chat room sockets (docs/chat.md "Fan-out"): an edge child process, or the gateway. */
  CHAT_EDGE: z.enum(['process', 'inline']).default(() => defaultChatEdge()),
  /** How many edge processes share the room sockets (each writes frames to its own share). */
  CHAT_EDGE_PROCESSES: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(() => defaultChatEdgeProcesses()),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webDist: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  adminToken: string | undefined;
  chatEdge: 'process' | 'inline';
  chatEdgeProcesses: number;
}

/** The one place the server reads its environment (HOUSE-STYLE "env read in one place"). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    adminToken: e.ADMIN_TOKEN,
    chatEdge: e.CHAT_EDGE,
    chatEdgeProcesses: e.CHAT_EDGE_PROCESSES,
  };
}

export { repoRoot };
