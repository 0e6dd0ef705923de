import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { openDb, type Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../seed/seed.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close: () => Promise<void>;
}

/** A real gateway on a fresh, migrated and seeded in-memory PGlite; requests go through `app.inject`. */
export async function createTestApp(): Promise<TestApp> {
  const db = await openDb({ dataDir: 'memory' });
  await migrate(db);
  await seed(db);
  const app = await buildApp({
    config: { webDist: '/nonexistent', logLevel: 'silent', adminToken: 'test-admin-token-0123456789' },
    db,
  });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
