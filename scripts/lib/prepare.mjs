// Shared by `npm start` and `npm test`: install what is missing and build what is stale, using only
// Node built-ins (these run before node_modules exists).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a command in the repo root with inherited output; exits the process on failure. */
export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env, ...opts });
  if (res.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0; // missing: older than anything
  }
}

function newestIn(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : mtime(full));
  }
  return newest;
}

/** `npm ci` on a fresh clone; `npm install` when package-lock.json changed since the last install. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (!fs.existsSync(marker)) {
    console.log('• installing dependencies (npm ci)…');
    run('npm', ['ci', '--no-audit', '--no-fund']);
  } else if (mtime(lock) > mtime(marker)) {
    console.log('• package-lock.json changed: npm install…');
    run('npm', ['install', '--no-audit', '--no-fund']);
  }
}

/** Builds the web app when its output is missing or older than any web or shared-package source. */
export function ensureWebBuilt({ force = false } = {}) {
  const built = mtime(path.join(root, 'apps/web/dist/index.html'));
  const sources = Math.max(
    newestIn(path.join(root, 'apps/web/src')),
    newestIn(path.join(root, 'apps/web/public')),
    mtime(path.join(root, 'apps/web/index.html')),
    mtime(path.join(root, 'apps/web/vite.config.ts')),
    newestIn(path.join(root, 'packages/domain/src')),
    newestIn(path.join(root, 'packages/protocol/src')),
    mtime(path.join(root, 'package-lock.json')),
  );
  if (force || built === 0 || sources > built) {
    console.log('• building the web app…');
    run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: path.join(root, 'apps/web'),
    });
  }
}
