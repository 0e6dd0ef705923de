import type { Db, Queryable } from '../../db/db.ts';
import { postMovement, walletBalance } from './ledger.ts';
import { decimalFraction, financeConfig } from './finance-config.ts';
import { runIdempotent } from './idempotent-call.ts';
import { siteDay, siteDayStart } from './wallet-util.ts';
import { hasDeposited } from './deposit-repository.ts';
import { hasLiveCard } from './withdraw-repository.ts';
import { yebHoldersUnpaid } from './ledger-report-repository.ts';
import { claimYebInterestDay, recordYebInterest, yebInterestDays } from './wallet-repository.ts';

/** Yield tasks (designed: the spec names them only): each done task adds its bonus to the annual rate. */
const TASKS = [
  { taskId: 'first-deposit', title: '完成首次充值', rateBonus: '0.005', target: 1 },
  { taskId: 'bind-card', title: '绑定一张银行卡', rateBonus: '0.005', target: 1 },
  { taskId: 'yeb-1000', title: '余额宝存入满 1,000 元', rateBonus: '0.01', target: 100_000 },
] as const;

async function taskProgress(q: Queryable, memberId: number) {
  const deposited = await hasDeposited(q, memberId);
  const carded = await hasLiveCard(q, memberId);
  const yeb = await walletBalance(q, memberId, 'yeb');
  const progress: Record<string, number> = {
    'first-deposit': deposited ? 1 : 0,
    'bind-card': carded ? 1 : 0,
    'yeb-1000': Math.min(yeb, 100_000),
  };
  return TASKS.map((t) => {
    const p = progress[t.taskId] ?? 0;
    return {
      taskId: t.taskId,
      title: t.title,
      rateBonus: t.rateBonus,
      progress: p,
      target: t.target,
      done: p >= t.target,
    };
  });
}

/** finance.yebTasks */
export async function yebTasks(q: Queryable, memberId: number) {
  return { list: await taskProgress(q, memberId) };
}

/** Adds decimal strings exactly (rates have at most 12 decimals). */
function addRates(rates: string[]): string {
  const scale = 10n ** 12n;
  const total = rates.reduce((sum, r) => {
    const { num, den } = decimalFraction(r);
    return sum + (num * scale) / den;
  }, 0n);
  const whole = total / scale;
  const frac = (total % scale).toString().padStart(12, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
}

/** The member's annual rate: the configured base plus the bonuses of done tasks. */
export async function memberAnnualRate(q: Queryable, memberId: number): Promise<string> {
  const { annualRate } = await financeConfig(q, 'yeb');
  const tasks = await taskProgress(q, memberId);
  return addRates([annualRate, ...tasks.filter((t) => t.done).map((t) => t.rateBonus)]);
}

/** finance.yebInfo */
export async function yebInfo(q: Queryable, memberId: number, now: number) {
  const yesterday = siteDay(siteDayStart(siteDay(now)) - 1);
  const rows = await yebInterestDays(q, memberId);
  return {
    centerBalance: await walletBalance(q, memberId, 'main'),
    yebBalance: await walletBalance(q, memberId, 'yeb'),
    yesterdayYield: rows.filter((r) => r.day === yesterday).reduce((s, r) => s + r.amount, 0),
    totalYield: rows.reduce((s, r) => s + r.amount, 0),
    annualRate: await memberAnnualRate(q, memberId),
  };
}

/** finance.yebToYeb / yebToCenter: main ⇄ yeb, once per idempotency key. */
export async function moveYeb(
  db: Db,
  memberId: number,
  direction: 'toYeb' | 'toCenter',
  input: { amount: number; idempotencyKey: string },
  now: number,
) {
  const callId = direction === 'toYeb' ? 'finance.yebToYeb' : 'finance.yebToCenter';
  return runIdempotent(db, memberId, callId, input.idempotencyKey, input, now, async (tx) => {
    const [from, to] = direction === 'toYeb' ? (['main', 'yeb'] as const) : (['yeb', 'main'] as const);
    await postMovement(tx, {
      idempotencyKey: `${callId}:${memberId}:${input.idempotencyKey}`,
      memberId,
      type: direction === 'toYeb' ? 'yeb_in' : 'yeb_out',
      remark: direction === 'toYeb' ? '转入余额宝' : '余额宝转出到中心钱包',
      now,
      postings: [
        { memberId, account: from, currency: 'CNY', amount: -input.amount },
        { memberId, account: to, currency: 'CNY', amount: input.amount },
      ],
    });
    return {
      centerBalance: await walletBalance(tx, memberId, 'main'),
      yebBalance: await walletBalance(tx, memberId, 'yeb'),
    };
  });
}

/**
 * The scheduled interest job: for the site day before `now`, pays each member with a yield balance
 * floor(balance × annual rate / 365) fen from house:interest. One row per (member, day) is written in
 * the same transaction as the payment, so running it again (or on two servers) pays once.
 * The principal is the balance when the job runs (design; docs/wallet.md).
 */
export async function accrueYebInterest(
  db: Db,
  now: number,
): Promise<{ day: string; paid: number; total: number }> {
  const day = siteDay(siteDayStart(siteDay(now)) - 1);
  let paid = 0;
  let total = 0;
  for (const memberId of await yebHoldersUnpaid(db, day)) {
    const amount = await db.transaction(async (tx) => {
      if (!(await claimYebInterestDay(tx, memberId, day))) return 0;
      const principal = await walletBalance(tx, memberId, 'yeb');
      const { num, den } = decimalFraction(await memberAnnualRate(tx, memberId));
      const interest = Number((BigInt(principal) * num) / (den * 365n));
      let txId: string | null = null;
      if (interest > 0) {
        const moved = await postMovement(tx, {
          idempotencyKey: `yeb-interest:${memberId}:${day}`,
          memberId,
          type: 'interest',
          refNo: day,
          remark: `余额宝收益 ${day}`,
          now,
          postings: [
            { memberId: null, account: 'house:interest', currency: 'CNY', amount: -interest },
            { memberId, account: 'yeb', currency: 'CNY', amount: interest },
          ],
        });
        txId = moved.txId;
      }
      await recordYebInterest(tx, { memberId, day, principal, amount: interest, ledgerTxId: txId });
      return interest;
    });
    if (amount > 0) paid += 1;
    total += amount;
  }
  return { day, paid, total };
}
