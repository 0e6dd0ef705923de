import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  EnvelopeError,
  HANDSHAKE_PATH,
  WIRE_HEADER_NAMES,
  handshakeRequest,
} from '@arena/protocol';
import { createEnvelopeStore, type EnvelopeStore } from '../gateway/envelope-store.ts';
import { createSwitchBoard, type SwitchBoard } from '../modules/operator/operator-switches.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live envelope sessions and the replay guard (spec §7). */
    envelope: EnvelopeStore;
    /** Operator switches (spec §8 situations on demand). */
    switches: SwitchBoard;
    /** The clock the gateway checks envelopes against (injectable for tests). */
    now: () => number;
  }
}

/**
 * Gateway plugin, registered before any call: the envelope store, the handshake route, the operator
 * switch board, form bodies kept as text (they are signed as sent), and CORS for the other API lines
 * (spec §7 "line configuration": a page may call a line on another origin).
 */
export function registerGateway(app: FastifyInstance, opts: { now?: () => number } = {}): void {
  app.decorate('now', opts.now ?? Date.now);
  app.decorate('envelope', createEnvelopeStore());
  app.decorate('switches', createSwitchBoard(app.db));

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, body),
  );

  const allowHeaders = ['content-type', ...WIRE_HEADER_NAMES].join(', ');
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const origin = req.headers.origin;
    if (origin) {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'origin');
      reply.header('access-control-allow-headers', allowHeaders);
      reply.header('access-control-expose-headers', WIRE_HEADER_NAMES.join(', '));
      reply.header('access-control-allow-methods', 'GET, POST');
      reply.header('access-control-max-age', '600');
    }
    if (req.method === 'OPTIONS') await reply.code(204).send();
  });
  app.options('/api/*', async (_req, reply) => reply.code(204).send());

  app.post(HANDSHAKE_PATH, async (req) => {
    const parsed = handshakeRequest.safeParse(req.body);
    if (!parsed.success) return { code: ErrorCode.badInput, msg: 'invalid handshake', data: null };
    try {
      const now = app.now();
      const reply = await app.envelope.handshake(parsed.data.publicKey, now);
      return { code: ErrorCode.ok, msg: 'ok', data: { ...reply, serverTime: now } };
    } catch (err) {
      if (err instanceof EnvelopeError) return { code: err.code, msg: err.message, data: null };
      throw err;
    }
  });
}
