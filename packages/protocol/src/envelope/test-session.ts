import { acceptHandshake, completeHandshake, createClientKeyPair } from './handshake.ts';
import type { EnvelopeSession } from './handshake.ts';

/** Test helper: a full handshake, returning the client's and the server's view of one session. */
export async function handshakePair(
  now: number,
): Promise<{ client: EnvelopeSession; server: EnvelopeSession }> {
  const pair = await createClientKeyPair();
  const server = await acceptHandshake(pair.publicKey, { now });
  const client = await completeHandshake(pair, server);
  return { client, server: { keyId: server.keyId, keys: server.keys, expiresAt: server.expiresAt } };
}
