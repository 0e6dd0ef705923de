import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * The operator token when ADMIN_TOKEN is unset (only allowed on a loopback HOST; config.ts enforces
 * it): made once per data directory and kept in a file only this user can read. It is never written
 * to the log; the start banner names the file.
 */
export function localAdminToken(dataDir: string): { token: string; file: string } {
  const file = path.join(dataDir, 'admin-token');
  fs.mkdirSync(dataDir, { recursive: true });
  if (fs.existsSync(file)) {
    const known = fs.readFileSync(file, 'utf8').trim();
    if (known.length >= 32) {
      fs.chmodSync(file, 0o600);
      return { token: known, file };
    }
  }
  const token = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return { token, file };
}
