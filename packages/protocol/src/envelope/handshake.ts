import { ErrorCode } from '../errors.ts';
import { fromBase64Url, randomBytes, toBase64Url, utf8 } from './encoding.ts';
import { EnvelopeError } from './envelope-error.ts';
import { webCryptoSessionKeys, type SessionKeyFactory, type SessionKeys } from './session-keys.ts';

/** Life of a session key (design, docs/protocol.md "Rotation"): 30 minutes from the handshake. */
export const SESSION_TTL_MS = 30 * 60_000;
/** The client re-handshakes this long before expiry, so no call is sealed with a dying key. */
export const ROTATION_LEAD_MS = 60_000;
/** HKDF `info` label; bump the version to change the key schedule (docs/protocol.md "Key schedule"). */
export const ENVELOPE_KDF_INFO = 'arena-envelope-v1';

const subtle = () => globalThis.crypto.subtle;
const ECDH: EcKeyImportParams = { name: 'ECDH', namedCurve: 'P-256' };

export type { SessionKeys, SessionKeyFactory } from './session-keys.ts';

/** A live envelope session: what the client keeps and the server looks up by `keyId` (spec §7). */
export interface EnvelopeSession {
  keyId: string;
  keys: SessionKeys;
  /** Epoch ms (server clock) after which the server answers `envelopeUnknownKey`. */
  expiresAt: number;
}

/** The client half of a handshake (spec §7; docs/protocol.md "Handshake"). */
export interface ClientKeyPair {
  /** ECDH P-256 private key, non-extractable: it never leaves WebCrypto. */
  privateKey: CryptoKey;
  /** Uncompressed public point (65 bytes), base64url, sent to the server. */
  publicKey: string;
}

/** What the server sends back to the client (spec §7; docs/protocol.md "Handshake"). */
export interface HandshakeReply {
  keyId: string;
  /** Server's ephemeral public point, base64url. */
  serverPublicKey: string;
  expiresAt: number;
}

/**
 * Creates the client's ephemeral ECDH P-256 key pair (spec §7: no long-lived secret in the bundle;
 * docs/protocol.md "Handshake"). A new pair per handshake gives each session its own key.
 */
export async function createClientKeyPair(): Promise<ClientKeyPair> {
  const pair = await subtle().generateKey(ECDH, false, ['deriveBits']);
  const raw = new Uint8Array(await subtle().exportKey('raw', pair.publicKey));
  return { privateKey: pair.privateKey, publicKey: toBase64Url(raw) };
}

/**
 * Server side of the handshake (spec §7; docs/protocol.md "Handshake"): validates the client's public
 * point, makes an ephemeral server pair and a fresh 128-bit `keyId`, and derives the session keys.
 * The caller stores `{ keyId, keys, expiresAt }` and sends `{ keyId, serverPublicKey, expiresAt }`.
 * Throws `EnvelopeError(envelopeMalformed)` for a point that is not on P-256.
 */
export async function acceptHandshake(
  clientPublicKey: string,
  options: {
    now: number;
    ttlMs?: number;
    /** How the session's keys are held; the server passes a `node:crypto` factory. Default WebCrypto. */
    keys?: SessionKeyFactory;
  },
): Promise<EnvelopeSession & HandshakeReply> {
  const peer = await importPeerKey(clientPublicKey);
  const pair = await subtle().generateKey(ECDH, false, ['deriveBits']);
  const keyId = toBase64Url(randomBytes(16));
  const keys = await deriveFromKey(pair.privateKey, peer, keyId, options.keys);
  const serverPublicKey = toBase64Url(new Uint8Array(await subtle().exportKey('raw', pair.publicKey)));
  return { keyId, keys, serverPublicKey, expiresAt: options.now + (options.ttlMs ?? SESSION_TTL_MS) };
}

/**
 * Client side, after the server replied (spec §7; docs/protocol.md "Handshake"): derives the same
 * session keys as the server. Throws `EnvelopeError(envelopeMalformed)` for a bad server point.
 */
export async function completeHandshake(
  pair: ClientKeyPair,
  reply: HandshakeReply,
): Promise<EnvelopeSession> {
  const peer = await importPeerKey(reply.serverPublicKey);
  return {
    keyId: reply.keyId,
    keys: await deriveFromKey(pair.privateKey, peer, reply.keyId),
    expiresAt: reply.expiresAt,
  };
}

/**
 * Key schedule, identical on both sides (spec §7; docs/protocol.md "Key schedule"):
 * ECDH P-256 shared secret (256 bits) → HKDF-SHA-256(salt = UTF-8 keyId, info = 'arena-envelope-v1')
 * → 512 bits: the first 256 an AES-GCM key, the last 256 an HMAC-SHA-256 key, both non-extractable.
 * `peerPublicRaw` is the peer's uncompressed point as bytes or base64url text.
 */
export async function deriveSessionKeys(
  privateKey: CryptoKey,
  peerPublicRaw: Uint8Array<ArrayBuffer> | string,
  keyId: string,
): Promise<SessionKeys> {
  return deriveFromKey(privateKey, await importPeerKey(peerPublicRaw), keyId);
}

/**
 * True when the client should re-handshake before its next call: within {@link ROTATION_LEAD_MS} of
 * expiry, or past it (docs/protocol.md "Rotation"). `now` is the server-synced clock (spec §9).
 * Whatever this says, a server answer `envelopeUnknownKey` (key unknown, expired, or lost in a server
 * restart) makes the client re-handshake and retry that call once; the gateway client does the wiring.
 */
export function needsRotation(session: Pick<EnvelopeSession, 'expiresAt'>, now: number): boolean {
  return now >= session.expiresAt - ROTATION_LEAD_MS;
}

async function importPeerKey(raw: Uint8Array<ArrayBuffer> | string): Promise<CryptoKey> {
  try {
    const bytes = typeof raw === 'string' ? fromBase64Url(raw) : raw;
    // Uncompressed points only: 0x04 || X || Y. importKey then checks the point is on the curve.
    if (bytes.length !== 65 || bytes[0] !== 4) throw new RangeError('expected an uncompressed P-256 point');
    return await subtle().importKey('raw', bytes, ECDH, false, []);
  } catch (cause) {
    throw new EnvelopeError(ErrorCode.envelopeMalformed, 'invalid handshake public key', { cause });
  }
}

async function deriveFromKey(
  privateKey: CryptoKey,
  peer: CryptoKey,
  keyId: string,
  factory: SessionKeyFactory = webCryptoSessionKeys,
): Promise<SessionKeys> {
  const shared = new Uint8Array(await subtle().deriveBits({ name: 'ECDH', public: peer }, privateKey, 256));
  const ikm = await subtle().importKey('raw', shared, 'HKDF', false, ['deriveBits']);
  shared.fill(0);
  const okm = new Uint8Array(
    await subtle().deriveBits(
      { name: 'HKDF', hash: 'SHA-256', salt: utf8(keyId), info: utf8(ENVELOPE_KDF_INFO) },
      ikm,
      512,
    ),
  );
  try {
    return await factory(okm);
  } finally {
    // Best effort: the factory copied what it keeps; don't leave the key material lying in this buffer.
    okm.fill(0);
  }
}
