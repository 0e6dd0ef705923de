import type { FastifyRequest } from 'fastify';

/**
 * A configured customer-service address as the client should open it: an absolute URL stays as it is,
 * a path (the seeded `/cs?scene=…`) is answered against the origin the request came to, so the same
 * config works on every host the site is served from.
 */
export function resolveEntryUrl(req: FastifyRequest, configured: string): string {
  if (!configured.startsWith('/') || configured.startsWith('//')) return configured;
  return `${req.protocol}://${req.host}${configured}`;
}
