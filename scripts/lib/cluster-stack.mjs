// The parts of a local cluster (docs/scaling.md "Local cluster"): a throwaway PostgreSQL and Redis,
// gateway instances on loopback ports and nginx in front, each in a temporary directory. Used by
// `npm run cluster`, the cluster tests and the cluster bench.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PG_BIN = '/usr/lib/postgresql/15/bin';
export const REDIS_SERVER = '/usr/bin/redis-server';
export const NGINX = '/usr/sbin/nginx';

/** What is missing to run a cluster on this machine (empty: everything is installed). */
export function missingParts() {
  return [
    [path.join(PG_BIN, 'pg_ctl'), 'postgresql'],
    [REDIS_SERVER, 'redis-server'],
    [NGINX, 'nginx'],
  ]
    .filter(([file]) => !fs.existsSync(file))
    .map(([, pkg]) => pkg);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(what, check, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${what} did not come up within ${ms} ms`);
    await sleep(100);
  }
}

/** A PostgreSQL 15 cluster on a free loopback port (fsync off: it is thrown away). */
export async function startPostgres(dir) {
  const data = path.join(dir, 'pg');
  fs.mkdirSync(data);
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', data]);
  const run = (cmd, args) =>
    execFileSync(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, {
      stdio: 'ignore',
    });
  run(path.join(PG_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  run(path.join(PG_BIN, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(data, 'log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${data} -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(path.join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
    },
  };
}

/** A Redis without persistence on a free loopback port. */
export async function startRedis(dir) {
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  await waitFor('redis', () => ping(port));
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => child.kill('SIGKILL') };
}

function ping(port) {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => s.write('PING\r\n'));
    s.once('data', (d) => {
      s.destroy();
      resolve(String(d).startsWith('+PONG'));
    });
    s.once('error', () => resolve(false));
  });
}

/**
 * One gateway instance (`apps/server/src/main.ts`) on `port`; resolves once /api/health answers.
 * `kill` ends it with a signal (SIGKILL: a crash).
 */
export async function startInstance({ port, env, name, log = 'ignore' }) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  await waitFor(
    `instance ${name}`,
    async () => {
      if (exited) throw Object.assign(new Error(`instance ${name} exited`), { fatal: true });
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      return res.ok;
    },
    90_000,
  );
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    kill: (signal = 'SIGTERM') => {
      if (!exited) child.kill(signal);
      return new Promise((r) => (exited ? r() : child.once('exit', () => r())));
    },
  };
}

/** nginx in front of the instances on `port`: round robin, WebSocket upgrades passed through. */
export async function startNginx(dir, port, upstreamPorts) {
  const base = path.join(dir, 'nginx');
  for (const sub of ['', 'logs', 'tmp']) fs.mkdirSync(path.join(base, sub), { recursive: true });
  fs.chmodSync(path.join(base, 'tmp'), 0o777);
  const conf = `worker_processes auto;
pid ${base}/nginx.pid;
error_log ${base}/logs/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${base}/tmp/body;
  proxy_temp_path ${base}/tmp/proxy;
  fastcgi_temp_path ${base}/tmp/fastcgi;
  uwsgi_temp_path ${base}/tmp/uwsgi;
  scgi_temp_path ${base}/tmp/scgi;
  client_max_body_size 16m;
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream arena {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://arena;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      proxy_buffering off;
    }
  }
}
`;
  const file = path.join(base, 'nginx.conf');
  fs.writeFileSync(file, conf);
  const child = spawn(NGINX, ['-c', file, '-p', base, '-g', 'daemon off;'], { stdio: 'ignore' });
  await waitFor('nginx', async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok);
  return { url: `http://127.0.0.1:${port}`, conf: file, stop: () => child.kill('SIGQUIT') };
}

/**
 * Starts the whole stack: PostgreSQL, Redis, `count` instances (the first seeds), nginx on `proxyPort`, and the line configuration listing the instances.
 */
export async function startCluster({ count = 3, proxyPort, adminToken, env = {}, log = 'ignore' }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-cluster-'));
  fs.chmodSync(dir, 0o755);
  const stops = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const pg = await startPostgres(dir);
    stops.push(() => pg.stop());
    const redis = await startRedis(dir);
    stops.push(() => redis.stop());
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const common = {
      DATABASE_URL: pg.url,
      REDIS_URL: redis.url,
      // One key for the cluster: what each instance seals in Redis, the others open (docs/scaling.md).
      REDIS_SECRET: randomBytes(32).toString('base64url'),
      ADMIN_TOKEN: adminToken,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    };
    const instanceEnv = (i) => ({
      ...common,
      DATA_DIR: path.join(dir, `data-${i}`),
      DEMO_SEED: i === 0 ? (env.DEMO_SEED ?? 'on') : 'off',
    });
    // All at once: migrations take an advisory lock, and only the first instance seeds.
    const instances = [];
    stops.push(() => Promise.all(instances.map((i) => i.kill('SIGKILL'))));
    const started = await Promise.allSettled(
      ports.map((port, i) => startInstance({ port, env: instanceEnv(i), name: 'ABCDEFGHIJ'[i], log })),
    );
    for (const s of started) if (s.status === 'fulfilled') instances.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const first = instances[0];
    const proxy = await startNginx(dir, proxyPort ?? (await freePort()), ports);
    stops.push(() => proxy.stop());
    await fetch(`${first.url}/admin/site-config`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        key: 'apiLines',
        value: instances.map((i) => ({ name: `线路${i.name}`, domain: i.url })),
      }),
    });
    return { dir, pg, redis, instances, proxy, instanceEnv, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
