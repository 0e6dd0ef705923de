import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@arena/protocol';

/**
 * Whether an unmatched request is a page a person opened (address bar, link, bookmark) rather than a
 * call or an asset fetch: the browser marks those as navigations, and a client without fetch metadata
 * that asks for HTML first is treated the same. API clients (fetch, curl, the gateway) ask for JSON.
 */
export function isPageRequest(headers: Record<string, string | string[] | undefined>): boolean {
  const mode = headers['sec-fetch-mode'];
  if (mode !== undefined) return mode === 'navigate';
  const accept = String(headers.accept ?? '');
  return /^\s*text\/html/i.test(accept) || /application\/xhtml\+xml/i.test(accept);
}

/**
 * Serves the built SPA with history fallback. A GET for an app route (no file extension, outside /api
 * and /admin) gets index.html, so deep links like /app/egame/ybegdz load the app. Any other unmatched
 * page a person opens (e.g. /download/arena.apk, /api/typo) also gets the app, so they see its
 * not-found screen with a way home instead of a raw JSON body (status 200 like every app route: the
 * app decides what is missing, and a 404 document would only add a console error); calls and asset
 * fetches still get the JSON 404 they can parse.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const hasSpa = fs.existsSync(path.join(webDist, 'index.html'));
  app.setNotFoundHandler(async (req, reply) => {
    if (hasSpa && (req.method === 'GET' || req.method === 'HEAD')) {
      const isApi = req.url.startsWith('/api/') || req.url.startsWith('/admin/');
      const isAppRoute = !isApi && !path.extname(req.url.split('?')[0] ?? '');
      if (isAppRoute || isPageRequest(req.headers))
        return reply.code(200).type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
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
    // The build writes .br and .gz beside each text asset: sent as they are to browsers that accept them.
    preCompressed: true,
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
