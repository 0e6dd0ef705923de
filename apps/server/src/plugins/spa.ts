import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ErrorCode, catalogue } from '@arena/protocol';
import { createBootData, jsonForHtml, type BootData } from './boot-data.ts';

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
  const indexFile = path.join(webDist, 'index.html');
  const hasSpa = fs.existsSync(indexFile);
  const template = hasSpa ? fs.readFileSync(indexFile, 'utf8') : '';
  const bootData = createBootData(app);
  app.setNotFoundHandler(async (req, reply) => {
    if (hasSpa && (req.method === 'GET' || req.method === 'HEAD')) {
      const isApi = req.url.startsWith('/api/') || req.url.startsWith('/admin/');
      const pathname = req.url.split('?')[0] ?? '';
      const isAppRoute = !isApi && !path.extname(pathname);
      if (isAppRoute && (pathname === '/' || pathname.startsWith('/app/')))
        return sendAppPage(req, reply, template, await bootData(req, reply), isHomePath(pathname));
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

/** Where the home screen opens (the root redirects there). */
const isHomePath = (pathname: string) => pathname === '/' || /^\/app\/home\/?$/.test(pathname);

const attr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The image of the first banner home shows (the operator's order), if the banner list was answered. */
export function firstBannerImage(boot: BootData): string | null {
  const answer = boot.answers[catalogue.site.bannerListV1.id]?.data as
    { list: { imageUrl: string; sort: number }[] } | undefined;
  const first = [...(answer?.list ?? [])].sort((a, b) => a.sort - b.sort)[0];
  return first?.imageUrl ?? null;
}

/**
 * The SPA page with the visitor answers of home's first screen in it (docs/home.md "Data with the
 * page"): a JSON data block (not a script the policy would have to allow) that the client seeds its
 * query cache from, and on home a preload of the first banner image, so the largest paint does not
 * wait for the gateway's handshake.
 */
export function appPageHtml(template: string, boot: BootData, home: boolean): string {
  const parts: string[] = [];
  const image = home ? firstBannerImage(boot) : null;
  if (image) parts.push(`<link rel="preload" as="image" href="${attr(image)}" fetchpriority="high">`);
  if (Object.keys(boot.answers).length > 0)
    parts.push(`<script type="application/json" id="boot-data">${jsonForHtml(boot)}</script>`);
  return parts.length ? template.replace('</head>', `${parts.join('')}</head>`) : template;
}

function sendAppPage(
  req: FastifyRequest,
  reply: FastifyReply,
  template: string,
  boot: BootData,
  home: boolean,
) {
  const html = appPageHtml(template, boot, home);
  void reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  const accepts = String(req.headers['accept-encoding'] ?? '');
  // A page of a few KB compresses in well under a millisecond; the built assets are pre-compressed.
  if (/\bbr\b/.test(accepts))
    return reply
      .header('content-encoding', 'br')
      .send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
  return reply.send(html);
}
