import { performance } from 'node:perf_hooks';
import { ErrorCode, catalogue } from '@arena/protocol';
import { createTestApp } from '../../apps/server/test/test-app.ts';
import type { BenchResult } from './bench-result.ts';

const SECONDS = 3;

/** Runs `fn` back to back for SECONDS and answers the latencies in ms, sorted. */
async function timeLoop(fn: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  while (performance.now() < end) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

const at = (times: number[], q: number) =>
  Math.round((times[Math.floor(q * (times.length - 1))] ?? 0) * 10) / 10;

async function expectOk(res: Promise<{ code: number; msg: string }>): Promise<void> {
  const answer = await res;
  if (answer.code !== ErrorCode.ok) throw new Error(`bench call failed: ${answer.code} ${answer.msg}`);
}

/**
 * Member profile calls through the whole gateway (envelope, session lookup, handler, output check):
 * the profile read the "me" screen makes on every visit, a 256 KB avatar upload (decode, magic-byte
 * check, bytea insert), and a withdraw-password confirm (one scrypt verify). On PGlite the bytea
 * parameter itself costs most of the upload (≈ 180 ms to insert 256 KB on the loaded 2-core machine);
 * PostgreSQL takes bytea natively.
 */
export async function runMemberBench(): Promise<BenchResult[]> {
  const t = await createTestApp();
  try {
    const reg = await t.call(catalogue.auth.registerV4, {
      name: 'benchmem1',
      password: 'abc12345',
      timewd: 'x',
      birthDate: '1990-01-01',
    });
    const token = (reg.data as { token: string }).token;
    const m = catalogue.member;

    const profile = await timeLoop(() => expectOk(t.call(m.getMemberInfoForWeb, {}, { token })));

    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(256 * 1024 - 8, 7),
    ]);
    const image = `data:image/png;base64,${png.toString('base64')}`;
    const upload = await timeLoop(async () => {
      const res = await t.call(m.avatarInsert, { image }, { token });
      if (res.code !== ErrorCode.ok) throw new Error(res.msg);
      await t.call(m.avatarDelete, { avatarId: (res.data as { avatarId: string }).avatarId }, { token });
    });

    await expectOk(t.call(m.withdrawPasswordSet, { password: '246810' }, { token }));
    const confirm = await timeLoop(() =>
      expectOk(t.call(m.withdrawPasswordConfirm, { password: '246810' }, { token })),
    );

    return [
      { name: 'profile read p50 (gateway)', value: at(profile, 0.5), unit: 'ms' },
      { name: 'profile read p95 (gateway)', value: at(profile, 0.95), unit: 'ms', budget: 50 },
      { name: '256 KB avatar upload + delete p95', value: at(upload, 0.95), unit: 'ms', budget: 800 },
      { name: 'withdraw password confirm p50 (scrypt)', value: at(confirm, 0.5), unit: 'ms', budget: 400 },
    ];
  } finally {
    await t.close();
  }
}
