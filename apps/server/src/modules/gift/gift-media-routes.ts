import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode } from '@arena/protocol';
import { GIFT_CODES, giftIconSvg, isGiftCode, type GiftCode } from './gift-art.ts';
import { encodeSvga, giftMovie } from './svga-writer.ts';

/** The gift files never change for a given code and build: cached for a year (docs/gift-screens.md). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface GiftFiles {
  svg: Buffer;
  svga: Buffer;
}

/** Every gift's icon and animation, made once at start-up (a few KB each). */
export function buildGiftFiles(): Map<GiftCode, GiftFiles> {
  return new Map(
    GIFT_CODES.map((code) => [
      code,
      { svg: Buffer.from(giftIconSvg(code)), svga: encodeSvga(giftMovie(code)) },
    ]),
  );
}

const notFound = (reply: FastifyReply) =>
  reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ code: ErrorCode.notFound, msg: 'gift file not found', data: null });

/** `/media/gift/<code>.svg` (icon) and `/media/gift/<code>.svga` (animation); anything else is 404. */
export function registerGiftMediaRoutes(app: FastifyInstance) {
  const files = buildGiftFiles();
  app.get<{ Params: { file: string } }>('/media/gift/:file', async (req, reply) => {
    const match = /^([a-z]{1,32})\.(svga|svg)$/.exec(req.params.file);
    const code = match?.[1];
    const found = code !== undefined && isGiftCode(code) ? files.get(code) : undefined;
    if (!match || !found) return notFound(reply);
    reply.header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff');
    if (match[2] === 'svg') {
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(found.svg);
    }
    return reply.header('content-type', 'application/octet-stream').send(found.svga);
  });
}
