import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** First plugin: every later plugin and module reaches the database through `app.db`. */
export function registerDb(app: FastifyInstance, db: Db): void {
  app.decorate('db', db);
}
