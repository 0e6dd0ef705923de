// `npm start`: install what is missing, build the web app if stale, then run the gateway, which
// migrates and seeds its database before it listens. Signals are forwarded so PGlite closes cleanly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, ensureWebBuilt, root } from './lib/prepare.mjs';

ensureInstalled();
ensureWebBuilt();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
