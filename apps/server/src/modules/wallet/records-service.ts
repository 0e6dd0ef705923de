import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';
import type { DealType } from './ledger.ts';
import { siteDayStart, toMs, walletTypeOf } from './wallet-util.ts';

/** Records are kept at least this long; a range may not start earlier (at least 3 months). */
export const RECORDS_KEPT_DAYS = 100;
const DAY_MS = 86_400_000;

function range(startDate: string, endDate: string, now: number) {
  const from = siteDayStart(startDate);
  const to = siteDayStart(endDate) + DAY_MS;
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from)
    throw new GatewayError(ErrorCode.badInput, '结束日期不能早于开始日期', { field: 'endDate' });
  if (from < now - RECORDS_KEPT_DAYS * DAY_MS)
    throw new GatewayError(ErrorCode.badInput, `只能查询近 ${RECORDS_KEPT_DAYS} 天的记录`, {
      field: 'startDate',
    });
  return { from: new Date(from), to: new Date(to) };
}

interface DealRow {
  id: string | number;
  type: DealType;
  ref_no: string | null;
  remark: string | null;
  created_at: Date | string;
  account: string;
  currency: 'CNY' | 'USDT' | 'GOLD';
  amount: string | number;
  balance_after: string | number;
  w_status: string | null;
  total: string | number;
}

const WITHDRAW_STATUS: Record<string, 'pending' | 'success' | 'failed' | 'cancelled'> = {
  pending: 'pending',
  paid: 'success',
  rejected: 'failed',
  cancelled: 'cancelled',
};

/**
 * finance.dealRecords: the member's ledger movements, newest first, one row per movement showing one of
 * its member postings (main first, then usdt, yeb, gold, venues). A withdraw carries its order's state.
 */
export async function dealRecords(
  q: Queryable,
  memberId: number,
  input: { page: number; size: number; startDate: string; endDate: string; type?: DealType | undefined },
  now: number,
) {
  const { from, to } = range(input.startDate, input.endDate, now);
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
    [memberId, from, to, input.type ?? null, input.size, (input.page - 1) * input.size],
  );
  return {
    list: rows.map((r) => ({
      orderNo: r.ref_no ?? `T${r.id}`,
      txId: String(r.id),
      type: r.type,
      walletType: walletTypeOf(r.currency),
      currency: r.currency,
      account: r.account,
      amount: Number(r.amount),
      balanceAfter: Number(r.balance_after),
      status: r.w_status ? (WITHDRAW_STATUS[r.w_status] ?? 'success') : ('success' as const),
      createdAt: toMs(r.created_at),
      remark: r.remark ?? '',
    })),
    total: Number(rows[0]?.total ?? 0),
    page: input.page,
    size: input.size,
  };
}

/**
 * finance.settlementRecords: one row per site day with game movements: stakes (game_bet) and wins
 * (game_win) summed from the ledger; valid amount = stakes; win/loss = wins − stakes.
 */
export async function settlementRecords(
  q: Queryable,
  memberId: number,
  input: { page: number; size: number; startDate: string; endDate: string },
  now: number,
) {
  const { from, to } = range(input.startDate, input.endDate, now);
  const { rows } = await q.query<{
    day: string;
    bet: string | number;
    win: string | number;
    last_at: Date | string;
    total: string | number;
  }>(
    `select to_char(t.created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day,
            coalesce(sum(case when t.type = 'game_bet' then -p.amount else 0 end), 0) as bet,
            coalesce(sum(case when t.type = 'game_win' then p.amount else 0 end), 0) as win,
            max(t.created_at) as last_at, count(*) over () as total
     from ledger_tx t join ledger_posting p on p.tx_id = t.id and p.member_id = $1
     where t.member_id = $1 and t.type in ('game_bet', 'game_win') and t.created_at >= $2 and t.created_at < $3
     group by 1 order by 1 desc limit $4 offset $5`,
    [memberId, from, to, input.size, (input.page - 1) * input.size],
  );
  return {
    list: rows.map((r) => ({
      settlementId: `S${r.day.replace(/-/g, '')}`,
      period: r.day,
      betAmount: Number(r.bet),
      validAmount: Number(r.bet),
      winLoss: Number(r.win) - Number(r.bet),
      settledAt: toMs(r.last_at),
    })),
    total: Number(rows[0]?.total ?? 0),
    page: input.page,
    size: input.size,
  };
}
