import { catalogue } from '@arena/protocol';
import { createTestApp } from '../../apps/server/test/test-app.ts';
import { fund, launchInput, newMember, ticketOf } from '../../apps/server/test/games-helpers.ts';
import { transferBetween } from '../../apps/server/src/modules/wallet/ledger.ts';
import type { BenchResult } from './bench-result.ts';

const SPINS = Number(process.env.SLOT_BENCH_SPINS ?? 400);
/** Spins played first and not measured: the route, engine and ledger paths warm up. */
const WARMUP = 40;

/**
 * Slot spins on the server (docs/perf.md "Slot spin"): one member plays SPINS real-money spins one after
 * another through `POST /play/api/round` (ticket check, responsible-play admission, seed lock and nonce,
 * the engine, two ledger movements, the round row, turnover), timed from request to answer in-process.
 */
export async function runSlotSpinBench(): Promise<BenchResult[]> {
  const t = await createTestApp();
  try {
    const m = await newMember(t, 'slotbench');
    const funds = 10_000_000;
    await fund(t, m.id, funds, 'slot-bench-fund');
    await transferBetween(t.db, {
      idempotencyKey: 'slot-bench-in',
      memberId: m.id,
      from: 'main',
      to: 'venue:by',
      amount: funds,
      type: 'transfer_in',
    });
    const res = await t.call(catalogue.games.launch, launchInput('by', 'yb0010'), { token: m.token });
    const ticket = ticketOf((res.data as { url: string }).url);
    const times: number[] = [];
    let refused = 0;
    for (let i = 0; i < WARMUP + SPINS; i++) {
      const start = performance.now();
      const answer = await t.app.inject({
        method: 'POST',
        url: '/play/api/round',
        payload: { ticket, requestId: `slot-bench-${i}`, stake: 100 },
      });
      if (i >= WARMUP) times.push(performance.now() - start);
      if (answer.statusCode !== 200) refused++;
    }
    const at = (q: number) => {
      const sorted = [...times].sort((a, b) => a - b);
      return Math.round((sorted[Math.floor(q * (sorted.length - 1))] ?? 0) * 10) / 10;
    };
    return [
      { name: `spins refused (of ${SPINS})`, value: refused, unit: 'spins', budget: 0 },
      { name: 'slot spin p50 (request to answer)', value: at(0.5), unit: 'ms' },
      { name: 'slot spin p95 (request to answer)', value: at(0.95), unit: 'ms', budget: 30 },
    ];
  } finally {
    await t.close();
  }
}
