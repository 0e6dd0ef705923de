import type { FastifyRequest } from 'fastify';
import { fromWireHeaders, type LogicalHeaders } from '@arena/protocol';

/** The logical request headers (spec §7) after the wire names are mapped back by the shared table. */
export type LogicalRequestHeaders = LogicalHeaders;

/** Reads the logical headers from their obfuscated wire names; empty values count as absent. */
export function readLogicalHeaders(req: FastifyRequest): LogicalRequestHeaders {
  const logical = fromWireHeaders((name) => req.headers[name]);
  for (const key of Object.keys(logical) as (keyof LogicalHeaders)[]) {
    if (logical[key] === '') delete logical[key];
  }
  return logical;
}
