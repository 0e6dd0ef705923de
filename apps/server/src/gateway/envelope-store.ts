import {
  acceptHandshake,
  type EnvelopeSession,
  type HandshakeReply,
  type ReplayGuard,
} from '@arena/protocol';
import { nodeSessionKeys } from './node-session-keys.ts';
import { createSessionReplayGuard, type SessionReplayGuard } from './session-replay-guard.ts';

/** Most live envelope sessions kept at once; the oldest are dropped first (a client re-handshakes). */
export const MAX_ENVELOPE_SESSIONS = 100_000;

/**
 * Live envelope sessions by key id, and the replay guard with one history per session (spec §7, §9;
 * docs/protocol.md "Replay window"). {@link createEnvelopeStore} keeps them in process memory (one
 * instance); several instances share them in Redis (cluster/redis-envelope-store.ts). Nothing here
 * needs to be durable: an unknown key id answers `envelopeUnknownKey`, and the client re-handshakes
 * and retries once.
 */
export interface EnvelopeStore {
  handshake(clientPublicKey: string, now: number): Promise<HandshakeReply>;
  lookup(keyId: string): EnvelopeSession | undefined | Promise<EnvelopeSession | undefined>;
  readonly guard: ReplayGuard;
  readonly size: number;
}

export function createEnvelopeStore(
  options: {
    ttlMs?: number;
    maxSessions?: number;
    /** Bounds of the replay memory (tests lower them to flood cheaply). */
    replay?: Parameters<typeof createSessionReplayGuard>[0];
  } = {},
): EnvelopeStore & { readonly guard: SessionReplayGuard } {
  const sessions = new Map<string, EnvelopeSession>();
  const max = options.maxSessions ?? MAX_ENVELOPE_SESSIONS;
  const guard = createSessionReplayGuard(options.replay);

  const prune = (now: number) => {
    for (const [id, s] of sessions) {
      // Map iteration is insertion order, and every session lives equally long: stop at the first live one.
      if (s.expiresAt > now && sessions.size < max) break;
      sessions.delete(id);
      guard.forget(id);
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
