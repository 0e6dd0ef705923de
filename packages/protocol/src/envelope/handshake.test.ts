import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors.ts';
import { toBase64Url } from './encoding.ts';
import { isEnvelopeError } from './envelope-error.ts';
import {
  ROTATION_LEAD_MS,
  SESSION_TTL_MS,
  acceptHandshake,
  createClientKeyPair,
  deriveSessionKeys,
  needsRotation,
} from './handshake.ts';
import { createReplayGuard } from './replay-guard.ts';
import { openRequest, openResponse, sealRequest, sealResponse } from './seal.ts';
import { handshakePair } from './test-session.ts';

const T0 = 1_760_000_000_000;

// spec §7 (issue): no long-lived secret in the bundle; a per-device key from an ECDH handshake.
describe('handshake', () => {
  it('gives client and server equal keys: what one side seals the other opens', async () => {
    const { client, server } = await handshakePair(T0);
    expect(client.keyId).toBe(server.keyId);
    const sealed = await sealRequest({ ...client, method: 'POST', path: '/api/x', body: { a: 1 }, now: T0 });
    const opened = await openRequest({
      method: 'POST',
      path: '/api/x',
      headers: sealed.headers,
      body: sealed.body,
      lookup: () => server,
      guard: createReplayGuard(),
      now: T0,
    });
    expect(opened.body).toEqual({ a: 1 });
    const reply = await sealResponse(opened.keys, { ok: true }, opened.nonce);
    expect(await openResponse(client.keys, reply, sealed.headers.nonce)).toEqual({ ok: true });
  });

  it('gives two clients different keys, so one cannot open the other’s traffic', async () => {
    const a = await handshakePair(T0);
    const b = await handshakePair(T0);
    expect(a.client.keyId).not.toBe(b.client.keyId);
    const reply = await sealResponse(a.server.keys, { secret: 1 }, 'n');
    await expect(openResponse(b.client.keys, reply, 'n')).rejects.toMatchObject({
      code: ErrorCode.envelopeBadSignature,
    });
  });

  it('derives the same keys from raw bytes or base64url of the peer key', async () => {
    const pair = await createClientKeyPair();
    const server = await acceptHandshake(pair.publicKey, { now: T0 });
    const fromText = await deriveSessionKeys(pair.privateKey, server.serverPublicKey, server.keyId);
    const reply = await sealResponse(server.keys, [1, 2], 'n');
    expect(await openResponse(fromText, reply, 'n')).toEqual([1, 2]);
  });

  it('keeps private and session keys non-extractable', async () => {
    const pair = await createClientKeyPair();
    expect(pair.privateKey.extractable).toBe(false);
    // The session keys are operations over closed-over CryptoKeys: no key bytes are reachable.
    const server = await acceptHandshake(pair.publicKey, { now: T0 });
    expect(Object.keys(server.keys).sort()).toEqual(['decrypt', 'encrypt', 'sign', 'verify']);
    expect(JSON.stringify(server.keys)).toBe('{}');
  });

  it('rejects a public key that is not a P-256 point as malformed', async () => {
    const offCurve = new Uint8Array(65).fill(7);
    offCurve[0] = 4;
    for (const bad of ['', 'not base64!', toBase64Url(offCurve), toBase64Url(new Uint8Array(33).fill(2))]) {
      const error: unknown = await acceptHandshake(bad, { now: T0 }).catch((e: unknown) => e);
      expect(isEnvelopeError(error, ErrorCode.envelopeMalformed), bad).toBe(true);
    }
  });

  it('issues keys that expire after 30 minutes unless told otherwise', async () => {
    const pair = await createClientKeyPair();
    expect((await acceptHandshake(pair.publicKey, { now: T0 })).expiresAt).toBe(T0 + SESSION_TTL_MS);
    expect((await acceptHandshake(pair.publicKey, { now: T0, ttlMs: 5000 })).expiresAt).toBe(T0 + 5000);
  });
});

// docs/protocol.md "Rotation": re-handshake within the last 60 s before expiry.
describe('key rotation window', () => {
  const session = { expiresAt: T0 + SESSION_TTL_MS };

  it('keeps the key until 60 s before expiry', () => {
    expect(ROTATION_LEAD_MS).toBe(60_000);
    expect(needsRotation(session, T0)).toBe(false);
    expect(needsRotation(session, session.expiresAt - ROTATION_LEAD_MS - 1)).toBe(false);
  });

  it('asks for a new handshake in the last 60 s and after expiry', () => {
    expect(needsRotation(session, session.expiresAt - ROTATION_LEAD_MS)).toBe(true);
    expect(needsRotation(session, session.expiresAt)).toBe(true);
    expect(needsRotation(session, session.expiresAt + 1)).toBe(true);
  });
});
