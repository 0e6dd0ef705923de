import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HEADERS, createTestApp, type TestApp } from './test-app.ts';
import { newMember, type TestMember } from './member-helpers.ts';

// The operator's order and material lists show each row's member by login name; the rows live in the
// wallet's and the rewards' tables, the names in auth's member table (docs/architecture.md "One owner
// per table"). spec §6 operator review.
let t: TestApp;
let older: TestMember;
let newer: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  older = await newMember(t, 'opa');
  newer = await newMember(t, 'opb');
});
afterAll(() => t.close());

async function adminGet<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: ADMIN_HEADERS });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: T }>().data;
}

const deposit = (orderNo: string, memberId: number, createdAt: string) =>
  t.db.query(
    `insert into deposit_order (order_no, member_id, kind, currency, amount, status, created_at, expires_at)
     values ($1, $2, 'channel', 'CNY', 12300, 'confirming', $3, $3::timestamptz + interval '15 minutes')`,
    [orderNo, memberId, createdAt],
  );

async function withdrawal(orderNo: string, memberId: number, createdAt: string) {
  const { rows } = await t.db.query<{ id: string }>(
    `insert into ledger_tx (idempotency_key, member_id, type, created_at) values ($1, $2, 'withdraw', $3)
     returning id::text as id`,
    [`test-${orderNo}`, memberId, createdAt],
  );
  const txId = rows[0]?.id;
  if (!txId) throw new Error('ledger_tx insert returned no row');
  await t.db.query(
    `insert into withdraw_order (order_no, member_id, kind, currency, amount, fee, target, status, created_at, ledger_tx_id)
     values ($1, $2, 'bank', 'CNY', 5000, 100, '**** 1234', 'pending', $3, $4)`,
    [orderNo, memberId, createdAt, txId],
  );
}

describe('operator lists name their members', () => {
  it('finance orders: newest first, each with its member, in the columns the console reads', async () => {
    // Far in the future, so these are the newest orders whatever the seed holds.
    await deposit('T-DEP-OLD', older.id, '2099-01-01T00:00:00Z');
    await deposit('T-DEP-NEW', newer.id, '2099-01-02T00:00:00Z');
    await withdrawal('T-WD-OLD', older.id, '2099-01-01T00:00:00Z');
    await withdrawal('T-WD-NEW', newer.id, '2099-01-02T00:00:00Z');
    const orders = await adminGet<{
      deposits: Record<string, unknown>[];
      withdrawals: Record<string, unknown>[];
    }>('/admin/finance/orders');

    expect(orders.deposits.slice(0, 2).map((o) => [o['orderNo'], o['member']])).toEqual([
      ['T-DEP-NEW', newer.name],
      ['T-DEP-OLD', older.name],
    ]);
    expect(Object.keys(orders.deposits[0] ?? {})).toEqual([
      'orderNo',
      'member',
      'kind',
      'currency',
      'amount',
      'status',
      'createdAt',
    ]);
    expect(orders.deposits[0]).toMatchObject({ kind: 'channel', amount: 12300, status: 'confirming' });

    expect(orders.withdrawals.slice(0, 2).map((o) => [o['orderNo'], o['member']])).toEqual([
      ['T-WD-NEW', newer.name],
      ['T-WD-OLD', older.name],
    ]);
    expect(Object.keys(orders.withdrawals[0] ?? {})).toEqual([
      'orderNo',
      'member',
      'kind',
      'currency',
      'amount',
      'fee',
      'target',
      'status',
      'createdAt',
    ]);
    expect(orders.withdrawals[0]).toMatchObject({ amount: 5000, fee: 100, target: '**** 1234' });
  });

  it('material submissions: by status, newest first, each with its member', async () => {
    await t.db.query(
      `insert into material_submission (member_id, purpose, remark, status, created_at) values
         ($1, 'bonus', '旧的', 'pending', '2099-01-01T00:00:00Z'),
         ($2, 'identity', '新的', 'pending', '2099-01-02T00:00:00Z'),
         ($2, 'withdraw', '已拒', 'rejected', '2099-01-03T00:00:00Z')`,
      [older.id, newer.id],
    );
    const { list } = await adminGet<{ list: Record<string, unknown>[] }>('/admin/rewards/materials');
    const ours = list.filter((r) => r['memberId'] === older.id || r['memberId'] === newer.id);
    expect(ours.map((r) => [r['remark'], r['memberName']])).toEqual([
      ['新的', newer.name],
      ['旧的', older.name],
    ]);
    expect(Object.keys(ours[0] ?? {}).slice(0, 3)).toEqual(['id', 'memberId', 'memberName']);
    const rejected = await adminGet<{ list: Record<string, unknown>[] }>(
      '/admin/rewards/materials?status=rejected',
    );
    expect(
      rejected.list.filter((r) => r['memberId'] === newer.id).map((r) => [r['remark'], r['memberName']]),
    ).toEqual([['已拒', newer.name]]);
  });
});
