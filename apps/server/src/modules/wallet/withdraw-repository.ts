import type { Queryable } from '../../db/db.ts';

/**
 * SQL of the withdraw side of the wallet: bound bank cards and USDT addresses, and withdraw orders.
 * The money itself moves in ledger.ts.
 */

export type WithdrawStatus = 'pending' | 'paid' | 'rejected' | 'cancelled';

export interface WithdrawRow {
  order_no: string;
  member_id: number;
  kind: 'bank' | 'usdt' | 'speed';
  currency: 'CNY' | 'USDT';
  amount: number;
  fee: number;
  target: string;
  status: WithdrawStatus;
  created_at: Date;
}

/** Withdraw orders of a member in one currency placed since `from`, cancelled ones not counted. */
export async function withdrawalsPlacedSince(
  q: Queryable,
  memberId: number,
  currency: string,
  from: Date,
): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `select count(*) as n from withdraw_order where member_id = $1 and currency = $2 and status <> 'cancelled'
     and created_at >= $3`,
    [memberId, currency, from],
  );
  return rows[0]?.n ?? 0;
}

export async function insertWithdrawOrder(
  q: Queryable,
  o: {
    orderNo: string;
    memberId: number;
    kind: 'bank' | 'usdt' | 'speed';
    currency: 'CNY' | 'USDT';
    amount: number;
    fee: number;
    cardId: number | null;
    addressId: number | null;
    target: string;
    at: Date;
    ledgerTxId: string;
  },
): Promise<void> {
  await q.query(
    `insert into withdraw_order (order_no, member_id, kind, currency, amount, fee, bank_card_id, address_id, target,
     status, created_at, ledger_tx_id) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10, $11)`,
    [
      o.orderNo,
      o.memberId,
      o.kind,
      o.currency,
      o.amount,
      o.fee,
      o.cardId,
      o.addressId,
      o.target,
      o.at,
      o.ledgerTxId,
    ],
  );
}

/** A withdraw order locked for update (only the member's when `memberId` is given), or null. */
export async function lockWithdrawOrder(
  q: Queryable,
  orderNo: string,
  memberId: number | null = null,
): Promise<WithdrawRow | null> {
  const { rows } =
    memberId === null
      ? await q.query<WithdrawRow>('select * from withdraw_order where order_no = $1 for update', [orderNo])
      : await q.query<WithdrawRow>(
          'select * from withdraw_order where order_no = $1 and member_id = $2 for update',
          [orderNo, memberId],
        );
  return rows[0] ?? null;
}

/** Closes an order as rejected or cancelled with its refund movement. */
export async function closeWithdrawRefunded(
  q: Queryable,
  orderNo: string,
  status: 'rejected' | 'cancelled',
  at: Date,
  reason: string,
  refundTxId: string,
): Promise<void> {
  await q.query(
    `update withdraw_order set status = $2, finished_at = $3, reason = $4, refund_tx_id = $5 where order_no = $1`,
    [orderNo, status, at, reason, refundTxId],
  );
}

export async function markWithdrawPaid(q: Queryable, orderNo: string, at: Date): Promise<void> {
  await q.query(`update withdraw_order set status = 'paid', finished_at = $2 where order_no = $1`, [
    orderNo,
    at,
  ]);
}

/** A member's pending withdraw orders in one currency, newest first. */
export async function pendingWithdrawals(q: Queryable, memberId: number, currency: string) {
  const { rows } = await q.query<WithdrawRow>(
    `select * from withdraw_order where member_id = $1 and currency = $2 and status = 'pending' order by created_at desc`,
    [memberId, currency],
  );
  return rows;
}

export interface WithdrawListRow {
  order_no: string;
  currency: 'CNY' | 'USDT';
  amount: number;
  fee: number;
  target: string;
  status: WithdrawStatus;
  reason: string | null;
  created_at: Date;
  finished_at: Date | null;
}

/** A member's latest withdraw orders, newest first; `open`: pending only. */
export async function latestWithdrawOrders(
  q: Queryable,
  memberId: number,
  open: boolean,
  limit: number,
): Promise<WithdrawListRow[]> {
  const { rows } = await q.query<WithdrawListRow>(
    `select order_no, currency, amount, fee, target, status, reason, created_at, finished_at
     from withdraw_order where member_id = $1 and (not $2 or status = 'pending')
     order by created_at desc, order_no desc limit $3`,
    [memberId, open, limit],
  );
  return rows;
}

/** Whether a pending withdraw goes to this card or address of the member. */
export async function hasPendingWithdrawTo(
  q: Queryable,
  memberId: number,
  target: 'bankCard' | 'address',
  id: number,
): Promise<boolean> {
  const column = target === 'bankCard' ? 'bank_card_id' : 'address_id';
  const { rows } = await q.query(
    `select 1 from withdraw_order where ${column} = $1 and member_id = $2 and status = 'pending'`,
    [id, memberId],
  );
  return rows.length > 0;
}

export interface CardRow {
  id: number;
  card_num: string;
  bank_code: string;
  bank_name: string;
  holder_name: string;
  created_at: Date;
}

const cardSelect = `select c.id, c.card_num, c.bank_code, b.name as bank_name, c.holder_name, c.created_at
  from bank_card c join bank b on b.code = c.bank_code`;

/** A member's live cards, oldest first. */
export async function liveBankCards(q: Queryable, memberId: number): Promise<CardRow[]> {
  const { rows } = await q.query<CardRow>(
    `${cardSelect} where c.member_id = $1 and c.deleted_at is null order by c.created_at, c.id`,
    [memberId],
  );
  return rows;
}

export async function bankExists(q: Queryable, bankCode: string): Promise<boolean> {
  const { rows } = await q.query('select code from bank where code = $1', [bankCode]);
  return rows.length > 0;
}

/** The numbers of a member's live cards. */
export async function liveCardNumbers(q: Queryable, memberId: number): Promise<string[]> {
  const { rows } = await q.query<{ card_num: string }>(
    'select card_num from bank_card where member_id = $1 and deleted_at is null',
    [memberId],
  );
  return rows.map((r) => r.card_num);
}

/** Whether the member has a live card. */
export async function hasLiveCard(q: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await q.query(
    'select 1 from bank_card where member_id = $1 and deleted_at is null limit 1',
    [memberId],
  );
  return rows.length > 0;
}

/** Binds a card; answers it as listed. */
export async function insertBankCard(
  q: Queryable,
  c: { memberId: number; cardNum: string; bankCode: string; branch: string; holderName: string; at: Date },
): Promise<CardRow> {
  const inserted = await q.query<{ id: number }>(
    `insert into bank_card (member_id, card_num, bank_code, branch, holder_name, created_at)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [c.memberId, c.cardNum, c.bankCode, c.branch, c.holderName, c.at],
  );
  const card = await q.query<CardRow>(`${cardSelect} where c.id = $1`, [inserted.rows[0]?.id ?? null]);
  return card.rows[0] as CardRow;
}

/** A member's live card by id (id and number), or null. */
export async function liveCard(q: Queryable, memberId: number, id: number) {
  const { rows } = await q.query<{ id: number; card_num: string }>(
    'select id, card_num from bank_card where id = $1 and member_id = $2 and deleted_at is null',
    [id, memberId],
  );
  return rows[0] ?? null;
}

/** Unbinds a live card or address of the member (kept for old orders); false when there is none. */
export async function unbindWithdrawTarget(
  q: Queryable,
  memberId: number,
  target: 'bankCard' | 'address',
  id: number,
  at: Date,
): Promise<boolean> {
  const table = target === 'bankCard' ? 'bank_card' : 'virtual_address';
  const { rows } = await q.query(
    `update ${table} set deleted_at = $3 where id = $1 and member_id = $2 and deleted_at is null returning id`,
    [id, memberId, at],
  );
  return rows.length > 0;
}

export interface AddressRow {
  id: number;
  address: string;
  protocol: 'TRC20' | 'ERC20';
  alias: string;
  created_at: Date;
}

/** A member's live USDT addresses, oldest first. */
export async function liveAddresses(q: Queryable, memberId: number): Promise<AddressRow[]> {
  const { rows } = await q.query<AddressRow>(
    'select * from virtual_address where member_id = $1 and deleted_at is null order by created_at, id',
    [memberId],
  );
  return rows;
}

export async function insertAddress(
  q: Queryable,
  a: { memberId: number; address: string; protocol: 'TRC20' | 'ERC20'; alias: string; at: Date },
): Promise<AddressRow> {
  const { rows } = await q.query<AddressRow>(
    `insert into virtual_address (member_id, address, protocol, alias, created_at) values ($1, $2, $3, $4, $5)
     returning *`,
    [a.memberId, a.address, a.protocol, a.alias, a.at],
  );
  return rows[0] as AddressRow;
}

/** A member's live address by id, or null. */
export async function liveAddress(q: Queryable, memberId: number, id: number) {
  const { rows } = await q.query<{ id: number; address: string }>(
    'select id, address from virtual_address where id = $1 and member_id = $2 and deleted_at is null',
    [id, memberId],
  );
  return rows[0] ?? null;
}
