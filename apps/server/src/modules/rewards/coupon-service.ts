import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db } from '../../db/db.ts';
import { findCoupon, takeCouponUse } from './grant-repository.ts';
import { payGrant } from './grant-service.ts';
import { msg } from '../../gateway/user-messages.ts';

/**
 * member.couponRedeem: a code with a total-use cap and one use per member becomes a grant. In one
 * transaction: the member's (coupon, code) grant key is taken (a second use by the member is refused),
 * then one use of the cap (none left: everything rolls back). The row lock on the coupon serialises
 * concurrent redeemers, so the cap is never passed.
 */
export async function redeemCoupon(db: Db, memberId: number, rawCode: string, now: number) {
  const code = rawCode.toUpperCase();
  const coupon = await findCoupon(db, code);
  if (
    !coupon ||
    !coupon.enabled ||
    (coupon.validFrom !== null && now < coupon.validFrom) ||
    (coupon.validTo !== null && now >= coupon.validTo)
  )
    throw new GatewayError(ErrorCode.couponInvalid, msg('rewards.couponInvalid'));
  if (coupon.usedCount >= coupon.maxUses)
    throw new GatewayError(ErrorCode.couponExhausted, msg('rewards.couponExhausted'));
  return db.transaction(async (tx) => {
    let paid;
    try {
      paid = await payGrant(tx, {
        memberId,
        source: 'coupon',
        period: code,
        title: `兑换码 ${code}：${coupon.title}`,
        amount: coupon.amount,
        turnoverMultiple: coupon.turnoverMultiple,
      });
    } catch (err) {
      if (err instanceof GatewayError && err.code === ErrorCode.rewardClaimed)
        throw new GatewayError(ErrorCode.rewardClaimed, msg('rewards.couponUsed'));
      throw err;
    }
    if (!(await takeCouponUse(tx, code)))
      throw new GatewayError(ErrorCode.couponExhausted, msg('rewards.couponExhausted'));
    return paid;
  });
}
