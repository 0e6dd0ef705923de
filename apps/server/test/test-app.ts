import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { openDb, type Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../seed/seed.ts';
import { openMigratedMemoryDb } from './test-db.ts';
import { defaultChatEdgeProcesses, type Config } from '../src/config.ts';
import type { z } from 'zod';
import type { CallDef } from '@arena/protocol';
import { callApi, type TestCallAnswer, type TestCallOptions } from './gateway-test-client.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close: () => Promise<void>;
  /** Calls a catalogue entry as the web client would (envelope and headers included). */
  call: <C extends CallDef>(
    call: C,
    input: z.input<C['input']>,
    opts?: TestCallOptions,
  ) => Promise<TestCallAnswer>;
}

/** The operator token of every test app, and the header that carries it. */
export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789';
export const ADMIN_HEADERS = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

/** A real gateway on a fresh, migrated and seeded in-memory PGlite; requests go through `app.inject`. */
export function createTestApp(
  /** Registers extra routes before the app boots (benchmarks add a plain twin of a call). */
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  return createTestAppOn({ dataDir: 'memory' }, { extend });
}

/** The same test gateway on another database, e.g. `{ databaseUrl }` of a throwaway PostgreSQL 15. */
export async function createTestAppOn(
  where: Parameters<typeof openDb>[0],
  opts: {
    extend?: (app: FastifyInstance) => void;
    /** Who owns the chat sockets (docs/chat.md "Fan-out"); tests default to the gateway itself. */
    chatEdge?: Config['chatEdge'];
    chatEdgeProcesses?: number;
    /** The SPA build the app serves (benchmarks that open pages); none by default. */
    webDist?: string;
    /** The geetest stand-in (off outside tests; docs/decisions.md); on by default here. */
    geetestStandIn?: boolean;
  } = {},
): Promise<TestApp> {
  const inMemory = !where.databaseUrl && (!where.dataDir || where.dataDir === 'memory');
  const db = inMemory ? await openMigratedMemoryDb() : await openDb(where);
  if (!inMemory) await migrate(db);
  await seed(db);
  const app = await buildApp({
    config: {
      webDist: opts.webDist ?? '/nonexistent',
      logLevel: 'silent',
      adminToken: TEST_ADMIN_TOKEN,
      chatEdge: opts.chatEdge ?? 'inline',
      chatEdgeProcesses: opts.chatEdgeProcesses ?? defaultChatEdgeProcesses(),
      // Suites register and check names by the dozen from one test device; the budgets have their own suite.
      callBudgets: false,
      geetestStandIn: opts.geetestStandIn ?? true,
    },
    db,
  });
  opts.extend?.(app);
  await app.ready();
  return {
    app,
    db,
    call: (call, input, opts) => callApi(app, call, input, opts),
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
