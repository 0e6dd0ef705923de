import { z } from 'zod';

/**
 * The handshake endpoint (design, docs/protocol.md "Handshake"): plain JSON, because it is what makes
 * the envelope possible. Not a catalogue call: it carries no site data and needs no session.
 */
export const HANDSHAKE_PATH = '/api/gw/handshake';

/** Handshake request: the client's ephemeral P-256 public point, base64url (65 bytes uncompressed). */
export const handshakeRequest = z.object({ publicKey: z.string().min(80).max(100) }).strict();

/** Handshake answer inside `{ code, msg, data }`; `serverTime` seeds the client's clock (spec §9). */
export const handshakeAnswer = z.object({
  keyId: z.string().min(16).max(64),
  serverPublicKey: z.string().min(80).max(100),
  expiresAt: z.number().int(),
  serverTime: z.number().int(),
});
export type HandshakeAnswer = z.infer<typeof handshakeAnswer>;
