import { ErrorCode, GatewayError } from '@arena/protocol';
import { formatMoney } from '@arena/domain';
import type { Queryable } from '../../db/db.ts';
import { siteDay, siteDayStart } from '../wallet/wallet-util.ts';
import { mainSpentSince } from '../wallet/member-activity.ts';
import { memberStatus } from '../auth/member-directory.ts';
import { giftSettings } from './gift-config.ts';
import { isGiftBlocked } from './gift-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/** What the member wants to do (live.permissionCheck `action`). */
export type GiftAction = 'buyGold' | 'giftAnchor';

/** The answer of the permission rule (spec §6 "Buying gold coins and gifting a streamer need a permission check"). */
export interface GiftPermission {
  allowed: boolean;
  /** 0, or the code the call would be refused with (10281 not allowed, 10282 daily cap). */
  code: number;
  /** Why not, in Chinese; '' when allowed. */
  reason: string;
  /** Daily gold purchase cap in fen, and what is left of it in the member's Beijing day. */
  dailyLimit: number;
  dailyLimitRemaining: number;
}

const yuan = (fen: number) => `${formatMoney(fen, 'CNY')} 元`;

/** Fen the member spent on gold coins in the Beijing day of `now` (their gift_buy movements). */
export async function goldBoughtToday(q: Queryable, memberId: number, now: number): Promise<number> {
  return mainSpentSince(q, memberId, 'gift_buy', new Date(siteDayStart(siteDay(now))));
}

/**
 * The gift permission rule (docs/gifts.md "Permission"), checked in this order: the site's gift switch is
 * not off; the member is active (status 1); the member is not on the operator's gift block list; and, to
 * buy gold coins, the responsible-play daily cap (fen per Beijing day) is not used up — with `amount`, the
 * purchase must fit in what is left. Used by live.permissionCheck and inside goldPurchase / giftReward
 * (in their transaction), so the client's check and the server's rule cannot disagree.
 */
export async function giftPermission(
  q: Queryable,
  memberId: number,
  action: GiftAction,
  now: number,
  amount = 0,
): Promise<GiftPermission> {
  const settings = await giftSettings(q);
  const bought = await goldBoughtToday(q, memberId, now);
  const limits = {
    dailyLimit: settings.dailyCap,
    dailyLimitRemaining: Math.max(0, settings.dailyCap - bought),
  };
  const refuse = (code: number, reason: string): GiftPermission => ({
    allowed: false,
    code,
    reason,
    ...limits,
  });

  if (!settings.giftSwitch) return refuse(ErrorCode.giftNotAllowed, msg('gift.switchedOff'));
  if ((await memberStatus(q, memberId)) !== 1)
    return refuse(ErrorCode.giftNotAllowed, msg('gift.memberInactive'));
  if (await isGiftBlocked(q, memberId)) return refuse(ErrorCode.giftNotAllowed, msg('gift.memberBlocked'));
  if (action === 'buyGold') {
    if (limits.dailyLimitRemaining === 0)
      return refuse(ErrorCode.goldDailyLimit, msg('gift.dailyCapReached', { cap: yuan(settings.dailyCap) }));
    if (amount > limits.dailyLimitRemaining)
      return refuse(
        ErrorCode.goldDailyLimit,
        msg('gift.dailyCapExceeded', { remaining: yuan(limits.dailyLimitRemaining) }),
      );
  }
  return { allowed: true, code: 0, reason: '', ...limits };
}

/** Throws the refusal of {@link giftPermission} as the call's error (`data` carries reason and limits). */
export async function assertGiftPermission(
  q: Queryable,
  memberId: number,
  action: GiftAction,
  now: number,
  amount = 0,
): Promise<GiftPermission> {
  const permission = await giftPermission(q, memberId, action, now, amount);
  if (!permission.allowed)
    throw new GatewayError(permission.code, permission.reason, {
      reason: permission.reason,
      dailyLimit: permission.dailyLimit,
      dailyLimitRemaining: permission.dailyLimitRemaining,
    });
  return permission;
}
