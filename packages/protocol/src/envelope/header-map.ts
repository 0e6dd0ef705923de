/**
 * The one table mapping logical gateway headers to their obfuscated wire names (spec §7 "Headers are
 * renamed to obfuscated names"; docs/protocol.md "Header table"). Wire names are lowercase, as HTTP/2
 * and `Headers` normalise them anyway.
 */

/**
 * Client version sent in the `version` header (spec §9 "Client version 1.1.0").
 * Kept here until `@arena/domain` exports its `CLIENT_VERSION`; then re-export that one instead.
 */
export const CLIENT_VERSION = '1.1.0';

/** Logical header name → wire name (spec §7; design, docs/protocol.md "Header table"). */
export const LOGICAL_HEADERS = {
  siteId: 'x-q1',
  clientType: 'x-q2',
  version: 'x-q3',
  token: 'x-q4',
  deviceId: 'x-q5',
  signature: 'x-q6',
  language: 'x-q7',
  timestamp: 'x-q8',
  nonce: 'x-q9',
  keyId: 'x-qa',
  idempotencyKey: 'x-qb',
  verifyToken: 'x-qc',
} as const;

/** A logical header name (spec §7: site id, client type, version, token, device id, signature, …). */
export type LogicalHeaderName = keyof typeof LOGICAL_HEADERS;

/** An obfuscated wire header name (spec §7). */
export type WireHeaderName = (typeof LOGICAL_HEADERS)[LogicalHeaderName];

/** Header values by logical name; absent names are not sent (spec §7). */
export type LogicalHeaders = Partial<Record<LogicalHeaderName, string>>;

const LOGICAL_NAMES = Object.keys(LOGICAL_HEADERS) as LogicalHeaderName[];

/** Every wire name, e.g. for the server's CORS `Access-Control-Allow-Headers` (spec §7). */
export const WIRE_HEADER_NAMES: readonly WireHeaderName[] = LOGICAL_NAMES.map(
  (name) => LOGICAL_HEADERS[name],
);

/**
 * Renames logical headers to wire names (spec §7). `undefined` values are dropped; an empty string is
 * kept, because the spec blanks the token header (sends it empty) for login, banner list and
 * personal-info get.
 */
export function toWireHeaders(logical: LogicalHeaders): Record<string, string> {
  const wire: Record<string, string> = {};
  for (const name of LOGICAL_NAMES) {
    const value = logical[name];
    if (value !== undefined) wire[LOGICAL_HEADERS[name]] = value;
  }
  return wire;
}

/**
 * Reads logical headers back through a getter such as `(n) => headers.get(n)` or
 * `(n) => request.headers[n]` (spec §7). A name the getter lacks (`null`/`undefined`) is left out;
 * a repeated header (array value) takes its first value.
 */
export function fromWireHeaders(
  get: (wireName: WireHeaderName) => string | readonly string[] | null | undefined,
): LogicalHeaders {
  const logical: LogicalHeaders = {};
  for (const name of LOGICAL_NAMES) {
    const raw = get(LOGICAL_HEADERS[name]);
    const value = typeof raw === 'string' ? raw : raw?.[0];
    if (value !== undefined) logical[name] = value;
  }
  return logical;
}
