import type { Redis } from 'ioredis';
import {
  ENVELOPE_FRESHNESS_MS,
  ENVELOPE_FUTURE_SKEW_MS,
  acceptHandshake,
  isStale,
  type EnvelopeSession,
  type ReplayGuard,
} from '@arena/protocol';
import type { EnvelopeStore } from '../gateway/envelope-store.ts';
import { nodeSessionKeys } from '../gateway/node-session-keys.ts';
import { REDIS_PREFIX } from './redis-cluster.ts';
import type { ValueSealer } from './sealed-value.ts';

/** Sessions opened here or fetched from Redis, kept ready (their keys made) for the next call. */
const LOCAL_CACHE_MAX = 20_000;

/**
 * Envelope sessions and the replay guard in Redis, so a handshake made on one instance serves calls on
 * every instance and a nonce accepted anywhere is refused everywhere (spec §7, §9; docs/scaling.md).
 * A session is its key id, its 512-bit key material and its end, under a key that expires with it;
 * each instance keeps the sessions it used lately ready in a bounded map. A nonce is one
 * `SET NX` that lives as long as its timestamp can still be fresh, so Redis forgets it exactly when
 * the freshness check alone refuses it. The key material is sealed (AES-GCM under REDIS_SECRET, bound
 * to its Redis key), so what Redis holds, or a copy of it, opens no session by itself; Redis still
 * belongs on a private network with a password (docs/scaling.md "Security").
 */
export function createRedisEnvelopeStore(
  redis: Redis,
  sealer: ValueSealer,
  options: { ttlMs?: number; thresholdMs?: number; futureSkewMs?: number } = {},
): EnvelopeStore {
  const local = new Map<string, EnvelopeSession>();
  const thresholdMs = options.thresholdMs ?? ENVELOPE_FRESHNESS_MS;
  const futureSkewMs = options.futureSkewMs ?? ENVELOPE_FUTURE_SKEW_MS;
  const keyOf = (keyId: string) => `${REDIS_PREFIX}env:${keyId}`;

  const remember = (session: EnvelopeSession) => {
    if (local.size >= LOCAL_CACHE_MAX) {
      const oldest = local.keys().next();
      if (!oldest.done) local.delete(oldest.value);
    }
    local.set(session.keyId, session);
  };

  let held = 0;
  const guard: ReplayGuard = {
    thresholdMs,
    futureSkewMs,
    get size() {
      return held;
    },
    async check(nonce, timestamp, now, scope = '') {
      if (isStale(timestamp, now, thresholdMs, futureSkewMs)) return 'stale';
      // Fresh until timestamp + threshold; the key outlives that by the skew so clocks may differ.
      const ttl = Math.max(1, timestamp + thresholdMs + futureSkewMs - now);
      const set = await redis.set(`${REDIS_PREFIX}nonce:${scope}:${nonce}`, '1', 'PX', ttl, 'NX');
      if (set === null) return 'replayed';
      held++;
      return 'ok';
    },
  };

  return {
    guard,
    get size() {
      return local.size;
    },
    async handshake(clientPublicKey, now) {
      let material: Buffer | null = null;
      const accepted = await acceptHandshake(clientPublicKey, {
        now,
        keys: (okm) => {
          material = Buffer.from(okm); // a copy: the caller wipes okm
          return nodeSessionKeys(okm);
        },
        ...(options.ttlMs ? { ttlMs: options.ttlMs } : {}),
      });
      if (!material) throw new Error('handshake made no key material');
      const ttl = Math.max(1, accepted.expiresAt - now);
      const plain = Buffer.alloc(8 + (material as Buffer).length);
      plain.writeDoubleBE(accepted.expiresAt, 0);
      (material as Buffer).copy(plain, 8);
      const key = keyOf(accepted.keyId);
      await redis.set(key, sealer.seal(plain, key), 'PX', ttl);
      (material as Buffer).fill(0);
      plain.fill(0);
      remember({ keyId: accepted.keyId, keys: accepted.keys, expiresAt: accepted.expiresAt });
      return {
        keyId: accepted.keyId,
        serverPublicKey: accepted.serverPublicKey,
        expiresAt: accepted.expiresAt,
      };
    },
    async lookup(keyId) {
      const cached = local.get(keyId);
      if (cached) {
        if (cached.expiresAt > Date.now()) return cached;
        local.delete(keyId);
      }
      const key = keyOf(keyId);
      const stored = await redis.get(key);
      const plain = stored ? sealer.open(stored, key) : null;
      if (!plain || plain.length <= 8) return undefined;
      const expiresAt = plain.readDoubleBE(0);
      const okm = new Uint8Array(plain.subarray(8));
      const session = { keyId, keys: await nodeSessionKeys(okm), expiresAt };
      plain.fill(0);
      remember(session);
      return session;
    },
  };
}
