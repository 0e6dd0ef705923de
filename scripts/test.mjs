// `npm test`: install what is missing, make sure Chromium is there, then typecheck, lint, unit and
// integration tests (vitest), build, and the browser suite (Playwright on real Chromium).
// Ends with one plain "N passed, N failed" line that sums vitest and Playwright.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, ensureWebBuilt, root, run } from './lib/prepare.mjs';

const started = Date.now();
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const step = (name, fn) => {
  const t0 = Date.now();
  console.log(`\n━━ ${name}`);
  fn();
  console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
};

function ensureChromium() {
  const wanted = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(wanted)) return wanted;
  if (process.getuid?.() === 0) {
    console.log('• installing Debian chromium for the browser tests…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (fs.existsSync(wanted)) return wanted;
  }
  console.error(
    `\n✖ Chromium not found at ${wanted}.\n` +
      '  Install the Debian package as root: apt-get install -y chromium\n' +
      '  or point CHROME_PATH at a Chromium/Chrome binary, then run npm test again.',
  );
  process.exit(1);
}

/**
 * The PostgreSQL suites (crash safety, concurrency, pool) start a throwaway PostgreSQL 15 from Debian's
 * binaries. As root the binaries are installed when missing; otherwise those suites skip, loudly.
 */
function ensurePostgres() {
  const pgCtl = '/usr/lib/postgresql/15/bin/pg_ctl';
  if (fs.existsSync(pgCtl)) return;
  if (process.getuid?.() === 0) {
    console.log('• installing Debian postgresql for the PostgreSQL suites…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'postgresql'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (!fs.existsSync(pgCtl))
    console.warn('\n⚠ PostgreSQL 15 not installed (not root): the PostgreSQL suites are SKIPPED.\n');
}

/**
 * Redis and nginx for the cluster suite (apps/server/test/cluster.test.ts, docs/scaling.md): Debian
 * packages installed as root when missing; without them that suite is skipped, loudly.
 */
function ensureClusterParts() {
  const parts = [
    ['/usr/bin/redis-server', 'redis-server'],
    ['/usr/sbin/nginx', 'nginx'],
  ];
  const missing = () => parts.filter(([file]) => !fs.existsSync(file)).map(([, pkg]) => pkg);
  if (missing().length > 0 && process.getuid?.() === 0) {
    console.log(`• installing Debian ${missing().join(', ')} for the cluster suite…`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', ...missing()], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (missing().length > 0)
    console.warn(`\n⚠ ${missing().join(', ')} not installed (not root): the cluster suite is SKIPPED.\n`);
}

ensureInstalled();
const chromePath = ensureChromium();
ensurePostgres();
ensureClusterParts();
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-test-'));

/**
 * Runs commands at once (each mostly uses one core), printing each one's output as a block when it
 * ends; exits like `run` if any failed.
 */
async function together(name, commands) {
  const t0 = Date.now();
  console.log(`\n━━ ${name}`);
  const results = await Promise.all(
    commands.map(
      ([cmd, args]) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, { cwd: root, env: process.env });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (out += d));
          child.on('close', (code) => {
            process.stdout.write(out);
            resolve({ cmd, args, code });
          });
        }),
    ),
  );
  const failed = results.filter((r) => r.code !== 0);
  for (const r of failed) console.error(`\n✖ ${r.cmd} ${r.args.join(' ')} failed (exit ${r.code})`);
  if (failed.length > 0) process.exit(failed[0].code ?? 1);
  console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

// Typecheck and lint side by side: each is single-threaded, and CI has two cores.
await together('typecheck and lint', [
  [bin('tsc'), ['-b', 'tsconfig.json']],
  [bin('eslint'), ['--max-warnings', '0', '.']],
  [bin('prettier'), ['--check', '.', '--log-level', 'warn']],
]);
step('unit and integration tests', () =>
  run(bin('vitest'), [
    'run',
    // Coverage of packages/domain, with the thresholds of vitest.config.ts (issue: domain rules >= 95%).
    '--coverage',
    '--coverage.reporter=text-summary',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, 'vitest.json')}`,
  ]),
);
step('build', () => ensureWebBuilt({ force: true }));

const e2e = spawnSync(bin('playwright'), ['test', '-c', 'apps/web/e2e/playwright.config.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROME_PATH: chromePath,
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json'),
  },
});

const vitest = JSON.parse(fs.readFileSync(path.join(reports, 'vitest.json'), 'utf8'));
let passed = vitest.numPassedTests;
let failed = vitest.numFailedTests;
let skipped = vitest.numPendingTests + vitest.numTodoTests;
try {
  const stats = JSON.parse(fs.readFileSync(path.join(reports, 'e2e.json'), 'utf8')).stats;
  passed += stats.expected + stats.flaky; // flaky = passed on retry
  failed += stats.unexpected;
  skipped += stats.skipped;
  if (e2e.status !== 0 && stats.unexpected === 0) failed += 1; // the runner itself failed
} catch {
  failed += 1; // no Playwright report: the browser suite did not run
}
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nwhole suite: ${minutes} min`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || e2e.status !== 0 ? 1 : 0);
