import { performance } from 'node:perf_hooks';
import { CLIENT_VERSION } from '@arena/domain';
import { login } from '../../apps/server/src/modules/auth/auth-service.ts';
import { createTestApp } from '../../apps/server/test/test-app.ts';
import { DEMO_MEMBER } from '../../apps/server/seed/seed.ts';
import type { BenchResult } from './bench-result.ts';

const SECONDS = 5;
const CONCURRENCY = 4;

/**
 * Login throughput with the real scrypt hash (issue "accounts"): the login service itself (rate
 * guard, miss counter, scrypt verify, session creation and the one-device rule), called from many
 * distinct client IPs so the product's own 20-a-minute IP limit does not cap the figure. Over the
 * gateway a single IP is limited by design.
 */
export async function runLoginBench(): Promise<BenchResult[]> {
  const t = await createTestApp();
  try {
    const input = {
      name: DEMO_MEMBER.name,
      password: DEMO_MEMBER.password,
      flag: 0,
      version: CLIENT_VERSION,
      timewd: 'bench',
      oldPassword: 'bench',
    };
    let done = 0;
    const times: number[] = [];
    const end = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < end) {
          const n = done++;
          const t0 = performance.now();
          await login(t.db, input, {
            ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            deviceId: 'bench',
            now: new Date(),
            verified: false,
          });
          times.push(performance.now() - t0);
        }
      }),
    );
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round((times[Math.floor(q * (times.length - 1))] ?? 0) * 10) / 10;
    return [
      {
        name: `logins per second (scrypt, ${CONCURRENCY} in flight)`,
        value: Math.round(times.length / SECONDS),
        unit: '/s',
      },
      { name: 'login latency p50', value: at(0.5), unit: 'ms' },
      { name: 'login latency p95', value: at(0.95), unit: 'ms' },
    ];
  } finally {
    await t.close();
  }
}
