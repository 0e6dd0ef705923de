// `npm run cluster`: PostgreSQL, Redis, three gateway instances and nginx in front, on this machine
// (docs/scaling.md "Local cluster"). Installs the Debian packages when missing and run as root.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { ensureInstalled, ensureWebBuilt } from './lib/prepare.mjs';
import { missingParts, startCluster } from './lib/cluster-stack.mjs';

ensureInstalled();
ensureWebBuilt();
const missing = missingParts();
if (missing.length > 0 && process.getuid?.() === 0) {
  console.log(`• installing Debian ${missing.join(', ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
}
if (missingParts().length > 0) {
  console.error(`\nMissing: ${missingParts().join(', ')} (run as root once to install them).\n`);
  process.exit(1);
}

const adminToken = process.env.ADMIN_TOKEN ?? randomBytes(24).toString('base64url');
const proxyPort = Number(process.env.CLUSTER_PORT ?? 8080);
console.log('• starting PostgreSQL, Redis, three instances and nginx…');
const cluster = await startCluster({ count: 3, proxyPort, adminToken, log: 'inherit' });
console.log(
  `\nArena cluster is running at ${cluster.proxy.url} (nginx)\n` +
    cluster.instances.map((i) => `  instance ${i.name}: ${i.url}\n`).join('') +
    `  PostgreSQL: ${cluster.pg.url}\n  Redis: ${cluster.redis.url}\n` +
    `  operator token: ${adminToken}\n  nginx config: ${cluster.proxy.conf}\n` +
    '  demo login: demo / arena2026 (seeded by instance A)\n\nCtrl-C stops everything.\n',
);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
