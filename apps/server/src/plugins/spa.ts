import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@arena/protocol';

/**
 * Serves the built SPA with history fallback: any GET that is not an API, admin or asset path and
 * accepts HTML gets index.html, so deep links like /app/egame/ybegdz load the app.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const hasSpa = fs.existsSync(path.join(webDist, 'index.html'));
  app.setNotFoundHandler(async (req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url.startsWith('/admin/');
    if (hasSpa && req.method === 'GET' && !isApi && !path.extname(req.url.split('?')[0] ?? '')) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ code: ErrorCode.notFound, msg: 'not found', data: null });
  });
  if (!hasSpa) {
    app.log.warn({ webDist }, 'web build not found: run `npm run build` (npm start does it for you)');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // Hashed assets never change; index.html must always be revalidated.
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
}
