import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { memberOffers } from './grant-repository.ts';
import { isBarred } from './grant-service.ts';
import { birthdayInfo, claimBirthday, claimOffer } from './benefit-service.ts';
import { claimRebate, rebateInfo } from './rebate-service.ts';
import { memberReward } from './vip-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/**
 * member.welfareInfo: every reward the member can claim now, from every source, in one list — prepared
 * offers (upgrade gifts, dividends), this year's birthday cash in the birthday month and accrued rebate.
 * Item ids say the source: `offer-<id>`, `birthday-<year>`, `rebate`.
 */
export async function welfareInfo(q: Queryable, memberId: number, now: number) {
  const [state, offers, birthday, rebate] = await Promise.all([
    memberReward(q, memberId),
    memberOffers(q, memberId),
    birthdayInfo(q, memberId, now),
    rebateInfo(q, memberId),
  ]);
  const list = [
    ...offers
      .filter((o) => !o.claimed && (o.expiresAt === null || o.expiresAt > now))
      .map((o) => ({
        id: `offer-${o.id}`,
        title: o.title,
        amount: o.amount,
        status: 'claimable' as const,
        expiresAt: o.expiresAt,
      })),
    ...birthday.list
      .filter((b) => b.status === 'claimable')
      .map((b) => ({
        id: `birthday-${b.id}`,
        title: b.title,
        amount: b.amount,
        status: b.status,
        expiresAt: b.expiresAt,
      })),
    ...(rebate.claimable > 0
      ? [
          {
            id: 'rebate',
            title: '返水',
            amount: rebate.claimable,
            status: 'claimable' as const,
            expiresAt: null,
          },
        ]
      : []),
  ];
  return {
    blocked: isBarred(state),
    totalClaimable: list.reduce((s, i) => s + i.amount, 0),
    list,
  };
}

/** member.welfareClaim: claims one item of the welfare list by its id. */
export async function welfareClaim(
  db: Db,
  memberId: number,
  id: string,
  idempotencyKey: string,
  now: number,
) {
  if (id === 'rebate') return claimRebate(db, memberId, idempotencyKey);
  const offer = /^offer-(\d{1,15})$/.exec(id);
  if (offer) return claimOffer(db, memberId, offer[1] ?? '', null, now);
  const birthday = /^birthday-(\d{4})$/.exec(id);
  if (birthday) return claimBirthday(db, memberId, birthday[1] ?? '', now);
  throw new GatewayError(ErrorCode.notFound, msg('rewards.notFound'));
}
