// `npm run dev`: the gateway on API_PORT (8081) with --watch, and Vite with hot reload on 5173,
// which proxies /api to the gateway.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, root } from './lib/prepare.mjs';

ensureInstalled();
const apiPort = process.env.API_PORT ?? '8081';
const env = { ...process.env, PORT: apiPort, API_PORT: apiPort };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env,
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);
