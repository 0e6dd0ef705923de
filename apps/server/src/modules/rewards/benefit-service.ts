import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { siteDay, siteDayStart } from '../wallet/wallet-util.ts';
import { findOffer, grantExists, insertOffer, memberOffers, type OfferRow } from './grant-repository.ts';
import { claimGrant, isBarred } from './grant-service.ts';
import { periodRange } from './reward-periods.ts';
import { memberReward, periodTurnover, setBirthdayOnce, vipLevels } from './vip-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/** Birthday cash is played through once before it can be withdrawn. */
const BIRTHDAY_TURNOVER_MULTIPLE = 1;
/** Dividends are played through once before they can be withdrawn. */
const DIVIDEND_TURNOVER_MULTIPLE = 1;

const offerItem = (o: OfferRow, now: number) => ({
  id: String(o.id),
  title: o.title,
  amount: o.amount,
  status: o.claimed
    ? ('claimed' as const)
    : o.expiresAt !== null && o.expiresAt <= now
      ? ('expired' as const)
      : ('claimable' as const),
  expiresAt: o.expiresAt,
});

/** member.monthDividend / weekDividend: the member's dividends of past periods. */
export async function dividendInfo(q: Queryable, memberId: number, kind: 'month' | 'week', now: number) {
  const [state, offers] = await Promise.all([memberReward(q, memberId), memberOffers(q, memberId, kind)]);
  return { blocked: isBarred(state), list: offers.map((o) => offerItem(o, now)) };
}

/** Claims one prepared offer (an upgrade gift or a dividend) of the member by its id. */
export async function claimOffer(db: Db, memberId: number, id: string, source: string | null, now: number) {
  const offer = /^\d{1,15}$/.test(id) ? await findOffer(db, memberId, Number(id)) : null;
  if (!offer || (source !== null && offer.source !== source))
    throw new GatewayError(ErrorCode.notFound, msg('rewards.notFound'));
  if (!offer.claimed && offer.expiresAt !== null && offer.expiresAt <= now)
    throw new GatewayError(ErrorCode.rewardNotClaimable, msg('rewards.expired'));
  return claimGrant(db, {
    memberId,
    source: offer.source,
    period: offer.period,
    title: offer.title,
    amount: offer.amount,
    turnoverMultiple: offer.turnoverMultiple,
  });
}

/**
 * Prepares a period's dividends (inside the job's transaction): each member whose period turnover
 * reaches their level's requirement gets the level's amount as a claimable offer, valid 30 days.
 * Barred members and levels without a dividend get none.
 */
export async function prepareDividends(
  tx: Queryable,
  kind: 'month' | 'week',
  period: string,
  now: number,
): Promise<{ offers: number; total: number }> {
  const { from, to } = periodRange(kind, period);
  const levels = new Map((await vipLevels(tx)).map((l) => [l.level, l]));
  let offers = 0;
  let total = 0;
  for (const m of await periodTurnover(tx, new Date(from), new Date(to))) {
    const level = levels.get(m.level);
    if (!level || m.barred) continue;
    const amount = kind === 'month' ? level.monthDividend : level.weekDividend;
    const needed = kind === 'month' ? level.monthTurnoverRequired : level.weekTurnoverRequired;
    if (amount <= 0 || m.turnover < needed) continue;
    const made = await insertOffer(tx, {
      memberId: m.memberId,
      source: kind,
      period,
      title: `${level.name} ${kind === 'month' ? '月俸禄' : '周俸禄'}（${period}）`,
      amount,
      turnoverMultiple: DIVIDEND_TURNOVER_MULTIPLE,
      expiresAt: new Date(now + 30 * 86_400_000),
    });
    if (made) {
      offers += 1;
      total += amount;
    }
  }
  return { offers, total };
}

/** The birthday month item of a member (null when no birthday is set). */
async function birthdayItem(q: Queryable, memberId: number, now: number) {
  const state = await memberReward(q, memberId);
  if (!state.birthday) return { state, item: null };
  const today = siteDay(now);
  const year = today.slice(0, 4);
  const inMonth = state.birthday.slice(5, 7) === today.slice(5, 7);
  const level = (await vipLevels(q)).find((l) => l.level === state.level);
  const birthCash = level?.birthdayGift ?? 0;
  const claimed = await grantExists(q, memberId, 'birthday', year);
  const month = state.birthday.slice(5, 7);
  const nextMonth =
    month === '12' ? `${Number(year) + 1}-01` : `${year}-${String(Number(month) + 1).padStart(2, '0')}`;
  return {
    state,
    item: {
      id: year,
      title: `${year} 年生日礼金`,
      amount: birthCash,
      birthCash,
      status: claimed
        ? ('claimed' as const)
        : inMonth && birthCash > 0
          ? ('claimable' as const)
          : ('locked' as const),
      expiresAt: inMonth ? siteDayStart(`${nextMonth}-01`) : null,
    },
  };
}

/** member.birthdayBonus: the date of birth and this year's birthday cash (claimable in the month). */
export async function birthdayInfo(q: Queryable, memberId: number, now: number) {
  const { state, item } = await birthdayItem(q, memberId, now);
  return { blocked: isBarred(state), birthday: state.birthday, list: item ? [item] : [] };
}

/** member.birthdayClaim: this year's birthday cash, once, in the birthday month. */
export async function claimBirthday(db: Db, memberId: number, id: string, now: number) {
  const { item } = await birthdayItem(db, memberId, now);
  if (!item) throw new GatewayError(ErrorCode.rewardNotClaimable, msg('rewards.birthdayMissing'));
  if (id !== item.id) throw new GatewayError(ErrorCode.notFound, msg('rewards.notFound'));
  if (item.status === 'locked')
    throw new GatewayError(ErrorCode.rewardNotClaimable, msg('rewards.birthdayMonthOnly'));
  return claimGrant(db, {
    memberId,
    source: 'birthday',
    period: item.id,
    title: item.title,
    amount: item.birthCash,
    turnoverMultiple: BIRTHDAY_TURNOVER_MULTIPLE,
  });
}

/** member.birthdaySet: the date of birth, once; a date in the future or before 1900 is refused. */
export async function setBirthday(q: Queryable, memberId: number, birthday: string, now: number) {
  if (birthday < '1900-01-01' || birthday > siteDay(now))
    throw new GatewayError(ErrorCode.badInput, msg('rewards.badBirthDate'));
  if (!(await setBirthdayOnce(q, memberId, birthday)))
    throw new GatewayError(ErrorCode.birthdayAlreadySet, msg('rewards.birthdaySet'));
  return { birthday };
}
