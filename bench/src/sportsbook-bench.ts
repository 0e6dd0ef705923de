import { catalogue, ErrorCode, type BookMatch } from '@arena/protocol';
import { createTestApp } from '../../apps/server/test/test-app.ts';
import { newMember } from '../../apps/server/test/games-helpers.ts';
import { moveMoney } from '../../apps/server/src/modules/wallet/ledger.ts';
import type { BenchResult } from './bench-result.ts';
// The gateway's sportsbook decoration (acceptance delay) is declared beside its routes.
import type {} from '../../apps/server/src/modules/sportsbook/sportsbook-routes.ts';

/** Budget: bet placement p95 through the gateway on PGlite, the in-play acceptance delay excluded. */
export const SPORTSBOOK_PLACE_P95_BUDGET_MS = 100;
const MEMBERS = 20;
const BETS_PER_MEMBER = 15;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Sportsbook placement (docs/perf.md "Sportsbook"): MEMBERS funded members place BETS_PER_MEMBER
 * singles each, one after another, on the main markets of coming and in-play matches through the whole
 * gateway (envelope, schema, limits under the wallet lock, ledger movement, bet row) on an in-memory
 * PGlite. The in-play acceptance delay is set to 0: it is a deliberate wait, not work. Then one 3-leg
 * parlay per member, timed the same way.
 */
export async function runSportsbookBench(): Promise<BenchResult[]> {
  const t = await createTestApp();
  try {
    t.app.sportsbook.acceptDelayMs = 0;
    const list = (await t.call(catalogue.sportsbook.list, {})).data as { list: BookMatch[] };
    const matches = list.list.filter((m) => m.markets[0]?.status === 'open').slice(0, 30);
    const members = [];
    for (let i = 0; i < MEMBERS; i++) {
      const m = await newMember(t, `sbbench${i}`);
      await moveMoney(t.db, {
        idempotencyKey: `sb-bench-fund-${i}`,
        memberId: m.id,
        type: 'deposit',
        postings: [
          { memberId: m.id, account: 'venue:ybty', currency: 'CNY', amount: 10_000_000 },
          { memberId: null, account: 'house:deposits', currency: 'CNY', amount: -10_000_000 },
        ],
      });
      members.push(m);
    }
    const singles: number[] = [];
    let refused = 0;
    for (let round = 0; round < BETS_PER_MEMBER; round++)
      for (const [i, m] of members.entries()) {
        const match = matches[(round * MEMBERS + i) % matches.length]!;
        const market = match.markets[0]!;
        const started = performance.now();
        const res = await t.call(
          catalogue.sportsbook.placeBet,
          {
            matchId: match.matchId,
            marketKey: market.marketKey,
            selectionKey: market.selections[0]!.key,
            odds: market.selections[0]!.odds,
            stake: 1_000,
            policy: 'any',
            idempotencyKey: `sb-bench-${round}-${i}`,
          },
          { token: m.token },
        );
        singles.push(performance.now() - started);
        if (res.code !== ErrorCode.ok) refused++;
      }
    const parlays: number[] = [];
    for (const [i, m] of members.entries()) {
      const legs = [0, 1, 2].map((k) => {
        const match = matches[(i + k * 7) % matches.length]!;
        const market = match.markets[0]!;
        return {
          matchId: match.matchId,
          marketKey: market.marketKey,
          selectionKey: market.selections[0]!.key,
          odds: market.selections[0]!.odds,
        };
      });
      const started = performance.now();
      const res = await t.call(
        catalogue.sportsbook.placeParlay,
        { legs, stake: 1_000, policy: 'any', idempotencyKey: `sb-bench-parlay-${i}` },
        { token: m.token },
      );
      parlays.push(performance.now() - started);
      if (res.code !== ErrorCode.ok) refused++;
    }
    singles.sort((a, b) => a - b);
    parlays.sort((a, b) => a - b);
    return [
      {
        name: `single placement p50 (${singles.length} bets)`,
        value: Math.round(percentile(singles, 50)),
        unit: 'ms',
      },
      {
        name: `single placement p95 (${singles.length} bets)`,
        value: Math.round(percentile(singles, 95)),
        unit: 'ms',
        budget: SPORTSBOOK_PLACE_P95_BUDGET_MS,
      },
      {
        name: `3-leg parlay placement p95 (${parlays.length})`,
        value: Math.round(percentile(parlays, 95)),
        unit: 'ms',
      },
      { name: 'bets refused (a suspension or a moved line)', value: refused, unit: 'bets' },
    ];
  } finally {
    await t.close();
  }
}
