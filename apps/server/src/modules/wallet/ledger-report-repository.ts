import type { Queryable } from '../../db/db.ts';
import type { DealType } from './ledger.ts';

/**
 * Reads of the ledger tables for statements and reports (the member's records, the responsible-play
 * statement, the yield job's candidates). Every write, and every read a movement depends on, stays in
 * ledger.ts beside the double-entry rules it enforces.
 */

export interface DealRow {
  id: number;
  type: DealType;
  ref_no: string | null;
  remark: string | null;
  created_at: Date;
  account: string;
  currency: 'CNY' | 'USDT' | 'GOLD';
  amount: number;
  balance_after: number;
  w_status: string | null;
  total: number;
}

/**
 * A page of a member's movements in [from, to), newest first, one row per movement with one of its
 * member postings (main first, then usdt, yeb, gold, venues) and a withdraw's order state.
 */
export async function dealPage(
  q: Queryable,
  memberId: number,
  r: { from: Date; to: Date; type: DealType | null; limit: number; offset: number },
): Promise<DealRow[]> {
  const { rows } = await q.query<DealRow>(
    `select t.id, t.type, t.ref_no, t.remark, t.created_at, p.account, p.currency, p.amount, p.balance_after,
            w.status as w_status, count(*) over () as total
     from ledger_tx t
     join lateral (
       select account, currency, amount, balance_after from ledger_posting
       where tx_id = t.id and member_id = $1
       order by case account when 'main' then 0 when 'usdt' then 1 when 'yeb' then 2 when 'gold' then 3 else 4 end, id
       limit 1
     ) p on true
     left join withdraw_order w on t.type = 'withdraw' and w.order_no = t.ref_no
     where t.member_id = $1 and t.created_at >= $2 and t.created_at < $3 and ($4::text is null or t.type = $4)
     order by t.created_at desc, t.id desc
     limit $5 offset $6`,
    [memberId, r.from, r.to, r.type, r.limit, r.offset],
  );
  return rows;
}

export interface SettlementDayRow {
  day: string;
  bet: number;
  win: number;
  last_at: Date;
  total: number;
}

/** A page of site days in [from, to) with game stakes and wins, newest first. */
export async function settlementDayPage(
  q: Queryable,
  memberId: number,
  r: { from: Date; to: Date; limit: number; offset: number },
): Promise<SettlementDayRow[]> {
  const { rows } = await q.query<SettlementDayRow>(
    `select to_char(t.created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day,
            coalesce(sum(case when t.type = 'game_bet' then -p.amount else 0 end), 0) as bet,
            coalesce(sum(case when t.type = 'game_win' then p.amount else 0 end), 0) as win,
            max(t.created_at) as last_at, count(*) over () as total
     from ledger_tx t join ledger_posting p on p.tx_id = t.id and p.member_id = $1
     where t.member_id = $1 and t.type in ('game_bet', 'game_win') and t.created_at >= $2 and t.created_at < $3
     group by 1 order by 1 desc limit $4 offset $5`,
    [memberId, r.from, r.to, r.limit, r.offset],
  );
  return rows;
}

/** Main-wallet deposits, withdrawals (net of refunds) and bonuses per site day (UTC+8) since `from`. */
export async function mainWalletDayTotals(
  q: Queryable,
  memberId: number,
  from: Date,
): Promise<{ day: string; deposits: number; withdrawals: number; bonuses: number }[]> {
  const { rows } = await q.query<{ day: string; deposits: number; withdrawals: number; bonuses: number }>(
    `select to_char((t.created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day,
            coalesce(sum(p.amount) filter (where t.type = 'deposit'), 0) as deposits,
            coalesce(-sum(p.amount) filter (where t.type in ('withdraw', 'withdraw_refund')), 0) as withdrawals,
            coalesce(sum(p.amount) filter (where t.type = 'bonus'), 0) as bonuses
       from ledger_tx t join ledger_posting p on p.tx_id = t.id
      where t.member_id = $1 and t.created_at >= $2 and p.member_id = $1 and p.account = 'main'
        and t.type in ('deposit', 'withdraw', 'withdraw_refund', 'bonus')
      group by 1`,
    [memberId, from],
  );
  return rows.map((r) => ({
    day: r.day,
    deposits: r.deposits,
    withdrawals: r.withdrawals,
    bonuses: r.bonuses,
  }));
}

/** What a movement with this key took out of the member's main wallet, or null when there is none. */
export async function mainOutflowOf(q: Queryable, idempotencyKey: string, memberId: number) {
  const { rows } = await q.query<{ amount: number }>(
    `select -amount as amount from ledger_posting p join ledger_tx t on t.id = p.tx_id
     where t.idempotency_key = $1 and p.member_id = $2 and p.account = 'main'`,
    [idempotencyKey, memberId],
  );
  return rows[0] ? rows[0].amount : null;
}

/** The member's venue wallets holding money (unlocked: lock them through the ledger before use). */
export async function venueAccountsWithMoney(q: Queryable, memberId: number): Promise<string[]> {
  const { rows } = await q.query<{ account: string }>(
    `select account from ledger_balance where member_id = $1 and account like 'venue:%' and balance > 0`,
    [memberId],
  );
  return rows.map((r) => r.account);
}

/** Members with a yield balance and no interest row for `day` yet, in member order. */
export async function yebHoldersUnpaid(q: Queryable, day: string): Promise<number[]> {
  const { rows } = await q.query<{ member_id: number }>(
    `select b.member_id from ledger_balance b
     where b.account = 'yeb' and b.balance > 0
       and not exists (select 1 from yeb_interest i where i.member_id = b.member_id and i.day = $1)
     order by b.member_id`,
    [day],
  );
  return rows.map((r) => r.member_id);
}

/** What a member's movements of one type took out of their main wallet since `from`, in fen. */
export async function mainOutflowSince(
  q: Queryable,
  memberId: number,
  type: DealType,
  from: Date,
): Promise<number> {
  const { rows } = await q.query<{ spent: number | null }>(
    `select coalesce(sum(-p.amount), 0) as spent
       from ledger_tx t join ledger_posting p on p.tx_id = t.id
      where t.member_id = $1 and t.type = $2 and t.created_at >= $3 and p.account = 'main'`,
    [memberId, type, from],
  );
  return rows[0]?.spent ?? 0;
}
