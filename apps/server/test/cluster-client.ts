import type { z } from 'zod';
import { HANDSHAKE_PATH, openResponse, type CallDef, type EnvelopeSession } from '@arena/protocol';
import { handshakeVia, wireCall } from './gateway-test-client.ts';

/** A request exactly as it went over the wire (so a test can send the same bytes again). */
export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A handshake with the instance (or proxy) at `base`, over real HTTP. */
export function handshakeOver(base: string): Promise<EnvelopeSession> {
  return handshakeVia(async (body) => {
    const res = await fetch(`${base}${HANDSHAKE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.json();
  });
}

/**
 * Seals one catalogue call as the web client does (spec §7; the same sealing as the inject tests,
 * gateway-test-client.ts), ready to send to any instance over HTTP.
 */
export async function sealCall<C extends CallDef>(
  session: EnvelopeSession,
  call: C,
  input: z.input<C['input']>,
  opts: { token?: string; forwardedFor?: string; idempotencyKey?: string } = {},
): Promise<{ wire: WireRequest; nonce: string }> {
  const request = await wireCall(session, call, input, {
    path: call.paths ? call.paths[opts.token ? 'web' : 'anonymous'] : call.path,
    now: Date.now(),
    deviceId: 'cluster-device',
    ...(opts.token !== undefined ? { token: opts.token } : {}),
    ...(opts.idempotencyKey ? { headers: { idempotencyKey: opts.idempotencyKey } } : {}),
  });
  const json = typeof request.body === 'object';
  const headers: Record<string, string> = {
    ...request.headers,
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {}),
  };
  const body = json ? JSON.stringify(request.body) : (request.body as string | undefined);
  return { wire: { method: request.method, path: request.url, headers, body }, nonce: request.nonce ?? '' };
}

/** Sends a sealed request to `base` and answers the body as it came (sealed, or plain on failure). */
export async function postSealed(
  base: string,
  { wire }: { wire: WireRequest },
): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${wire.path}`, {
    method: wire.method,
    headers: wire.headers,
    ...(wire.body !== undefined ? { body: wire.body } : {}),
  });
  return (await res.json()) as Record<string, unknown>;
}

/** Opens an answer of {@link postSealed} (envelope failures come back plain). */
export async function openAnswer(
  session: EnvelopeSession,
  body: Record<string, unknown>,
  nonce: string,
): Promise<{ code: number; msg: string; data: unknown }> {
  if ('code' in body) return body as { code: number; msg: string; data: unknown };
  return (await openResponse(session.keys, body, nonce)) as { code: number; msg: string; data: unknown };
}

/** Sends a sealed request to `base` and opens the answer. */
export async function sendSealed(
  base: string,
  session: EnvelopeSession,
  sealed: { wire: WireRequest; nonce: string },
): Promise<{ code: number; msg: string; data: unknown }> {
  return openAnswer(session, await postSealed(base, sealed), sealed.nonce);
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
