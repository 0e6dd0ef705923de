import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode } from '@arena/protocol';
import { msg } from '../gateway/user-messages.ts';

/** PostgreSQL and socket errors that mean the database is away for now, not that the request is wrong. */
const DATABASE_AWAY = /^(57P0[1-3]|08\d{3}|53300|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE)$/;

const isDatabaseAway = (err: FastifyError) =>
  DATABASE_AWAY.test(String(err.code ?? '')) || /Connection terminated/i.test(err.message);

/**
 * The answer to a failure no handler expected. A client error (4xx: bad JSON, a body too large) keeps
 * Fastify's answer; anything else answers `{ code, msg }` in Chinese without internals: the raw error
 * (a PostgreSQL SQLSTATE, a stack) stays in the log. A database that is restarting answers 503 with
 * the degraded code, which the client shows as a generic error (spec §8 "interface degrade").
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err.statusCode !== undefined && err.statusCode < 500) return reply.send(err);
    req.log.error({ err }, 'unexpected failure');
    if (isDatabaseAway(err))
      return reply.code(503).send({ code: ErrorCode.degraded, msg: msg('gateway.busy'), data: null });
    return reply.code(500).send({ code: ErrorCode.degraded, msg: msg('gateway.systemError'), data: null });
  });
}
