import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogue, sealRequest, toWireHeaders, type CallDef } from '@arena/protocol';
import { registerCall } from '../../apps/server/src/gateway/register-call.ts';
import { readConfigInfo } from '../../apps/server/src/modules/site/site-config-repository.ts';
import { notFound } from '../../apps/server/src/gateway/gateway-error.ts';
import { createTestApp } from '../../apps/server/test/test-app.ts';
import { callApi, envelopeSession } from '../../apps/server/test/gateway-test-client.ts';
import type { BenchResult } from './bench-result.ts';
import { measureEnvelopeInChromium } from './envelope-browser-bench.ts';
import { measureEnvelopeCost } from '../browser/envelope-cost.ts';
// The Fastify decorations (app.db, app.now) the gateway adds, for the type checker.
import type {} from '../../apps/server/src/plugins/db.ts';
import type {} from '../../apps/server/src/plugins/gateway.ts';

/** Issue "gateway": the envelope adds under 0.2 ms per call in the client … */
export const CLIENT_ENVELOPE_BUDGET_MS = 0.2;
/** … and at most 15% to the server's plain-JSON throughput. */
export const SERVER_OVERHEAD_BUDGET_PCT = 15;

const ITERATIONS = 2000;
const WARM_UP = 500;
const ROUNDS = 5;
const PER_ROUND = 2000;
const CONCURRENCY = 32;

const loadClient = fileURLToPath(new URL('./load-client.ts', import.meta.url));

/** Runs prepared requests from a separate process (the other core) and answers requests per second. */
async function drive(
  url: string,
  requests: { path: string; headers: Record<string, string>; body: string }[],
) {
  const file = path.join(os.tmpdir(), `arena-load-${process.pid}-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify({ url, concurrency: CONCURRENCY, requests }));
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', loadClient, file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (code !== 0) throw new Error(`load client exited with ${code}`);
    const result = JSON.parse(out) as { rps: number; failed: number };
    if (result.failed > 0) throw new Error(`${result.failed} requests failed`);
    return result.rps;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/**
 * Server throughput of the config call sealed versus the same call in plain JSON, over real HTTP on
 * loopback: a plain twin declared with the same repository read goes through the same `registerCall`
 * pipeline (switches, zod, output check), so the difference is the envelope alone. The load comes from
 * another process on the other core, with requests sealed beforehand, so only the server's work is
 * timed. Plain and sealed rounds alternate; medians are reported.
 */
async function serverOverhead(): Promise<{ sealedRps: number; plainRps: number; overheadPct: number }> {
  const sealedCall = catalogue.site.configInfoV1Get;
  const plainTwin: CallDef = {
    ...sealedCall,
    id: 'bench.configPlain',
    path: '/bench/config-plain',
    encoding: 'plain',
  };
  const t = await createTestApp((app) =>
    registerCall(app, plainTwin, async (input) => {
      const [entry] = await readConfigInfo(app.db, [(input as { keyCode: string }).keyCode]);
      if (!entry) throw notFound('config');
      return entry;
    }),
  );
  try {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const session = await envelopeSession(t.app);
    // The sealed call must really answer (the load client only sees ciphertext).
    const probe = await callApi(t.app, sealedCall, { keyCode: 'siteName' });
    if (probe.code !== 0) throw new Error(`sealed config call answered ${probe.code}`);
    const base = toWireHeaders({ siteId: '5000', clientType: 'web', version: '1.1.0', deviceId: 'bench' });
    const plain = (n: number) =>
      Array.from({ length: n }, () => ({
        path: plainTwin.path,
        headers: base,
        body: JSON.stringify({ keyCode: 'siteName' }),
      }));
    // Sealed just before each round: every request has its own nonce and a fresh timestamp.
    const sealed = async (n: number) =>
      Promise.all(
        Array.from({ length: n }, async () => {
          const req = await sealRequest({
            keys: session.keys,
            keyId: session.keyId,
            method: 'POST',
            path: sealedCall.path,
            now: t.app.now(),
            body: { keyCode: 'siteName' },
          });
          return {
            path: sealedCall.path,
            headers: { ...base, ...toWireHeaders(req.headers) },
            body: JSON.stringify(req.body),
          };
        }),
      );
    await drive(url, plain(WARM_UP));
    await drive(url, await sealed(WARM_UP));
    const plainRuns: number[] = [];
    const sealedRuns: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      plainRuns.push(await drive(url, plain(PER_ROUND)));
      sealedRuns.push(await drive(url, await sealed(PER_ROUND)));
    }
    const plainRps = median(plainRuns);
    const sealedRps = median(sealedRuns);
    return { sealedRps, plainRps, overheadPct: (1 - sealedRps / plainRps) * 100 };
  } finally {
    await t.close();
  }
}

export async function runEnvelopeBench(): Promise<BenchResult[]> {
  const node = await measureEnvelopeCost(ITERATIONS);
  const browser = await measureEnvelopeInChromium(ITERATIONS);
  const { sealedRps, plainRps, overheadPct } = await serverOverhead();
  return [
    {
      name: 'client envelope cost per call in Chromium (seal 1 KB + open answer)',
      value: round3(browser.clientMs),
      unit: 'ms',
      budget: CLIENT_ENVELOPE_BUDGET_MS,
    },
    { name: 'same in Node (WebCrypto)', value: round3(node.clientMs), unit: 'ms' },
    { name: 'full envelope round trip in Chromium, 1 KB', value: round3(browser.roundTripMs), unit: 'ms' },
    { name: 'server: config call, plain JSON', value: Math.round(plainRps), unit: 'req/s' },
    { name: 'server: config call, encrypted envelope', value: Math.round(sealedRps), unit: 'req/s' },
    {
      name: 'server: envelope throughput overhead',
      value: Math.round(overheadPct * 10) / 10,
      unit: '%',
      budget: SERVER_OVERHEAD_BUDGET_PCT,
    },
  ];
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
