import type { Queryable } from '../../db/db.ts';
import { financeConfig } from './finance-config.ts';
import { convertAmount } from './usdt-convert-service.ts';

/**
 * The yuan value (fen) of a deposit of `amount` minor units: a USDT deposit is valued at the rate the
 * site credits USDT into yuan (the configured sell rate, rounded down), so yuan limits cover it too.
 */
export async function depositValueFen(q: Queryable, amount: number, currency: string): Promise<number> {
  if (currency !== 'USDT') return amount;
  return convertAmount(amount, 'USDT', (await financeConfig(q, 'usdt')).sellRate);
}

/**
 * Deposit orders a member placed since `from` that still count, in fen: paying, confirming or settled
 * (failed and cancelled ones do not), USDT orders valued by {@link depositValueFen} at today's rate.
 * The responsible-play deposit limit counts an order when it is placed, so money the member is about
 * to send is inside the limit too.
 */
export async function depositsPlacedSince(q: Queryable, memberId: number, from: number): Promise<number> {
  const { rows } = await q.query<{ currency: string; total: string }>(
    `select currency, coalesce(sum(amount), 0)::text as total from deposit_order
      where member_id = $1 and status in ('paying', 'confirming', 'success') and created_at >= $2
      group by currency`,
    [memberId, new Date(from)],
  );
  let fen = 0;
  for (const r of rows) fen += await depositValueFen(q, Number(r.total), r.currency);
  return fen;
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
