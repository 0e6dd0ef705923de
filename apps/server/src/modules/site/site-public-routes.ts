import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@arena/protocol';
import { readMediaArt } from './site-content-repository.ts';
import { openShortCode, SHORT_CODE_PATTERN } from './short-url-repository.ts';
import { drawArt } from './svg-art.ts';

/** Path of a piece of site artwork, as the seed stores it in image and icon columns. */
export const MEDIA_PATH = '/media/site/';
/** Path prefix of short links. */
export const SHORT_LINK_PATH = '/s/';

const ART_FILE = /^([a-z0-9-]{1,64})\.svg$/;

/**
 * Plain HTTP routes outside the gateway: the generated site artwork and the short-link redirect.
 * Neither is a catalogue call (no envelope): browsers load them directly.
 */
export function registerSitePublicRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(`${MEDIA_PATH}:file`, async (req, reply) => {
    const id = ART_FILE.exec(req.params.file)?.[1];
    const art = id ? await readMediaArt(app.db, id) : null;
    if (!art) return reply.code(404).send({ code: ErrorCode.notFound, msg: 'media not found', data: null });
    return (
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        // An SVG opened on its own must not run anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(drawArt(art))
    );
  });

  app.get<{ Params: { code: string } }>(`${SHORT_LINK_PATH}:code`, async (req, reply) => {
    const url = SHORT_CODE_PATTERN.test(req.params.code)
      ? await openShortCode(app.db, req.params.code)
      : null;
    if (!url)
      return reply.code(404).send({ code: ErrorCode.notFound, msg: 'short link not found', data: null });
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });
}
