import { expect } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { luhnCheckDigit } from '@arena/domain';
import type { Queryable } from '../src/db/db.ts';
import { setWithdrawPassword } from '../src/modules/member/withdraw-password-service.ts';
import { moveMoney, memberBalances } from '../src/modules/wallet/ledger.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { ADMIN_HEADERS, type TestApp } from './test-app.ts';

/** The withdraw password every wallet test member gets (spec §5: six digits). */
export const WITHDRAW_PASSWORD = '246810';

/** A Luhn-valid card number with the given 15-digit payload prefix ('622202…'). */
export const cardNumber = (payload = '622202123456789') => `${payload}${luhnCheckDigit(payload)}`;
/** The same card with its last digit off by one: fails Luhn (spec §5). */
export const badLuhn = (card: string) => `${card.slice(0, -1)}${(Number(card.slice(-1)) + 1) % 10}`;
export const TRC20 = 'TXYZabcdefghijkmnopqrstuvwxyz12345';

let serial = 0;
/** A fresh idempotency key. */
export const key = (tag = 'k') =>
  `${tag}-${Date.now().toString(36)}-${(serial += 1)}-${Math.random().toString(36).slice(2, 8)}`;

export interface WalletMember {
  id: number;
  name: string;
  token: string;
}

/**
 * Registers a member, gives them a real name and the withdraw password, and optionally play money via a
 * real 'bonus' movement.
 */
export async function walletMember(
  t: TestApp,
  name: string,
  opts: { fund?: number; realName?: string | null; ip?: string } = {},
): Promise<WalletMember> {
  const res = await t.call(
    catalogue.auth.registerV4,
    { name, password: 'abc12345', timewd: 'encoded', birthDate: '1990-01-01' },
    { remoteAddress: opts.ip ?? `10.77.${Math.floor(serial / 250) % 250}.${(serial++ % 250) + 1}` },
  );
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  const token = (res.data as { token: string }).token;
  const { rows } = await t.db.query<{ id: number }>('select id from member where lower(name) = lower($1)', [
    name,
  ]);
  const id = Number(rows[0]?.id);
  if (opts.realName !== null)
    await t.db.query('update member set real_name = $2 where id = $1', [id, opts.realName ?? '张三']);
  await setWithdrawPassword(t.db, id, WITHDRAW_PASSWORD);
  if (opts.fund) await fund(t.db, id, opts.fund);
  return { id, name, token };
}

/** Gives a member play money through a real bonus movement. */
export function fund(
  db: Parameters<typeof moveMoney>[0],
  memberId: number,
  amount: number,
  wallet: 'main' | 'usdt' = 'main',
) {
  const currency = wallet === 'usdt' ? 'USDT' : 'CNY';
  return moveMoney(db, {
    idempotencyKey: key('fund'),
    memberId,
    type: 'bonus',
    postings: [
      { memberId: null, account: 'house:bonus', currency, amount: -amount },
      { memberId, account: wallet, currency, amount },
    ],
  });
}

const COUNTED = [
  'ledger_tx',
  'ledger_posting',
  'deposit_order',
  'deposit_proof',
  'deposit_appeal',
  'withdraw_order',
  'bank_card',
  'virtual_address',
  'usdt_quote',
  'idempotent_call',
  'venue_recovery',
] as const;

/** Row counts of every wallet table and the member's balances: compared before and after a refused call. */
export async function walletState(q: Queryable, memberId: number) {
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    const { rows } = await q.query<{ n: number | string }>(`select count(*) as n from ${table}`);
    counts[table] = Number(rows[0]?.n);
  }
  return { counts, balances: await memberBalances(q, memberId) };
}

/**
 * Runs a call that must be refused: asserts its code, a message, and that no wallet row or balance of
 * the member changed (every handler: bad input gets a clear code and changes nothing).
 */
export async function expectRefused(
  t: TestApp,
  member: { id: number },
  code: number,
  run: () => Promise<{ code: number; msg: string }>,
) {
  const before = await walletState(t.db, member.id);
  const res = await run();
  expect(res.code, res.msg).toBe(code);
  expect(res.msg.length).toBeGreaterThan(0);
  expect(await walletState(t.db, member.id)).toEqual(before);
  return res;
}

/** Asserts the ledger balances per currency, every wallet matches its postings and nothing is negative. */
export async function expectLedgerBalanced(q: Queryable) {
  const check = await checkLedger(q);
  expect(check, JSON.stringify(check)).toMatchObject({
    ok: true,
    unbalancedTxs: 0,
    balanceMismatches: 0,
    negativeBalances: 0,
  });
  return check;
}

/** POSTs an operator endpoint (bearer ADMIN_TOKEN). */
export async function adminPost(t: TestApp, url: string, body: object = {}) {
  const res = await t.app.inject({ method: 'POST', url, headers: ADMIN_HEADERS, payload: body });
  return { status: res.statusCode, ...res.json<{ code: number; msg: string; data: unknown }>() };
}

export async function adminGet(t: TestApp, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: ADMIN_HEADERS });
  return { status: res.statusCode, ...res.json<{ code: number; msg: string; data: unknown }>() };
}

/** A tiny real PNG (1×1), as a data URL. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
