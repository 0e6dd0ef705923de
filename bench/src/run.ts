import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchResult } from './bench-result.ts';
import { runBundleBench } from './bundle-size.ts';
import { runEnvelopeBench } from './envelope-bench.ts';
import { runLoginBench } from './login-bench.ts';
import { runLobbyBench } from './lobby-bench.ts';
import { runMemberBench } from './member-bench.ts';
import { runLiveListBench } from './live-list-bench.ts';
import { runLedgerBench } from './ledger-bench.ts';
import { runChatFanoutBench } from './chat-fanout-bench.ts';
import { runChatListBench } from './chat-list-bench.ts';
import { runDanmakuBench } from './live-danmaku-bench.ts';
import { runCrashBench } from './crash-bench.ts';
import { runCrashRoundBench } from './crash-round-bench.ts';
import { runSlotSpinBench } from './slot-spin-bench.ts';
import { runSupportDeliveryBench } from './support-delivery-bench.ts';
import { runInboxBench } from './inbox-bench.ts';
import { runHomeLcpBench } from './home-lcp-bench.ts';
import { runClusterBench } from './cluster-bench.ts';
import { runSportsbookBench } from './sportsbook-bench.ts';
import { runSportsbookListBench } from './sportsbook-list-bench.ts';
import { runNewsHomeBench } from './news-home-bench.ts';
import { runRewardsBench } from './rewards-bench.ts';
import { runWheelBench } from './activities-wheel-bench.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `npm run bench`: runs every benchmark and rewrites the "Latest run" section of docs/perf.md.
 * Exits non-zero when a figure is over its budget.
 */
const suites: { name: string; run: () => Promise<BenchResult[]> }[] = [
  { name: 'Bundle and first load', run: runBundleBench },
  { name: 'Home paint against the bare stack (issue: home LCP)', run: runHomeLcpBench },
  { name: 'Envelope (issue: gateway)', run: runEnvelopeBench },
  { name: 'Login (issue: accounts)', run: runLoginBench },
  { name: 'Game lobby (issue: games)', run: runLobbyBench },
  { name: 'Member profile (issue: accounts)', run: runMemberBench },
  { name: 'Live list (issue: live)', run: runLiveListBench },
  { name: 'Ledger (issue: wallet)', run: runLedgerBench },
  { name: 'Chat fan-out (issue: live)', run: runChatFanoutBench },
  { name: 'Chat list (issue: live)', run: runChatListBench },
  { name: 'Danmaku over the video (issue: live)', run: runDanmakuBench },
  { name: 'Crash safety', run: runCrashBench },
  { name: 'Crash rounds (issue: venue games)', run: runCrashRoundBench },
  { name: 'Slot spin (issue: venue games)', run: runSlotSpinBench },
  { name: 'Support chat delivery (issue: customer service)', run: runSupportDeliveryBench },
  { name: 'Inbox (issue: messages)', run: runInboxBench },
  { name: 'Cluster: three instances behind nginx against one', run: runClusterBench },
  { name: 'Sportsbook placement (issue: sportsbook)', run: runSportsbookBench },
  { name: 'Sportsbook list (issue: sportsbook)', run: runSportsbookListBench },
  { name: 'News home first screen (issue: news)', run: runNewsHomeBench },
  { name: 'Rewards claims and VIP levels (issue: rewards)', run: runRewardsBench },
  { name: 'Activities tab and spin wheel (issue: activities)', run: runWheelBench },
];

/** `BENCH_ONLY=ledger npm run bench` runs the suites whose name contains the word, and leaves perf.md alone. */
const only = process.env.BENCH_ONLY?.toLowerCase();
const chosen = only ? suites.filter((s) => s.name.toLowerCase().includes(only)) : suites;

// The browser benches measure apps/web/dist: build it from the sources first, so no figure comes from a
// stale build. WEB_DIST points the benches at another build and skips this.
if (!process.env.WEB_DIST) {
  process.stdout.write('• building apps/web…\n');
  execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
}

/**
 * The browser benches lay out Chinese text, so they need a CJK face, as every phone has: without one
 * each character goes through Chromium's fallback lookup and shows as a box, which measures neither
 * a user's page nor the last run's (docs/perf.md "Notes on the figures"). As root the bench installs
 * Debian's WenQuanYi Micro Hei, the face the theme's font stack names for Linux; otherwise it says so.
 */
function cjkFace(): string | null {
  try {
    const first = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).split('\n')[0];
    return first?.split(',')[0]?.trim() || null; // a face's first family name
  } catch {
    return null;
  }
}
let face = cjkFace();
if (!face && process.getuid?.() === 0) {
  process.stdout.write('• installing Debian fonts-wqy-microhei (a CJK face) for the browser benches…\n');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'fonts-wqy-microhei'], { stdio: 'inherit', env });
  face = cjkFace();
}
if (!face)
  process.stdout.write('⚠ no CJK font: Chinese text in the browser benches is measured as missing glyphs\n');

const lines: string[] = [];
let over = 0;
for (const suite of chosen) {
  process.stdout.write(`• ${suite.name}…\n`);
  const results = await suite.run();
  lines.push(`### ${suite.name}`, '', '| measure | value | budget | |', '|---|---:|---:|---|');
  for (const r of results) {
    const ok = r.budget === undefined || r.value <= r.budget;
    if (!ok) over++;
    lines.push(
      `| ${r.name} | ${r.value} ${r.unit} | ${r.budget === undefined ? '—' : `${r.budget} ${r.unit}`} | ${ok ? '✅' : '❌ over'} |`,
    );
    process.stdout.write(
      `  ${r.name}: ${r.value} ${r.unit}${r.budget === undefined ? '' : ` (budget ${r.budget})`}\n`,
    );
  }
  lines.push('');
}

if (only) process.exit(over > 0 ? 1 : 0);

const perfFile = path.join(root, 'docs/perf.md');
const header = '<!-- bench:start -->';
const footer = '<!-- bench:end -->';
const stamp = `_Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores, Node ${process.version}, CJK face: ${face ?? 'none'}._`;
const block = `${header}\n## Latest run (\`npm run bench\`)\n\n${stamp}\n\n${lines.join('\n')}\n${footer}`;
const current = fs.existsSync(perfFile) ? fs.readFileSync(perfFile, 'utf8') : '# Performance\n';
const next = current.includes(header)
  ? current.replace(new RegExp(`${header}[\\s\\S]*${footer}`), block)
  : `${current.trimEnd()}\n\n${block}\n`;
fs.writeFileSync(perfFile, next);
process.stdout.write(`\nwrote ${path.relative(root, perfFile)}\n`);
process.exit(over > 0 ? 1 : 0);
