import type { Queryable } from '../../db/db.ts';

export interface LedgerCheck {
  /** Every check below holds. */
  ok: boolean;
  /** Sum of every posting per currency (each must be 0). */
  sums: Record<string, number>;
  /** Transactions whose postings do not sum to 0 in some currency. */
  unbalancedTxs: number;
  /** Member wallet rows whose balance differs from the sum of their postings. */
  balanceMismatches: number;
  /** Member wallet rows below 0. */
  negativeBalances: number;
  transactions: number;
  postings: number;
  /** Totals held by members and by each house account, per currency. */
  members: Record<string, number>;
  house: Record<string, Record<string, number>>;
}

/** GET /admin/ledger/check: does every currency sum to 0, every wallet match its postings, nothing negative? */
export async function checkLedger(q: Queryable): Promise<LedgerCheck> {
  const sums = await q.query<{ currency: string; total: number }>(
    'select currency, coalesce(sum(amount), 0) as total from ledger_posting group by currency order by currency',
  );
  const unbalanced = await q.query<{ n: number }>(
    `select count(*) as n from (select tx_id, currency from ledger_posting group by tx_id, currency
     having sum(amount) <> 0) x`,
  );
  const mismatches = await q.query<{ n: number }>(
    `select count(*) as n from ledger_balance b full join
       (select member_id, account, currency, sum(amount) as total from ledger_posting where member_id is not null
        group by member_id, account, currency) p
       on p.member_id = b.member_id and p.account = b.account and p.currency = b.currency
     where coalesce(b.balance, 0) <> coalesce(p.total, 0)`,
  );
  const negative = await q.query<{ n: number }>('select count(*) as n from ledger_balance where balance < 0');
  const counts = await q.query<{ txs: number; postings: number }>(
    'select (select count(*) from ledger_tx) as txs, (select count(*) from ledger_posting) as postings',
  );
  const members = await q.query<{ currency: string; total: number }>(
    'select currency, coalesce(sum(balance), 0) as total from ledger_balance group by currency',
  );
  const house = await q.query<{ account: string; currency: string; total: number }>(
    `select account, currency, sum(amount) as total from ledger_posting where member_id is null
     group by account, currency order by account, currency`,
  );
  const result: LedgerCheck = {
    ok: false,
    sums: Object.fromEntries(sums.rows.map((r) => [r.currency, r.total])),
    unbalancedTxs: unbalanced.rows[0]?.n ?? 0,
    balanceMismatches: mismatches.rows[0]?.n ?? 0,
    negativeBalances: negative.rows[0]?.n ?? 0,
    transactions: counts.rows[0]?.txs ?? 0,
    postings: counts.rows[0]?.postings ?? 0,
    members: Object.fromEntries(members.rows.map((r) => [r.currency, r.total])),
    house: {},
  };
  for (const r of house.rows) (result.house[r.account] ??= {})[r.currency] = r.total;
  result.ok =
    Object.values(result.sums).every((v) => v === 0) &&
    result.unbalancedTxs === 0 &&
    result.balanceMismatches === 0 &&
    result.negativeBalances === 0;
  return result;
}
