import type { Queryable } from '../../db/db.ts';

/**
 * SQL of the wallet's own reference and settings tables (bank, wallet_setting, finance_config), its
 * USDT quotes, yield interest and venue recovery batches, and of the operator's views of orders and
 * proofs. Deposits and withdrawals have their own repositories; the ledger's SQL stays in ledger.ts,
 * beside the rules it enforces.
 */

export interface BankRow {
  bankCode: string;
  name: string;
  logoUrl: string;
}

/** The banks a card may be bound to, in display order. */
export async function listBanks(db: Queryable): Promise<BankRow[]> {
  const { rows } = await db.query<{ code: string; name: string; logo_url: string }>(
    'select code, name, logo_url from bank order by sort, code',
  );
  return rows.map((r) => ({ bankCode: r.code, name: r.name, logoUrl: r.logo_url }));
}

export type WalletType = 'RMB' | 'USDT';

/** The member's chosen wallet type, or null when never chosen. */
export async function readWalletType(db: Queryable, memberId: number): Promise<WalletType | null> {
  const { rows } = await db.query<{ wallet_type: WalletType }>(
    'select wallet_type from wallet_setting where member_id = $1',
    [memberId],
  );
  return rows[0]?.wallet_type ?? null;
}

export async function writeWalletType(
  db: Queryable,
  memberId: number,
  walletType: WalletType,
): Promise<void> {
  await db.query(
    `insert into wallet_setting (member_id, wallet_type, updated_at) values ($1, $2, now())
     on conflict (member_id) do update set wallet_type = excluded.wallet_type, updated_at = now()`,
    [memberId, walletType],
  );
}

/** A deposit order as the operator's list shows it (the member's name is added by the service). */
export interface OperatorDepositRow {
  orderNo: string;
  memberId: number;
  kind: string;
  currency: string;
  amount: number;
  status: string;
  createdAt: Date;
}

/** A withdraw order as the operator's list shows it (the member's name is added by the service). */
export interface OperatorWithdrawRow {
  orderNo: string;
  memberId: number;
  kind: string;
  currency: string;
  amount: number;
  fee: number;
  target: string;
  status: string;
  createdAt: Date;
}

/** The newest 200 deposit and withdraw orders, for the operator. */
export async function operatorOrders(
  db: Queryable,
): Promise<{ deposits: OperatorDepositRow[]; withdrawals: OperatorWithdrawRow[] }> {
  const deposits = await db.query<OperatorDepositRow>(
    `select d.order_no as "orderNo", d.member_id as "memberId", d.kind, d.currency, d.amount, d.status,
     d.created_at as "createdAt" from deposit_order d order by d.created_at desc limit 200`,
  );
  const withdrawals = await db.query<OperatorWithdrawRow>(
    `select w.order_no as "orderNo", w.member_id as "memberId", w.kind, w.currency, w.amount, w.fee, w.target,
     w.status, w.created_at as "createdAt" from withdraw_order w
     order by w.created_at desc limit 200`,
  );
  return { deposits: deposits.rows, withdrawals: withdrawals.rows };
}

/** A deposit proof image by id, or null. */
export async function readDepositProof(
  db: Queryable,
  id: number,
): Promise<{ mime: string; data: Uint8Array } | null> {
  const { rows } = await db.query<{ mime: string; data: Uint8Array }>(
    'select mime, data from deposit_proof where id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** The member's auto-transfer switch (false when never set). */
export async function readAutoTransfer(db: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await db.query<{ auto_transfer: boolean }>(
    'select auto_transfer from wallet_setting where member_id = $1',
    [memberId],
  );
  return rows[0]?.auto_transfer ?? false;
}

export async function writeAutoTransfer(db: Queryable, memberId: number, on: boolean): Promise<void> {
  await db.query(
    `insert into wallet_setting (member_id, auto_transfer, updated_at) values ($1, $2, now())
     on conflict (member_id) do update set auto_transfer = excluded.auto_transfer, updated_at = now()`,
    [memberId, on],
  );
}

/** A finance setting as stored (jsonb arrives parsed on both drivers), or undefined when not stored. */
export async function readFinanceSetting(
  db: Queryable,
  key: string,
): Promise<{ value: unknown } | undefined> {
  const { rows } = await db.query<{ value: unknown }>('select value from finance_config where key = $1', [
    key,
  ]);
  return rows[0];
}

export interface UsdtQuoteRow {
  from_type: 'RMB' | 'USDT';
  amount: number;
  to_amount: number;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertUsdtQuote(
  db: Queryable,
  q: {
    id: string;
    memberId: number;
    from: 'RMB' | 'USDT';
    to: 'RMB' | 'USDT';
    amount: number;
    toAmount: number;
    rate: string;
    at: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `insert into usdt_quote (id, member_id, from_type, to_type, amount, to_amount, rate, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [q.id, q.memberId, q.from, q.to, q.amount, q.toAmount, q.rate, q.at, q.expiresAt],
  );
}

/** A quote of the member, locked for update, or null. */
export async function lockUsdtQuote(
  db: Queryable,
  id: string,
  memberId: number,
): Promise<UsdtQuoteRow | null> {
  const { rows } = await db.query<UsdtQuoteRow>(
    'select * from usdt_quote where id = $1 and member_id = $2 for update',
    [id, memberId],
  );
  return rows[0] ?? null;
}

export async function markUsdtQuoteUsed(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query('update usdt_quote set used_at = $2 where id = $1', [id, at]);
}

/** The member's yield interest per day (`YYYY-MM-DD`). */
export async function yebInterestDays(db: Queryable, memberId: number) {
  const { rows } = await db.query<{ day: string; amount: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, amount from yeb_interest where member_id = $1`,
    [memberId],
  );
  return rows.map((r) => ({ day: r.day, amount: r.amount }));
}

/** Claims the member's interest row of `day` (zero for now); false when it was already claimed. */
export async function claimYebInterestDay(db: Queryable, memberId: number, day: string): Promise<boolean> {
  const { rows } = await db.query(
    `insert into yeb_interest (member_id, day, principal, amount) values ($1, $2, 0, 0)
     on conflict (member_id, day) do nothing returning member_id`,
    [memberId, day],
  );
  return rows.length > 0;
}

export async function recordYebInterest(
  db: Queryable,
  r: { memberId: number; day: string; principal: number; amount: number; ledgerTxId: string | null },
): Promise<void> {
  await db.query(
    'update yeb_interest set principal = $3, amount = $4, ledger_tx_id = $5 where member_id = $1 and day = $2',
    [r.memberId, r.day, r.principal, r.amount, r.ledgerTxId],
  );
}

export async function insertRecoveryBatch(db: Queryable, batchNo: string, memberId: number, at: Date) {
  await db.query('insert into venue_recovery (batch_no, member_id, created_at) values ($1, $2, $3)', [
    batchNo,
    memberId,
    at,
  ]);
}

export async function insertRecoveryItem(db: Queryable, batchNo: string, venueCode: string, amount: number) {
  await db.query(
    `insert into venue_recovery_item (batch_no, venue_code, amount, status) values ($1, $2, $3, 'success')`,
    [batchNo, venueCode, amount],
  );
}

/** A recovery batch's items in venue order, or null when the batch is not the member's. */
export async function recoveryBatchItems(
  db: Queryable,
  batchNo: string,
  memberId: number,
): Promise<{ venue_code: string; status: 'pending' | 'success' | 'failed' }[] | null> {
  const batch = await db.query('select 1 from venue_recovery where batch_no = $1 and member_id = $2', [
    batchNo,
    memberId,
  ]);
  if (batch.rows.length === 0) return null;
  const { rows } = await db.query<{ venue_code: string; status: 'pending' | 'success' | 'failed' }>(
    'select venue_code, status from venue_recovery_item where batch_no = $1 order by venue_code',
    [batchNo],
  );
  return rows;
}
