import type { z } from 'zod';
import {
  HANDSHAKE_PATH,
  completeHandshake,
  createClientKeyPair,
  encodeQuery,
  handshakeAnswer,
  openResponse,
  sealRequest,
  toWireHeaders,
  type CallDef,
  type EnvelopeSession,
} from '@arena/protocol';

/** A request exactly as it went over the wire (so a test can send the same bytes again). */
export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A handshake with the instance (or proxy) at `base`, over real HTTP. */
export async function handshakeOver(base: string): Promise<EnvelopeSession> {
  const pair = await createClientKeyPair();
  const res = await fetch(`${base}${HANDSHAKE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ publicKey: pair.publicKey }),
  });
  const reply = handshakeAnswer.parse(((await res.json()) as { data: unknown }).data);
  return completeHandshake(pair, reply);
}

/** Seals one catalogue call as the web client does (spec §7), ready to send to any instance. */
export async function sealCall<C extends CallDef>(
  session: EnvelopeSession,
  call: C,
  input: z.input<C['input']>,
  opts: { token?: string; forwardedFor?: string; idempotencyKey?: string } = {},
): Promise<{ wire: WireRequest; nonce: string }> {
  const path = call.paths ? call.paths[opts.token ? 'web' : 'anonymous'] : call.path;
  const query = call.method === 'GET' || call.encoding === 'form' ? encodeQuery(input) : null;
  const sealed = await sealRequest({
    keys: session.keys,
    keyId: session.keyId,
    method: call.method,
    path,
    now: Date.now(),
    ...(query === null ? { body: input } : { query }),
  });
  const headers: Record<string, string> = {
    ...toWireHeaders({
      siteId: '5000',
      clientType: 'web',
      version: '1.1.0',
      deviceId: 'cluster-device',
      language: 'zh-CN',
      token: opts.token ?? '',
      ...sealed.headers,
      ...(opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {}),
    }),
    ...(opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {}),
  };
  const wire: WireRequest =
    call.method === 'GET'
      ? { method: 'GET', path: query ? `${path}?${query}` : path, headers, body: undefined }
      : call.encoding === 'form'
        ? {
            method: 'POST',
            path,
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            body: query ?? '',
          }
        : {
            method: 'POST',
            path,
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(sealed.body),
          };
  return { wire, nonce: sealed.headers.nonce };
}

/** Sends a sealed request to `base` and opens the answer (envelope failures come back plain). */
export async function sendSealed(
  base: string,
  session: EnvelopeSession,
  sealed: { wire: WireRequest; nonce: string },
): Promise<{ code: number; msg: string; data: unknown }> {
  const { wire } = sealed;
  const res = await fetch(`${base}${wire.path}`, {
    method: wire.method,
    headers: wire.headers,
    ...(wire.body !== undefined ? { body: wire.body } : {}),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if ('code' in json) return json as { code: number; msg: string; data: unknown };
  return (await openResponse(session.keys, json, sealed.nonce)) as {
    code: number;
    msg: string;
    data: unknown;
  };
}

/** Seals and sends one call. */
export async function callOver<C extends CallDef>(
  base: string,
  session: EnvelopeSession,
  call: C,
  input: z.input<C['input']>,
  opts: Parameters<typeof sealCall>[3] = {},
) {
  return sendSealed(base, session, await sealCall(session, call, input, opts));
}
