import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';
import type { DealType } from './ledger.ts';
import { dealPage, settlementDayPage } from './ledger-report-repository.ts';
import { siteDayStart, walletTypeOf } from './wallet-util.ts';
import { msg } from '../../gateway/user-messages.ts';

/** Records are kept at least this long; a range may not start earlier (at least 3 months). */
export const RECORDS_KEPT_DAYS = 100;
const DAY_MS = 86_400_000;

function range(startDate: string, endDate: string, now: number) {
  const from = siteDayStart(startDate);
  const to = siteDayStart(endDate) + DAY_MS;
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from)
    throw new GatewayError(ErrorCode.badInput, msg('wallet.recordsEndBeforeStart'), { field: 'endDate' });
  if (from < now - RECORDS_KEPT_DAYS * DAY_MS)
    throw new GatewayError(ErrorCode.badInput, msg('wallet.recordsRange', { days: RECORDS_KEPT_DAYS }), {
      field: 'startDate',
    });
  return { from: new Date(from), to: new Date(to) };
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
  const rows = await dealPage(q, memberId, {
    from,
    to,
    type: input.type ?? null,
    limit: input.size,
    offset: (input.page - 1) * input.size,
  });
  return {
    list: rows.map((r) => ({
      orderNo: r.ref_no ?? `T${r.id}`,
      txId: String(r.id),
      type: r.type,
      walletType: walletTypeOf(r.currency),
      currency: r.currency,
      account: r.account,
      amount: r.amount,
      balanceAfter: r.balance_after,
      status: r.w_status ? (WITHDRAW_STATUS[r.w_status] ?? 'success') : ('success' as const),
      createdAt: r.created_at.getTime(),
      remark: r.remark ?? '',
    })),
    total: rows[0]?.total ?? 0,
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
  const rows = await settlementDayPage(q, memberId, {
    from,
    to,
    limit: input.size,
    offset: (input.page - 1) * input.size,
  });
  return {
    list: rows.map((r) => ({
      settlementId: `S${r.day.replace(/-/g, '')}`,
      period: r.day,
      betAmount: r.bet,
      validAmount: r.bet,
      winLoss: r.win - r.bet,
      settledAt: r.last_at.getTime(),
    })),
    total: rows[0]?.total ?? 0,
    page: input.page,
    size: input.size,
  };
}
