import type { Queryable } from '../../db/db.ts';

/**
 * CNY deposit orders a member placed since `from` that still count: paying, confirming or settled
 * (failed and cancelled ones do not). The responsible-play deposit limit counts an order when it is
 * placed, so money the member is about to send is inside the limit too.
 */
export async function depositsPlacedSince(q: Queryable, memberId: number, from: number): Promise<number> {
  const { rows } = await q.query<{ total: string }>(
    `select coalesce(sum(amount), 0)::text as total from deposit_order
      where member_id = $1 and currency = 'CNY' and status in ('paying', 'confirming', 'success')
        and created_at >= $2`,
    [memberId, new Date(from)],
  );
  return Number(rows[0]?.total ?? 0);
}

/**
 * Main-wallet deposits, withdrawals (net of refunds) and bonuses per site day (UTC+8) since `from`,
 * for the responsible-play activity statement. Days without any are absent.
 */
export async function mainWalletDays(
  q: Queryable,
  memberId: number,
  from: number,
): Promise<{ day: string; deposits: number; withdrawals: number; bonuses: number }[]> {
  const { rows } = await q.query<{ day: string; deposits: string; withdrawals: string; bonuses: string }>(
    `select to_char((t.created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day,
            coalesce(sum(p.amount) filter (where t.type = 'deposit'), 0)::text as deposits,
            coalesce(-sum(p.amount) filter (where t.type in ('withdraw', 'withdraw_refund')), 0)::text as withdrawals,
            coalesce(sum(p.amount) filter (where t.type = 'bonus'), 0)::text as bonuses
       from ledger_tx t join ledger_posting p on p.tx_id = t.id
      where t.member_id = $1 and t.created_at >= $2 and p.member_id = $1 and p.account = 'main'
        and t.type in ('deposit', 'withdraw', 'withdraw_refund', 'bonus')
      group by 1`,
    [memberId, new Date(from)],
  );
  return rows.map((r) => ({
    day: r.day,
    deposits: Number(r.deposits),
    withdrawals: Number(r.withdrawals),
    bonuses: Number(r.bonuses),
  }));
}
