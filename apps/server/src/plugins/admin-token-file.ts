import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** A random secret made once per data directory, kept in a file only this user can read. */
function localSecret(dataDir: string, name: string): { secret: string; file: string } {
  const file = path.join(dataDir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  if (fs.existsSync(file)) {
    const known = fs.readFileSync(file, 'utf8').trim();
    if (known.length >= 32) {
      fs.chmodSync(file, 0o600);
      return { secret: known, file };
    }
  }
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return { secret, file };
}

/**
 * The operator token when ADMIN_TOKEN is unset (only allowed on a loopback HOST; config.ts enforces
 * it): made once per data directory and kept in a file only this user can read. It is never written
 * to the log; the start banner names the file.
 */
export function localAdminToken(dataDir: string): { token: string; file: string } {
  const { secret, file } = localSecret(dataDir, 'admin-token');
  return { token: secret, file };
}

/**
 * The withdraw PIN pepper when WITHDRAW_PIN_PEPPER is unset (loopback HOST only, as above). Losing this
 * file makes every peppered PIN unverifiable: members then reset their PIN by code.
 */
export function localPinPepper(dataDir: string): { secret: string; file: string } {
  return localSecret(dataDir, 'pin-pepper');
}
