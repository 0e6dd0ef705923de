import {
  acceptHandshake,
  createReplayGuard,
  type EnvelopeSession,
  type HandshakeReply,
  type ReplayGuard,
} from '@arena/protocol';
import { nodeSessionKeys } from './node-session-keys.ts';

/** Most live envelope sessions kept at once; the oldest are dropped first (a client re-handshakes). */
export const MAX_ENVELOPE_SESSIONS = 100_000;

/**
 * Live envelope sessions by key id, and the replay guard (spec §7, §9; docs/protocol.md). Kept in
 * process memory: a restart or another line's process answers `envelopeUnknownKey`, and the client
 * re-handshakes and retries once, so nothing here needs to be durable.
 */
export interface EnvelopeStore {
  handshake(clientPublicKey: string, now: number): Promise<HandshakeReply>;
  lookup(keyId: string): EnvelopeSession | undefined;
  readonly guard: ReplayGuard;
  readonly size: number;
}

export function createEnvelopeStore(options: { ttlMs?: number; maxSessions?: number } = {}): EnvelopeStore {
  const sessions = new Map<string, EnvelopeSession>();
  const max = options.maxSessions ?? MAX_ENVELOPE_SESSIONS;
  const guard = createReplayGuard();

  const prune = (now: number) => {
    for (const [id, s] of sessions) {
      // Map iteration is insertion order, and every session lives equally long: stop at the first live one.
      if (s.expiresAt > now && sessions.size < max) break;
      sessions.delete(id);
    }
  };

  return {
    guard,
    get size() {
      return sessions.size;
    },
    async handshake(clientPublicKey, now) {
      const accepted = await acceptHandshake(clientPublicKey, {
        now,
        keys: nodeSessionKeys,
        ...(options.ttlMs ? { ttlMs: options.ttlMs } : {}),
      });
      prune(now);
      sessions.set(accepted.keyId, {
        keyId: accepted.keyId,
        keys: accepted.keys,
        expiresAt: accepted.expiresAt,
      });
      return {
        keyId: accepted.keyId,
        serverPublicKey: accepted.serverPublicKey,
        expiresAt: accepted.expiresAt,
      };
    },
    lookup: (keyId) => sessions.get(keyId),
  };
}
