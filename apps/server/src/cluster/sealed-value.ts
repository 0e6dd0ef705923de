import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Format tag of a sealed value: a future key or cipher change gets a new tag, old values stay readable. */
const TAG = 'v1.';
const IV_BYTES = 12;
const AUTH_TAG_BYTES = 16;

/**
 * Seals values kept in Redis that are secret (envelope session keys; docs/scaling.md "Security") with
 * AES-256-GCM under a key derived from `REDIS_SECRET`. `context` (the Redis key's own name) is
 * authenticated with the value, so a sealed value copied under another key does not open. A copy
 * of Redis (a dump, a replica, a snapshot) alone gives no session key away.
 */
export interface ValueSealer {
  seal(plain: Buffer, context: string): string;
  /** The plain bytes, or null when the value is not sealed by this secret for this context. */
  open(sealed: string, context: string): Buffer | null;
}

export function createValueSealer(secret: string): ValueSealer {
  if (secret.length < 32) throw new Error('REDIS_SECRET must be at least 32 characters');
  const key = Buffer.from(hkdfSync('sha256', secret, 'arena', 'arena redis values v1', 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return TAG + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
    },
    open(sealed, context) {
      if (!sealed.startsWith(TAG)) return null;
      const raw = Buffer.from(sealed.slice(TAG.length), 'base64');
      if (raw.length < IV_BYTES + AUTH_TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(raw.subarray(raw.length - AUTH_TAG_BYTES));
        return Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES, raw.length - AUTH_TAG_BYTES)),
          decipher.final(),
        ]);
      } catch {
        return null; // another secret, or tampered with: as if the session were unknown
      }
    },
  };
}
