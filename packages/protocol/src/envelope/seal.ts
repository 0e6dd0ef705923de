import { ErrorCode } from '../errors.ts';
import { decryptJson, encryptJson } from './aead.ts';
import { fromBase64Url, toBase64Url, utf8 } from './encoding.ts';
import { EnvelopeError } from './envelope-error.ts';
import type { EnvelopeSession } from './handshake.ts';
import type { SessionKeys } from './session-keys.ts';
import type { LogicalHeaders } from './header-map.ts';
import { createNonce, parseNonceTimestamp } from './nonce.ts';
import { isStale } from './replay-guard.ts';
import { JSON_MAX_DEPTH } from './json-depth.ts';
import type { ReplayGuard } from './replay-guard.ts';

/**
 * What a request carries besides the call's own input (spec §7): the encrypted JSON `body` of a POST
 * (`undefined` for none), or, for a GET, the raw `query` string exactly as sent (without `?`), which is
 * signed but not encrypted. A form-encoded POST may pass its body text as `query` the same way.
 */
export type RequestPayload = { body?: unknown } | { query: string };

/** Input of {@link sealRequest} (spec §7; docs/protocol.md "Envelope"). */
export type SealRequestInput = {
  keys: SessionKeys;
  keyId: string;
  /** Upper-case HTTP method, as the server will see it. */
  method: string;
  /** URL path without host or query, as the server will see it. */
  path: string;
  /** Server-synced clock in ms (spec §9), so a skewed device clock does not make every call stale. */
  now: number;
} & RequestPayload;

/** Envelope headers, by logical name; pass them through `toWireHeaders` (spec §7). */
export interface SealedRequestHeaders {
  timestamp: string;
  nonce: string;
  keyId: string;
  signature: string;
}

/** A sealed request: envelope headers, and for a JSON call the `{ xx }` body (spec §7). */
export interface SealedRequest {
  headers: SealedRequestHeaders;
  body?: { xx: string };
}

/** Input of {@link openRequest}: the request as the server received it (spec §7). */
export type OpenRequestInput = {
  method: string;
  path: string;
  /** Logical headers, e.g. from `fromWireHeaders`. */
  headers: LogicalHeaders;
  /** Finds the live session for a key id; may be async (a shared store). */
  lookup: (keyId: string) => EnvelopeSession | undefined | Promise<EnvelopeSession | undefined>;
  guard: ReplayGuard;
  now: number;
} & ({ body: unknown } | { query: string });

/** An accepted request: its decrypted JSON input, and what the server needs to seal the answer (spec §7). */
export interface OpenedRequest {
  /** Decrypted JSON value of a POST; `undefined` for a query call. Validate it with the call's zod input. */
  body: unknown;
  keyId: string;
  keys: SessionKeys;
  /** Pass to {@link sealResponse}: binds the response to this request. */
  nonce: string;
  timestamp: number;
}

/** A sealed response body, spec §7 "body flagged t1 = 1 with x1". */
export interface SealedResponse {
  t1: 1;
  x1: string;
}

const requestAad = (method: string, path: string, timestamp: string, nonce: string) =>
  `${method}\n${path}\n${timestamp}\n${nonce}`;

const sign = async (keys: SessionKeys, text: string) => toBase64Url(await keys.sign(utf8(text)));

/**
 * Client: seals a request (spec §7 "the POST body is AES-encrypted into an xx field with a random nonce
 * padded by the timestamp"; docs/protocol.md "Envelope").
 * - `xx` = base64(iv ‖ AES-GCM(JSON)), AAD = `method\npath\ntimestamp\nnonce`, so a body cannot be
 *   moved to another path or replayed under another nonce;
 * - `signature` = base64url HMAC-SHA-256 over `method\npath\ntimestamp\nnonce\n` + (`xx` or the query).
 */
export async function sealRequest(input: SealRequestInput): Promise<SealedRequest> {
  const timestamp = String(input.now);
  const nonce = createNonce(input.now);
  const aad = requestAad(input.method, input.path, timestamp, nonce);
  if ('query' in input) {
    const signature = await sign(input.keys, `${aad}\n${input.query}`);
    return { headers: { timestamp, nonce, keyId: input.keyId, signature } };
  }
  const xx = await encryptJson(input.keys, input.body, aad);
  const signature = await sign(input.keys, `${aad}\n${xx}`);
  return { headers: { timestamp, nonce, keyId: input.keyId, signature }, body: { xx } };
}

/**
 * Server: checks and opens a sealed request (spec §7, §9; docs/protocol.md "Envelope"). Checks run
 * cheapest first, and the nonce is remembered only once the signature holds and the body decrypts,
 * so forged requests cannot fill the replay guard. Throws `EnvelopeError` with:
 * `envelopeMalformed` (missing/ill-formed headers or body, nonce timestamp ≠ timestamp header),
 * `envelopeStale` (more than 2 minutes old or a few seconds ahead, spec §9), `envelopeUnknownKey` (unknown or expired key id),
 * `envelopeBadSignature` (HMAC or GCM tag fails), `envelopeReplayed` (nonce already seen).
 */
export async function openRequest(input: OpenRequestInput): Promise<OpenedRequest> {
  const { timestamp: tsText, nonce, keyId, signature } = input.headers;
  if (!tsText || !nonce || !keyId || !signature) throw malformed('envelope headers missing');
  if (!/^\d{1,15}$/.test(tsText)) throw malformed('timestamp header is not epoch ms');
  const timestamp = Number(tsText);
  if (parseNonceTimestamp(nonce) !== timestamp) throw malformed('nonce does not carry the timestamp');
  if (isStale(timestamp, input.now, input.guard.thresholdMs, input.guard.futureSkewMs)) {
    throw new EnvelopeError(ErrorCode.envelopeStale, 'request timestamp outside the freshness window');
  }

  const session = await input.lookup(keyId);
  if (session === undefined || input.now >= session.expiresAt) {
    throw new EnvelopeError(ErrorCode.envelopeUnknownKey, 'unknown or expired key id');
  }

  const aad = requestAad(input.method, input.path, tsText, nonce);
  const payload = 'query' in input ? input.query : readXx(input.body);
  let mac: Uint8Array<ArrayBuffer>;
  try {
    mac = fromBase64Url(signature);
  } catch (cause) {
    throw malformed('signature is not base64url', cause);
  }
  // SessionKeys.verify compares in constant time.
  if (!(await session.keys.verify(mac, utf8(`${aad}\n${payload}`)))) {
    throw new EnvelopeError(ErrorCode.envelopeBadSignature, 'signature does not verify');
  }

  const body = 'query' in input ? undefined : await decryptJson(session.keys, payload, aad, JSON_MAX_DEPTH);

  // Remembered only now that the request authenticated and decrypted: nothing forged or undecryptable
  // ever takes a place in the replay memory.
  const verdict = await input.guard.check(nonce, timestamp, input.now, keyId);
  if (verdict === 'stale')
    throw new EnvelopeError(ErrorCode.envelopeStale, 'request outside the replay window');
  if (verdict === 'replayed') throw new EnvelopeError(ErrorCode.envelopeReplayed, 'nonce already used');
  return { body, keyId, keys: session.keys, nonce, timestamp };
}

/**
 * Server: seals a response as `{ t1: 1, x1 }` (spec §7 "responses are decrypted (body flagged t1 = 1
 * with x1)"). AAD = the request's nonce: a captured response cannot be replayed onto another request.
 */
export async function sealResponse(
  keys: SessionKeys,
  value: unknown,
  requestNonce: string,
): Promise<SealedResponse> {
  return { t1: 1, x1: await encryptJson(keys, value, requestNonce) };
}

/**
 * Client: opens a response body (spec §7). A body flagged `t1 === 1` must decrypt under the request's
 * nonce, else `EnvelopeError` (`envelopeBadSignature` / `envelopeMalformed`). Any other body is returned
 * as is: plain calls (spec §7 "/api/v2/vvm (not decrypted)") and the envelope's own error answers,
 * which the server cannot encrypt. Such plain bodies are unauthenticated: trust them only for calls
 * declared `plain` and for `envelope*` codes, which trigger a retry and never change state.
 */
export async function openResponse(keys: SessionKeys, body: unknown, requestNonce: string): Promise<unknown> {
  if (!isFlagged(body)) return body;
  if (typeof body.x1 !== 'string') throw malformed('x1 missing');
  return decryptJson(keys, body.x1, requestNonce);
}

function isFlagged(body: unknown): body is { t1: 1; x1: unknown } {
  return typeof body === 'object' && body !== null && 't1' in body && body.t1 === 1;
}

function readXx(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'xx' in body && typeof body.xx === 'string')
    return body.xx;
  throw malformed('body has no xx field');
}

function malformed(message: string, cause?: unknown): EnvelopeError {
  return new EnvelopeError(ErrorCode.envelopeMalformed, message, cause === undefined ? undefined : { cause });
}
