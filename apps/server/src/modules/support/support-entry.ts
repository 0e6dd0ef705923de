import type { FastifyRequest } from 'fastify';

/** The console's customer entry in the SPA (spec §2 "/cs"). */
export const CS_ENTRY_PATH = '/cs';

/**
 * A configured customer-service address as the client should open it: an absolute URL stays as it is,
 * a path (the seeded `/cs?scene=…`) is answered against the origin the request came to, so the same
 * config works on every host the site is served from.
 */
export function resolveEntryUrl(req: FastifyRequest, configured: string): string {
  if (!configured.startsWith('/') || configured.startsWith('//')) return configured;
  return `${req.protocol}://${req.host}${configured}`;
}

/** The /cs address of a finance conversation about an order (finance.customerService). */
export function financeEntryUrl(req: FastifyRequest, orderNo: string | undefined): string {
  const query = new URLSearchParams({ scene: 'finance', ...(orderNo ? { order: orderNo } : {}) });
  return resolveEntryUrl(req, `${CS_ENTRY_PATH}?${query.toString()}`);
}
