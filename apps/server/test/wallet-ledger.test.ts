import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db } from '../src/db/db.ts';
import { openMigratedMemoryDb } from './test-db.ts';
import {
  memberBalances,
  moveMoney,
  postMovement,
  postMovements,
  transferBetween,
  walletKey,
  walletBalance,
  type Posting,
} from '../src/modules/wallet/ledger.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { convertAmount } from '../src/modules/wallet/usdt-convert-service.ts';
import { withdrawFee } from '../src/modules/wallet/finance-config.ts';

// Ledger: double entry in integer minor units, idempotent, never negative.
let db: Db;
let a: number;
let b: number;
beforeAll(async () => {
  db = await openMigratedMemoryDb();
  const { rows } = await db.query<{ id: number }>(
    `insert into member (name, password_hash) values ('la', 'x'), ('lb', 'x') returning id`,
  );
  a = Number(rows[0]?.id);
  b = Number(rows[1]?.id);
});
afterAll(async () => db.close());

const bonus = (memberId: number, amount: number, key: string) =>
  moveMoney(db, {
    idempotencyKey: key,
    memberId,
    type: 'bonus',
    postings: [
      { memberId: null, account: 'house:bonus', currency: 'CNY', amount: -amount },
      { memberId, account: 'main', currency: 'CNY', amount },
    ],
  });

async function expectCode(p: Promise<unknown>, code: number) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GatewayError);
  expect((err as GatewayError).code).toBe(code);
}

const counts = async () => {
  const { rows } = await db.query<{ t: number; p: number }>(
    'select (select count(*) from ledger_tx) as t, (select count(*) from ledger_posting) as p',
  );
  return rows[0];
};

describe('ledger', () => {
  it('posts a balanced movement and keeps balance_after per posting', async () => {
    const r = await bonus(a, 100_000, 'l-bonus-a');
    expect(r.replayed).toBe(false);
    expect(await walletBalance(db, a, 'main')).toBe(100_000);
    const { rows } = await db.query<{ balance_after: number }>(
      `select balance_after from ledger_posting where tx_id = $1 and member_id = $2`,
      [r.txId, a],
    );
    expect(Number(rows[0]?.balance_after)).toBe(100_000);
  });

  it('replays a repeated idempotency key without moving money twice', async () => {
    const before = await counts();
    const again = await bonus(a, 100_000, 'l-bonus-a');
    expect(again.replayed).toBe(true);
    expect(await walletBalance(db, a, 'main')).toBe(100_000);
    expect(await counts()).toEqual(before);
  });

  it.each<[string, Posting[]]>([
    [
      'unbalanced',
      [
        { memberId: 1, account: 'main', currency: 'CNY', amount: 5 },
        { memberId: null, account: 'house:bonus', currency: 'CNY', amount: -4 },
      ],
    ],
    ['one posting', [{ memberId: 1, account: 'main', currency: 'CNY', amount: 0 }]],
    [
      'wrong currency for the wallet',
      [
        { memberId: 1, account: 'main', currency: 'USDT', amount: 5 },
        { memberId: null, account: 'house:bonus', currency: 'USDT', amount: -5 },
      ],
    ],
    [
      'fractional amount',
      [
        { memberId: 1, account: 'main', currency: 'CNY', amount: 0.5 },
        { memberId: null, account: 'house:bonus', currency: 'CNY', amount: -0.5 },
      ],
    ],
    [
      'unknown house account',
      [
        { memberId: 1, account: 'main', currency: 'CNY', amount: 5 },
        { memberId: null, account: 'house:nope' as 'house:bonus', currency: 'CNY', amount: -5 },
      ],
    ],
    [
      'bad venue wallet',
      [
        { memberId: 1, account: 'venue:Bad Code', currency: 'CNY', amount: 5 },
        { memberId: null, account: 'house:bonus', currency: 'CNY', amount: -5 },
      ],
    ],
    [
      'balanced across currencies only',
      [
        { memberId: 1, account: 'main', currency: 'CNY', amount: 5 },
        { memberId: null, account: 'house:fx', currency: 'USDT', amount: -5 },
      ],
    ],
  ])('refuses a %s movement with badInput and writes nothing', async (_name, postings) => {
    const before = await counts();
    await expectCode(
      moveMoney(db, { idempotencyKey: `bad-${_name}`, memberId: a, type: 'bonus', postings }),
      ErrorCode.badInput,
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses to take a wallet below 0 (insufficientBalance) and rolls the caller back', async () => {
    const before = await counts();
    await expectCode(
      transferBetween(db, {
        idempotencyKey: 'l-over',
        memberId: a,
        from: 'main',
        to: 'venue:by',
        amount: 100_001,
        type: 'transfer_in',
      }),
      ErrorCode.insufficientBalance,
    );
    await expectCode(
      db.transaction(async (tx) => {
        await tx.query(`insert into wallet_setting (member_id, auto_transfer) values ($1, true)`, [a]);
        await postMovement(tx, {
          idempotencyKey: 'l-over-2',
          memberId: b,
          type: 'transfer_in',
          postings: [
            { memberId: b, account: 'main', currency: 'CNY', amount: -1 },
            { memberId: b, account: 'venue:by', currency: 'CNY', amount: 1 },
          ],
        });
      }),
      ErrorCode.insufficientBalance,
    );
    expect(await counts()).toEqual(before);
    expect((await db.query('select 1 from wallet_setting')).rows).toHaveLength(0);
  });

  it('has a database CHECK that member balances stay >= 0', async () => {
    await expect(
      db.query(`update ledger_balance set balance = -1 where member_id = $1`, [a]),
    ).rejects.toThrow();
  });

  it('moves between wallets of one member and lists every balance', async () => {
    await transferBetween(db, {
      idempotencyKey: 'l-t1',
      memberId: a,
      from: 'main',
      to: 'venue:pg',
      amount: 30_000,
      type: 'transfer_in',
    });
    await transferBetween(db, {
      idempotencyKey: 'l-t2',
      memberId: a,
      from: 'main',
      to: 'yeb',
      amount: 10_000,
      type: 'yeb_in',
    });
    expect(await memberBalances(db, a)).toEqual({
      main: 60_000,
      usdt: 0,
      yeb: 10_000,
      gold: 0,
      venues: { pg: 30_000 },
    });
    await expectCode(
      transferBetween(db, {
        idempotencyKey: 'l-t3',
        memberId: a,
        from: 'main',
        to: 'usdt',
        amount: 1,
        type: 'transfer_in',
      }),
      ErrorCode.badInput,
    );
  });

  it('checks the whole ledger: sums to 0 per currency, wallets match postings, nothing negative', async () => {
    const check = await checkLedger(db);
    expect(check.ok).toBe(true);
    expect(check.sums).toEqual({ CNY: 0 });
    expect(check.members).toEqual({ CNY: 100_000 });
    expect(check.house['house:bonus']).toEqual({ CNY: -100_000 });
    // A tampered balance is caught.
    await db.query(
      `update ledger_balance set balance = balance + 1 where member_id = $1 and account = 'main'`,
      [a],
    );
    expect((await checkLedger(db)).balanceMismatches).toBe(1);
    await db.query(
      `update ledger_balance set balance = balance - 1 where member_id = $1 and account = 'main'`,
      [a],
    );
    expect((await checkLedger(db)).ok).toBe(true);
  });
});

describe('ledger batches (postMovements)', () => {
  // A game round's stake and win as one batch: the same rows as two postMovement calls, in one go.
  let c: number;
  beforeAll(async () => {
    const { rows } = await db.query<{ id: number }>(
      `insert into member (name, password_hash) values ('lc', 'x') returning id`,
    );
    c = Number(rows[0]?.id);
    await bonus(c, 1_000, 'lb-fund-c');
    await transferBetween(db, {
      idempotencyKey: 'lb-in-c',
      memberId: c,
      from: 'main',
      to: 'venue:by',
      amount: 1_000,
      type: 'transfer_in',
    });
  });
  const stake = (key: string, amount: number, memberId = c) => ({
    idempotencyKey: key,
    memberId,
    type: 'game_bet' as const,
    postings: [
      { memberId, account: 'venue:by' as const, currency: 'CNY' as const, amount: -amount },
      { memberId: null, account: 'house:games' as const, currency: 'CNY' as const, amount },
    ],
  });
  const win = (key: string, amount: number, memberId = c) => ({
    idempotencyKey: key,
    memberId,
    type: 'game_win' as const,
    postings: [
      { memberId: null, account: 'house:games' as const, currency: 'CNY' as const, amount: -amount },
      { memberId, account: 'venue:by' as const, currency: 'CNY' as const, amount },
    ],
  });
  const venueKey = () => walletKey(c, 'venue:by', 'CNY');

  it('posts a stake and its win in order, balance_after per posting, and answers the balance after', async () => {
    const out = await db.transaction((tx) =>
      postMovements(tx, [stake('lb-r1:bet', 600), win('lb-r1:win', 900)]),
    );
    expect(out.results.map((r) => r.replayed)).toEqual([false, false]);
    expect(out.balances.get(venueKey())).toBe(1_300);
    expect(await walletBalance(db, c, 'venue:by')).toBe(1_300);
    const { rows } = await db.query<{ key: string; balance_after: number }>(
      `select t.idempotency_key as key, p.balance_after from ledger_posting p join ledger_tx t on t.id = p.tx_id
       where t.idempotency_key like 'lb-r1:%' and p.member_id = $1 order by p.id`,
      [c],
    );
    expect(rows.map((r) => [r.key, Number(r.balance_after)])).toEqual([
      ['lb-r1:bet', 400],
      ['lb-r1:win', 1_300],
    ]);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('checks each movement against what the ones before it left: a stake must be covered before its win', async () => {
    const before = await counts();
    // 1 300 held: a 1 500 stake is refused even though its 2 000 win would cover it, and nothing is written.
    await expectCode(
      db.transaction((tx) => postMovements(tx, [stake('lb-r2:bet', 1_500), win('lb-r2:win', 2_000)])),
      ErrorCode.insufficientBalance,
    );
    expect(await counts()).toEqual(before);
    // The win first, then the stake: each step stays covered.
    const out = await db.transaction((tx) =>
      postMovements(tx, [win('lb-r3:win', 2_000), stake('lb-r3:bet', 1_500)]),
    );
    expect(out.balances.get(venueKey())).toBe(1_800);
  });

  it('replays each movement on its own key: a repeat moves nothing, a half-new batch posts only its new one', async () => {
    const before = await counts();
    const again = await db.transaction((tx) =>
      postMovements(tx, [stake('lb-r1:bet', 600), win('lb-r1:win', 900)]),
    );
    expect(again.results.map((r) => r.replayed)).toEqual([true, true]);
    expect(again.balances.size).toBe(0);
    expect(await counts()).toEqual(before);
    const half = await db.transaction((tx) =>
      postMovements(tx, [stake('lb-r1:bet', 600), win('lb-r4:win', 50)]),
    );
    expect(half.results.map((r) => r.replayed)).toEqual([true, false]);
    expect(await walletBalance(db, c, 'venue:by')).toBe(1_850);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('refuses a batch that repeats a key, or holds an unbalanced movement, and writes nothing', async () => {
    const before = await counts();
    await expectCode(
      db.transaction((tx) => postMovements(tx, [stake('lb-dup', 10), win('lb-dup', 10)])),
      ErrorCode.badInput,
    );
    const unbalanced = { ...win('lb-r5:win', 10), postings: [win('lb-r5:win', 10).postings[1]!] };
    await expectCode(
      db.transaction((tx) => postMovements(tx, [stake('lb-r5:bet', 10), unbalanced])),
      ErrorCode.badInput,
    );
    expect(await counts()).toEqual(before);
  });
});

describe('money arithmetic', () => {
  it('converts RMB ⇄ USDT exactly, rounding down', () => {
    // 725.00 yuan at 7.25 = 100 USDT = 100,000,000 micro-units.
    expect(convertAmount(72_500, 'RMB', '7.25')).toBe(100_000_000);
    expect(convertAmount(100, 'RMB', '7.25')).toBe(137_931); // 1 yuan → 0.137931 USDT (down)
    expect(convertAmount(100_000_000, 'USDT', '7.15')).toBe(71_500);
    expect(convertAmount(1, 'USDT', '7.15')).toBe(0);
  });
  it('rounds withdraw fees up with a minimum', () => {
    expect(withdrawFee(100_000, '0.01', 200)).toBe(1_000);
    expect(withdrawFee(10_001, '0.01', 200)).toBe(200);
    expect(withdrawFee(123_457, '0.01', 0)).toBe(1_235);
    expect(withdrawFee(123_457, '0', 200)).toBe(0);
  });
});
