import { createHmac } from 'node:crypto';
import { hashPassword, verifyPassword } from './password-hash.ts';

/**
 * Withdraw PINs are six digits (spec §5): a million candidates, so a stolen `member` table alone would
 * give every PIN back within hours even at full scrypt cost. Each PIN is therefore keyed with a server
 * secret (the pepper, HMAC-SHA256) before scrypt; the pepper lives in the server's configuration, never
 * in the database or in git (docs/deploy.md "Secrets").
 *
 * Stored form: `pin1$` + the scrypt hash of the keyed PIN. A bare `scrypt$…` hash is a PIN stored before
 * peppering: it keeps verifying, and a right PIN then answers a peppered replacement to store.
 */
const PEPPERED_PREFIX = 'pin1$';

/** The pepper of test and development servers that never configured one: public, so worth nothing. */
const DEVELOPMENT_PEPPER = 'arena-development-pin-pepper-not-a-secret';

/** Shortest pepper accepted: 32 characters, like the operator token. */
export const PIN_PEPPER_MIN_LENGTH = 32;

let configured: string | null = null;

/**
 * Sets the pepper for this process (main.ts, from WITHDRAW_PIN_PEPPER or the data directory's file),
 * before anything hashes or verifies a PIN. Every instance sharing a database must use the same one.
 */
export function configurePinPepper(pepper: string): void {
  if (pepper.length < PIN_PEPPER_MIN_LENGTH)
    throw new Error(`withdraw PIN pepper: at least ${PIN_PEPPER_MIN_LENGTH} characters`);
  configured = pepper;
}

function currentPepper(): string {
  if (configured !== null) return configured;
  // A production process without a pepper would store PINs keyed with a public value: refuse instead.
  if (process.env.NODE_ENV === 'production') throw new Error('withdraw PIN pepper is not configured');
  return DEVELOPMENT_PEPPER;
}

const keyed = (pin: string, pepper: string) =>
  createHmac('sha256', pepper).update(pin, 'utf8').digest('base64');

/** Hashes a withdraw PIN: scrypt over the PIN keyed with the pepper. */
export async function hashWithdrawPin(pin: string): Promise<string> {
  return `${PEPPERED_PREFIX}${await hashPassword(keyed(pin, currentPepper()))}`;
}

/**
 * Checks a PIN against its stored hash. `rehash` is set when the PIN was right but stored without the
 * pepper: the caller stores it so the next check is peppered.
 */
export async function verifyWithdrawPin(
  pin: string,
  stored: string,
): Promise<{ ok: boolean; rehash: string | null }> {
  if (stored.startsWith(PEPPERED_PREFIX)) {
    const ok = await verifyPassword(keyed(pin, currentPepper()), stored.slice(PEPPERED_PREFIX.length));
    return { ok, rehash: null };
  }
  const ok = await verifyPassword(pin, stored);
  return { ok, rehash: ok ? await hashWithdrawPin(pin) : null };
}
