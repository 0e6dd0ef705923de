import { ErrorCode, GatewayError, type DealType } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { msg } from '../../gateway/user-messages.ts';

/**
 * The double-entry ledger (docs/wallet.md). Money is integer minor units (JS `number`, always
 * `Number.isSafeInteger`): CNY in fen, USDT in micro-units (1e-6), GOLD (gift coins) in whole coins.
 */
export type Currency = 'CNY' | 'USDT' | 'GOLD';
/** A member's wallet: main (CNY), usdt (USDT), yeb (yield wallet, CNY), gold (gift coins, GOLD), or a
 *  venue sub-balance `venue:<code>` (CNY; code from the `venue` table, e.g. 'venue:by'). */
export type MemberWallet = 'main' | 'usdt' | 'yeb' | 'gold' | `venue:${string}`;
/** House accounts: the other side of every member movement, so each transaction balances per currency. */
export type HouseAccount =
  | 'house:deposits'
  | 'house:withdrawals'
  | 'house:games'
  | 'house:interest'
  | 'house:fx'
  | 'house:fees'
  | 'house:gifts'
  | 'house:bonus';
export interface Posting {
  /** Member owning the wallet; null for house accounts. */
  memberId: number | null;
  account: MemberWallet | HouseAccount;
  currency: Currency;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: number;
}
/** Deal-record types shown to members (finance.dealRecords), declared once in the catalogue. */
export type { DealType };
export interface MovementInput {
  /** Unique per logical operation; a repeat returns the first result and moves nothing (replayed: true). */
  idempotencyKey: string;
  memberId: number;
  type: DealType;
  /** Optional reference shown in records (order number, game round id…). */
  refNo?: string;
  remark?: string;
  postings: Posting[];
  /** When the movement happens (ms); defaults to the clock. Tests and scheduled jobs pass their own. */
  now?: number;
}
export interface MovementResult {
  txId: string;
  replayed: boolean;
  createdAt: number;
}

const houseAccounts = new Set<string>([
  'house:deposits',
  'house:withdrawals',
  'house:games',
  'house:interest',
  'house:fx',
  'house:fees',
  'house:gifts',
  'house:bonus',
]);
const venueWallet = /^venue:[a-z0-9_]{1,32}$/;

/** The currency each member wallet holds. */
export function walletCurrency(wallet: MemberWallet): Currency {
  if (wallet === 'usdt') return 'USDT';
  if (wallet === 'gold') return 'GOLD';
  return 'CNY';
}

export function isMemberWallet(account: string): account is MemberWallet {
  return (
    account === 'main' ||
    account === 'usdt' ||
    account === 'yeb' ||
    account === 'gold' ||
    venueWallet.test(account)
  );
}

const invalid = (msg: string) => new GatewayError(ErrorCode.badInput, msg);

function checkPostings(postings: readonly Posting[]): void {
  if (postings.length < 2) throw invalid(msg('ledger.tooFewPostings'));
  const sums = new Map<Currency, number>();
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0) throw invalid(msg('ledger.amountNotInteger'));
    if (p.memberId === null) {
      if (!houseAccounts.has(p.account))
        throw invalid(msg('ledger.unknownPlatformAccount', { account: p.account }));
    } else {
      if (!Number.isSafeInteger(p.memberId) || p.memberId <= 0) throw invalid(msg('ledger.badMemberId'));
      if (!isMemberWallet(p.account)) throw invalid(msg('ledger.unknownWallet', { account: p.account }));
      if (walletCurrency(p.account) !== p.currency)
        throw invalid(msg('ledger.walletCurrency', { account: p.account, currency: p.currency }));
    }
    const sum = (sums.get(p.currency) ?? 0) + p.amount;
    if (!Number.isSafeInteger(sum)) throw invalid(msg('ledger.amountTooLarge'));
    sums.set(p.currency, sum);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw invalid(msg('ledger.unbalanced', { currency, sum }));
  }
}

interface TxRow {
  id: number;
  created_at: Date;
}

async function findTx(tx: Queryable, key: string): Promise<MovementResult | null> {
  const { rows } = await tx.query<TxRow>('select id, created_at from ledger_tx where idempotency_key = $1', [
    key,
  ]);
  const row = rows[0];
  return row ? { txId: String(row.id), replayed: true, createdAt: row.created_at.getTime() } : null;
}

/** Map key of one wallet; its string order is the canonical lock order. */
export const walletKey = (memberId: number, account: string, currency: string) =>
  `${String(memberId).padStart(16, '0')}|${account}|${currency}`;

/**
 * Creates missing balance rows and locks the given member wallets in one canonical order — member, then
 * account and currency by code unit, applied in SQL by position, not by the database collation — so any
 * two transactions lock shared wallets alike and cannot deadlock. One statement: an insert that, for a
 * row already there, takes the row lock through `on conflict do update` (a no-op write, as strong as
 * `SELECT … FOR UPDATE`) and answers the balance as it stands. Use it before reading balances a
 * movement will depend on. Answers balance by `walletKey`.
 */
export async function lockWallets(
  tx: Queryable,
  wallets: readonly { memberId: number; account: string; currency: Currency }[],
): Promise<Map<string, number>> {
  const unique = new Map<string, { memberId: number; account: string; currency: Currency }>();
  for (const w of wallets) unique.set(walletKey(w.memberId, w.account, w.currency), w);
  const ordered = [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, w]) => w);
  const locked = await tx.query<{
    member_id: number;
    account: string;
    currency: string;
    balance: number;
  }>(
    `insert into ledger_balance as b (member_id, account, currency, balance)
     select m, a, c, 0 from unnest($1::bigint[], $2::text[], $3::text[]) with ordinality as w(m, a, c, n)
     order by n
     on conflict (member_id, account, currency) do update set balance = b.balance
     returning b.member_id, b.account, b.currency, b.balance`,
    [ordered.map((w) => w.memberId), ordered.map((w) => w.account), ordered.map((w) => w.currency)],
  );
  const balances = new Map<string, number>();
  for (const r of locked.rows) balances.set(walletKey(r.member_id, r.account, r.currency), r.balance);
  return balances;
}

/** Posts a balanced movement using `tx`, which MUST be inside a db.transaction (the caller's), so the
 *  movement commits or rolls back with the caller's own rows. Throws GatewayError(ErrorCode.badInput)
 *  if postings do not sum to 0 per currency, GatewayError(ErrorCode.insufficientBalance, '余额不足')
 *  if any member wallet would go below 0. Locks the member wallets it touches (row locks in the one
 *  canonical order) so concurrent movements serialise on PostgreSQL; PGlite serialises transactions
 *  anyway. */
export async function postMovement(tx: Queryable, input: MovementInput): Promise<MovementResult> {
  return (await postMovements(tx, [input])).results[0]!;
}

/** What {@link postMovements} answers. */
export interface MovementBatch {
  /** One result per input, in input order. */
  results: MovementResult[];
  /** Balance by `walletKey` of every member wallet the batch moved, after it; empty when all replayed. */
  balances: Map<string, number>;
}

/**
 * Posts several movements as if by `postMovement` one after another, in a fixed number of statements
 * whatever their count (claim the keys, lock the wallets, write postings and balances), for a caller
 * whose one operation is several movements (a game round's stake and win). Each movement keeps its own
 * idempotency key and replays on its own; each is checked against the balances the movements before it
 * left, so a stake must be covered before its win comes back. Keys must differ within a batch.
 */
export async function postMovements(tx: Queryable, inputs: readonly MovementInput[]): Promise<MovementBatch> {
  const seen = new Set<string>();
  for (const input of inputs) {
    if (!input.idempotencyKey || input.idempotencyKey.length > 160)
      throw invalid(msg('ledger.badIdempotencyKey'));
    if (seen.has(input.idempotencyKey)) throw invalid(msg('ledger.duplicateIdempotencyKey'));
    seen.add(input.idempotencyKey);
    checkPostings(input.postings);
  }
  if (inputs.length === 0) return { results: [], balances: new Map() };
  const clock = Date.now();
  const times = inputs.map((i) => i.now ?? clock);

  // Claim the keys first: a repeat (or a concurrent twin that committed first) finds its key taken and
  // replays. A failure below rolls the claims back with everything else.
  // One movement (most callers) takes the plain insert: PGlite plans it faster than the unnest.
  const claimed =
    inputs.length === 1
      ? await tx.query<TxRow & { idempotency_key: string }>(
          `insert into ledger_tx (idempotency_key, member_id, type, ref_no, remark, created_at)
           values ($1, $2, $3, $4, $5, $6)
           on conflict (idempotency_key) do nothing returning id, idempotency_key, created_at`,
          [
            inputs[0]!.idempotencyKey,
            inputs[0]!.memberId,
            inputs[0]!.type,
            inputs[0]!.refNo ?? null,
            inputs[0]!.remark ?? null,
            new Date(times[0]!),
          ],
        )
      : await tx.query<TxRow & { idempotency_key: string }>(
          `insert into ledger_tx (idempotency_key, member_id, type, ref_no, remark, created_at)
           select k, m, t, r, x, c from unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::text[],
             $6::timestamptz[]) with ordinality as i(k, m, t, r, x, c, n)
           order by n
           on conflict (idempotency_key) do nothing returning id, idempotency_key, created_at`,
          [
            inputs.map((i) => i.idempotencyKey),
            inputs.map((i) => i.memberId),
            inputs.map((i) => i.type),
            inputs.map((i) => i.refNo ?? null),
            inputs.map((i) => i.remark ?? null),
            times.map((t) => new Date(t).toISOString()),
          ],
        );
  const byKey = new Map(claimed.rows.map((r) => [r.idempotency_key, r]));
  const results: MovementResult[] = [];
  const fresh: { input: MovementInput; txId: string }[] = [];
  for (const input of inputs) {
    const row = byKey.get(input.idempotencyKey);
    if (row) {
      results.push({ txId: String(row.id), replayed: false, createdAt: row.created_at.getTime() });
      fresh.push({ input, txId: String(row.id) });
      continue;
    }
    const replay = await findTx(tx, input.idempotencyKey);
    if (!replay) throw new GatewayError(ErrorCode.conflict, msg('common.conflictRetry'));
    results.push(replay);
  }
  if (fresh.length === 0) return { results, balances: new Map() };

  // The member wallets of every fresh movement, locked at once in the canonical order.
  const touched = new Map<string, { memberId: number; account: string; currency: Currency }>();
  for (const { input } of fresh)
    for (const p of input.postings)
      if (p.memberId !== null)
        touched.set(walletKey(p.memberId, p.account, p.currency), {
          memberId: p.memberId,
          account: p.account,
          currency: p.currency,
        });
  const balances = await lockWallets(tx, [...touched.values()]);
  const start = new Map(balances);

  // Movement by movement: its net change per wallet must not take a wallet below 0 from where the
  // movements before it left it; then each posting records the balance after it.
  const rows = { tx: [] as string[], m: [] as (number | null)[], a: [] as string[], c: [] as string[] };
  const amounts: number[] = [];
  const after: (number | null)[] = [];
  for (const { input, txId } of fresh) {
    const net = new Map<string, number>();
    for (const p of input.postings) {
      if (p.memberId === null) continue;
      const k = walletKey(p.memberId, p.account, p.currency);
      net.set(k, (net.get(k) ?? 0) + p.amount);
    }
    for (const [k, delta] of net)
      if ((balances.get(k) ?? 0) + delta < 0)
        throw new GatewayError(ErrorCode.insufficientBalance, msg('wallet.insufficientBalance'));
    for (const p of input.postings) {
      rows.tx.push(txId);
      rows.m.push(p.memberId);
      rows.a.push(p.account);
      rows.c.push(p.currency);
      amounts.push(p.amount);
      if (p.memberId === null) {
        after.push(null);
        continue;
      }
      const k = walletKey(p.memberId, p.account, p.currency);
      const next = (balances.get(k) ?? 0) + p.amount;
      balances.set(k, next);
      after.push(next);
    }
  }
  const changed = [...touched.entries()].filter(([k]) => balances.get(k) !== start.get(k));
  // Postings and balances in one statement: the insert runs to completion as part of the update.
  await tx.query(
    `with posted as (
       insert into ledger_posting (tx_id, member_id, account, currency, amount, balance_after)
       select t, m, a, c, amt, ba
       from unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::bigint[], $6::bigint[])
         with ordinality as p(t, m, a, c, amt, ba, n)
       order by n)
     update ledger_balance b set balance = b.balance + w.d, updated_at = $11
     from unnest($7::bigint[], $8::text[], $9::text[], $10::bigint[]) as w(m, a, c, d)
     where b.member_id = w.m and b.account = w.a and b.currency = w.c`,
    [
      rows.tx,
      rows.m,
      rows.a,
      rows.c,
      amounts,
      after,
      changed.map(([, w]) => w.memberId),
      changed.map(([, w]) => w.account),
      changed.map(([, w]) => w.currency),
      changed.map(([k]) => balances.get(k)! - start.get(k)!),
      new Date(Math.max(...fresh.map(({ input }) => input.now ?? clock))),
    ],
  );
  const moved = new Map<string, number>();
  for (const k of touched.keys()) moved.set(k, balances.get(k)!);
  return { results, balances: moved };
}

/** Same, in its own transaction. */
export function moveMoney(db: Db, input: MovementInput): Promise<MovementResult> {
  return db.transaction((tx) => postMovement(tx, input));
}

/** Moves `amount` between two wallets of one member with the same currency, in its own transaction. */
export async function transferBetween(
  db: Db,
  input: {
    idempotencyKey: string;
    memberId: number;
    from: MemberWallet;
    to: MemberWallet;
    amount: number;
    type: DealType;
    refNo?: string;
    remark?: string;
    now?: number;
  },
): Promise<MovementResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw invalid(msg('ledger.amountNotPositive'));
  if (input.from === input.to) throw invalid(msg('ledger.sameWallet'));
  const currency = walletCurrency(input.from);
  if (walletCurrency(input.to) !== currency) throw invalid(msg('ledger.currencyMismatch'));
  return moveMoney(db, {
    idempotencyKey: input.idempotencyKey,
    memberId: input.memberId,
    type: input.type,
    ...(input.refNo !== undefined ? { refNo: input.refNo } : {}),
    ...(input.remark !== undefined ? { remark: input.remark } : {}),
    ...(input.now !== undefined ? { now: input.now } : {}),
    postings: [
      { memberId: input.memberId, account: input.from, currency, amount: -input.amount },
      { memberId: input.memberId, account: input.to, currency, amount: input.amount },
    ],
  });
}

/** Current balance of one wallet (0 when never used). */
export async function walletBalance(q: Queryable, memberId: number, wallet: MemberWallet): Promise<number> {
  const { rows } = await q.query<{ balance: number }>(
    'select balance from ledger_balance where member_id = $1 and account = $2 and currency = $3',
    [memberId, wallet, walletCurrency(wallet)],
  );
  return rows[0]?.balance ?? 0;
}

/** All balances of a member. venues: every venue code that has a row, with its balance. */
export async function memberBalances(
  q: Queryable,
  memberId: number,
): Promise<{ main: number; usdt: number; yeb: number; gold: number; venues: Record<string, number> }> {
  const { rows } = await q.query<{ account: string; balance: number }>(
    'select account, balance from ledger_balance where member_id = $1',
    [memberId],
  );
  const out = { main: 0, usdt: 0, yeb: 0, gold: 0, venues: {} as Record<string, number> };
  for (const r of rows) {
    const balance = r.balance;
    if (r.account === 'main' || r.account === 'usdt' || r.account === 'yeb' || r.account === 'gold')
      out[r.account] = balance;
    else if (r.account.startsWith('venue:')) out.venues[r.account.slice('venue:'.length)] = balance;
  }
  return out;
}
