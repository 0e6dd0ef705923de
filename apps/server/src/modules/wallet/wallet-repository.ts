import type { Queryable } from '../../db/db.ts';

/**
 * SQL of the wallet's own reference and settings tables (bank, wallet_setting) and of the operator's
 * views of orders and proofs. The ledger's SQL stays in ledger.ts, beside the rules it enforces.
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

/** The newest 200 deposit and withdraw orders with their member's name, for the operator. */
export async function operatorOrders(
  db: Queryable,
): Promise<{ deposits: Record<string, unknown>[]; withdrawals: Record<string, unknown>[] }> {
  const deposits = await db.query(
    `select d.order_no as "orderNo", m.name as member, d.kind, d.currency, d.amount, d.status, d.created_at as "createdAt"
     from deposit_order d join member m on m.id = d.member_id order by d.created_at desc limit 200`,
  );
  const withdrawals = await db.query(
    `select w.order_no as "orderNo", m.name as member, w.kind, w.currency, w.amount, w.fee, w.target, w.status,
     w.created_at as "createdAt" from withdraw_order w join member m on m.id = w.member_id
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
