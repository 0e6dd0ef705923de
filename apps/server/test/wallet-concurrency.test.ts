import { describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { createTestApp, createTestAppOn, type TestApp } from './test-app.ts';
import { startPostgres } from './wallet-postgres.ts';
import { memberBalances } from '../src/modules/wallet/ledger.ts';
import {
  WITHDRAW_PASSWORD,
  adminPost,
  cardNumber,
  expectLedgerBalanced,
  key,
  walletMember,
  type WalletMember,
} from './wallet-fixtures.ts';

// 1,000 concurrent random transfers, deposits and withdrawals with duplicate
// idempotency keys mixed in; the ledger still balances to the fen and no balance is negative.
const f = catalogue.finance;
const g = catalogue.games;
const MEMBERS = 8;
const START = 200_000;
const OPS = 1_000;

type Crowd = (WalletMember & { cardId: string })[];

/** Members with play money and a bound card each. */
async function crowd(t: TestApp): Promise<Crowd> {
  const members: Crowd = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const m = await walletMember(t, `crowd${i}`, { fund: START });
    const card = await t.call(
      f.bankCardAdd,
      { cardNum: cardNumber(`62220288888880${i}`), bankCode: 'CMB', withdrawPassword: WITHDRAW_PASSWORD },
      { token: m.token },
    );
    members.push({ ...m, cardId: (card.data as { cardId: string }).cardId });
  }
  return members;
}

/** The same gateway on PostgreSQL 15 (DATABASE_URL mode), migrated and seeded. */
const postgresApp = (url: string): Promise<TestApp> => createTestAppOn({ databaseUrl: url });

/** A small deterministic PRNG so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Op = {
  kind: string;
  m: Crowd[number];
  run: () => Promise<{ code: number; msg: string; data: unknown }>;
};

/**
 * Fires OPS random operations at once through the gateway — venue transfers in and out, yield moves,
 * deposits (order + operator settlement), withdrawals, one-click recoveries — with 15 % duplicates of
 * earlier operations (same key, same input) shuffled in so they race their originals. Then proves the
 * ledger balances to the fen, nothing is negative, each member's money equals start + deposits −
 * withdrawals, and no key moved money twice.
 */
async function fireCrowd(t: TestApp, members: Crowd) {
  const rand = rng(20261123);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)] as T;
  const amount = () => (1 + Math.floor(rand() * 60)) * 1_000; // 10.00 – 600.00 yuan
  const ops: Op[] = [];
  const depositOrders: string[] = [];
  while (ops.length < OPS) {
    const m = pick(members);
    const r = rand();
    // 15 %: repeat an earlier operation with the same idempotency key and input.
    if (ops.length > 10 && r < 0.15) {
      ops.push({ ...pick(ops), kind: 'duplicate' });
      continue;
    }
    const idempotencyKey = key('c');
    const a = amount();
    const venue = pick(['by', 'pg', 'ag']);
    const choice = pick([
      'in',
      'out',
      'yebIn',
      'yebOut',
      'deposit',
      'withdraw',
      'withdraw',
      'recover',
    ] as const);
    const opts = { token: m.token };
    const run =
      choice === 'in'
        ? () => t.call(g.transferIn, { api_name: venue, amount: a, walletType: 'RMB', idempotencyKey }, opts)
        : choice === 'out'
          ? () =>
              t.call(
                g.transferOut,
                { transfer_out: venue, amount: a, walletType: 'RMB', idempotencyKey },
                opts,
              )
          : choice === 'yebIn'
            ? () => t.call(f.yebToYeb, { amount: a, idempotencyKey }, opts)
            : choice === 'yebOut'
              ? () => t.call(f.yebToCenter, { amount: a, idempotencyKey }, opts)
              : choice === 'recover'
                ? () => t.call(g.oneClickRecovery, { idempotencyKey }, opts)
                : choice === 'withdraw'
                  ? () =>
                      t.call(
                        f.withdrawNewV6,
                        {
                          amount: Math.max(a, 10_000),
                          bankCardId: m.cardId,
                          withdrawPassword: WITHDRAW_PASSWORD,
                          idempotencyKey,
                        },
                        opts,
                      )
                  : async () => {
                      const placed = await t.call(
                        f.payVal,
                        {
                          payTypeId: 'bank',
                          channelId: 'bank-1',
                          amount: Math.max(a, 10_000),
                          idempotencyKey,
                        },
                        opts,
                      );
                      if (placed.code !== 0) return placed;
                      const orderNo = (placed.data as { orderNo: string }).orderNo;
                      depositOrders.push(orderNo);
                      const settled = await adminPost(t, `/admin/finance/deposits/${orderNo}/settle`);
                      // A duplicate of this op settles the same order: one of them wins, the other sees orderState.
                      return settled.code === ErrorCode.orderState ? { ...settled, code: 0 } : settled;
                    };
    ops.push({ kind: choice, m, run });
  }
  // Shuffle so duplicates race their originals.
  for (let i = ops.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [ops[i], ops[j]] = [ops[j] as Op, ops[i] as Op];
  }
  const started = Date.now();
  const results = await Promise.all(ops.map((op) => op.run().then((res) => ({ op, res }))));
  const elapsed = Date.now() - started;

  const allowed = new Set<number>([
    ErrorCode.ok,
    ErrorCode.insufficientBalance,
    ErrorCode.forbidden, // withdraw: daily count reached
    // The withdraw PIN is checked with scrypt in a bounded queue: past its waiting room a call is
    // refused at once as busy and writes nothing (load shedding, not a money fault).
    ErrorCode.rateLimitedCall,
  ]);
  const unexpected = results.filter((r) => !allowed.has(r.res.code));
  expect(unexpected.map((r) => `${r.op.kind}: ${r.res.code} ${r.res.msg}`)).toEqual([]);
  const ok = results.filter((r) => r.res.code === 0).length;
  expect(ok).toBeGreaterThan(OPS / 3);
  // Withdrawals still race each other and the transfers: some of them got through the queue.
  expect(results.filter((r) => r.op.kind === 'withdraw' && r.res.code === 0).length).toBeGreaterThan(0);

  await expectLedgerBalanced(t.db);
  // Conservation per member, from the order tables (independent of the ledger's balances):
  // start + settled deposits − withdrawals not refunded (+ any yield interest) = main + yeb + every venue.
  for (const m of members) {
    const dep = await t.db.query<{ s: string | number }>(
      `select coalesce(sum(amount), 0) as s from deposit_order where member_id = $1 and status = 'success'`,
      [m.id],
    );
    const wd = await t.db.query<{ s: string | number }>(
      `select coalesce(sum(amount), 0) as s from withdraw_order where member_id = $1 and status in ('pending', 'paid')`,
      [m.id],
    );
    const interest = await t.db.query<{ s: string | number }>(
      'select coalesce(sum(amount), 0) as s from yeb_interest where member_id = $1',
      [m.id],
    );
    const b = await memberBalances(t.db, m.id);
    const held = b.main + b.yeb + Object.values(b.venues).reduce((s, v) => s + v, 0);
    expect(held, m.name).toBe(
      START + Number(dep.rows[0]?.s) - Number(wd.rows[0]?.s) + Number(interest.rows[0]?.s),
    );
    for (const v of [b.main, b.yeb, ...Object.values(b.venues)]) expect(v).toBeGreaterThanOrEqual(0);
  }
  // Every acknowledged idempotency key moved money at most once.
  const dupTx = await t.db.query<{ n: string | number }>(
    `select count(*) as n from (select idempotency_key from ledger_tx group by idempotency_key having count(*) > 1) x`,
  );
  expect(Number(dupTx.rows[0]?.n)).toBe(0);
  const orders = await t.db.query<{ n: string | number }>(
    `select count(*) as n from (select ledger_tx_id from deposit_order where ledger_tx_id is not null
     group by ledger_tx_id having count(*) > 1) x`,
  );
  expect(Number(orders.rows[0]?.n)).toBe(0);
  console.info(`wallet concurrency (${t.db.kind}): ${OPS} operations (${ok} acknowledged) in ${elapsed} ms`);
}

describe('1,000 concurrent money operations', () => {
  it('on PGlite: balance to the fen, never negative, and duplicates move nothing twice', async () => {
    const t = await createTestApp();
    try {
      await fireCrowd(t, await crowd(t));
    } finally {
      await t.close();
    }
  }, 240_000);

  // Real parallel transactions and row locks: run when a PostgreSQL 15 can be started on loopback.
  it('on PostgreSQL: the same, with real concurrent transactions', async (ctx) => {
    const pg = await startPostgres();
    if (!pg) {
      ctx.skip();
      return;
    }
    try {
      const t = await postgresApp(pg.url);
      try {
        await fireCrowd(t, await crowd(t));
      } finally {
        await t.close();
      }
    } finally {
      pg.stop();
    }
  }, 240_000);
});
