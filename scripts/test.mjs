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

/** Children still running when this script exits (a failed step) are stopped with it. */
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

/** Starts a command with its output kept; resolves with its exit code, output and seconds taken. */
function start([cmd, args]) {
  const t0 = Date.now();
  const child = spawn(cmd, args, { cwd: root, env: process.env });
  children.add(child);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const done = new Promise((resolve) => {
    child.on('close', (code) => {
      children.delete(child);
      resolve({ cmd, args, code, out, seconds: (Date.now() - t0) / 1000 });
    });
  });
  return { child, done };
}

/** Prints finished commands' output as blocks; exits like `run` if any failed. */
function report(name, t0, results) {
  for (const r of results) process.stdout.write(r.out);
  const failed = results.filter((r) => r.code !== 0);
  for (const r of failed) console.error(`\n✖ ${r.cmd} ${r.args.join(' ')} failed (exit ${r.code})`);
  if (failed.length > 0) process.exit(failed[0].code ?? 1);
  const each = results.map((r) => `${path.basename(r.cmd)} ${r.seconds.toFixed(1)} s`).join(', ');
  console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s: ${each})`);
}

/**
 * Lint beside everything else until the unit tests end: ESLint's typed rules take longer than the
 * typecheck, and on CI's two cores the typecheck's core would otherwise idle while ESLint finishes.
 */
const checksStarted = Date.now();
console.log('\n━━ typecheck, format and lint (lint goes on beside the unit tests)');
const lint = start([bin('eslint'), ['--max-warnings', '0', '.']]);
void lint.done.then((r) => {
  if (r.code !== 0) report('lint', checksStarted, [r]); // stops the unit tests too (see `children`)
});
report(
  'typecheck and format',
  checksStarted,
  await Promise.all(
    [
      [bin('tsc'), ['-b', 'tsconfig.json']],
      [bin('prettier'), ['--check', '.', '--log-level', 'warn']],
    ].map((c) => start(c).done),
  ),
);

console.log('\n━━ unit and integration tests');
const unitsStarted = Date.now();
const vitestArgs = [
  'run',
  // Coverage of packages/domain, with the thresholds of vitest.config.ts (issue: domain rules >= 95%).
  '--coverage',
  '--coverage.reporter=text-summary',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, 'vitest.json')}`,
];
const unitsChild = spawn(bin('vitest'), vitestArgs, { cwd: root, stdio: 'inherit', env: process.env });
children.add(unitsChild);
const unitsCode = await new Promise((resolve) =>
  unitsChild.on('close', (code, signal) => {
    children.delete(unitsChild);
    resolve(code ?? signal);
  }),
);
report('lint', checksStarted, [await lint.done]);
if (unitsCode !== 0) {
  console.error(`\n✖ vitest ${vitestArgs.join(' ')} failed (exit ${unitsCode})`);
  process.exit(typeof unitsCode === 'number' ? unitsCode : 1);
}
console.log(`✔ unit and integration tests (${((Date.now() - unitsStarted) / 1000).toFixed(1)} s)`);
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
