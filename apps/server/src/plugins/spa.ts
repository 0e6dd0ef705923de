import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ErrorCode, catalogue } from '@arena/protocol';
import {
  NEWS_HOME_BOOT_CALLS,
  createBootData,
  jsonForHtml,
  withOwnNewsOnly,
  type BootData,
} from './boot-data.ts';

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
  const newsBootData = createBootData(app, NEWS_HOME_BOOT_CALLS);
  app.setNotFoundHandler(async (req, reply) => {
    if (hasSpa && (req.method === 'GET' || req.method === 'HEAD')) {
      const isApi = req.url.startsWith('/api/') || req.url.startsWith('/admin/');
      const pathname = req.url.split('?')[0] ?? '';
      const isAppRoute = !isApi && !path.extname(pathname);
      if (isAppRoute && (pathname === '/' || pathname.startsWith('/app/'))) {
        const kind = pageKind(pathname);
        const boot =
          kind === 'news'
            ? withOwnNewsOnly(await newsBootData(req, reply), `${req.protocol}://${req.host}`)
            : await bootData(req, reply);
        return sendAppPage(req, reply, template, boot, kind);
      }
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

/**
 * Which first screen a page opens: home (the root redirects there) and the news home carry their own
 * first screen's answers; every other app page carries home's, for the way back to it.
 */
export type PageKind = 'home' | 'news' | 'other';
export const pageKind = (pathname: string): PageKind =>
  pathname === '/' || /^\/app\/home\/?$/.test(pathname)
    ? 'home'
    : /^\/app\/news\/?$/.test(pathname)
      ? 'news'
      : 'other';

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
 * The lead cover of the news home (the first hot article's), on the news domain the page names when its
 * path is relative, as the client's `newsAsset` writes it (apps/web/src/lib/gateway/news-domain.ts).
 */
export function newsLeadCover(boot: BootData): string | null {
  const hot = boot.answers[catalogue.news.hotNews.id]?.data as { list: { coverUrl: string }[] } | undefined;
  const cover = hot?.list[0]?.coverUrl;
  if (!cover) return null;
  if (!cover.startsWith('/')) return cover;
  const vvm = boot.answers[catalogue.site.vvm.id]?.data as { newsDomain?: string } | undefined;
  return `${(vvm?.newsDomain ?? '').replace(/\/+$/, '')}${cover}`;
}

/**
 * The SPA page with the visitor answers of its first screen in it (docs/home.md "Data with the page",
 * docs/news.md "Data with the page"): a JSON data block (not a script the policy would have to allow)
 * that the client seeds its query cache from, and a preload of the first screen's largest image (home's
 * first banner, the news home's lead cover), so the largest paint does not wait for the gateway's
 * handshake.
 */
export function appPageHtml(template: string, boot: BootData, kind: PageKind): string {
  const parts: string[] = [];
  const image = kind === 'home' ? firstBannerImage(boot) : kind === 'news' ? newsLeadCover(boot) : null;
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
  kind: PageKind,
) {
  const html = appPageHtml(template, boot, kind);
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
