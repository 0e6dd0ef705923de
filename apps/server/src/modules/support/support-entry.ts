import type { FastifyRequest } from 'fastify';
import { resolveEntryUrl } from '../../lib/entry-url.ts';

export { resolveEntryUrl };

/** The console's customer entry in the SPA (spec §2 "/cs"). */
export const CS_ENTRY_PATH = '/cs';

/** The /cs address of a finance conversation about an order (finance.customerService). */
export function financeEntryUrl(req: FastifyRequest, orderNo: string | undefined): string {
  const query = new URLSearchParams({ scene: 'finance', ...(orderNo ? { order: orderNo } : {}) });
  return resolveEntryUrl(req, `${CS_ENTRY_PATH}?${query.toString()}`);
}
