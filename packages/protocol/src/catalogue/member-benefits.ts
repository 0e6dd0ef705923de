import { z } from 'zod';
import { defineCall } from './define-call.ts';
import {
  bonusItem,
  dataUrl,
  emptyInput,
  epochMs,
  idString,
  idempotencyKey,
  listOf,
  money,
  noCache,
  rateString,
  tokenCache,
} from './common.ts';

const SPEC = '§7 Member';

/** The most reward records one page answers (also the page size when none is asked). */
const REWARD_RECORDS_MAX = 100;

/** A claim answer: what was credited and the new main-wallet balance, both in minor units. */
const claimOutput = z.object({ credited: money, balance: money });
/** Claim input: money-moving, so it carries an idempotency key. */
const claimInput = z.object({ id: idString, idempotencyKey }).strict();

const vipGrade = z.object({
  level: z.number().int().min(0).max(99),
  name: z.string(),
  depositRequired: money,
  turnoverRequired: money,
  upgradeGift: money,
  birthdayGift: money,
  monthlyGift: money,
  rebateRate: rateString,
  withdrawTimesPerDay: z.number().int().nonnegative(),
  /** Week dividend of the level (minor units). */
  weekDividend: money,
  /** The level's privileges, plain text for display. */
  privileges: z.string(),
});

/** A member's cumulative measures the level is computed from (minor units). */
const vipProgress = z.object({ depositTotal: money, turnoverTotal: money });

/** Bonus info shared by birthday, month and week dividends. */
const bonusInfo = z.object({ blocked: z.boolean(), list: z.array(bonusItem) });

/** Claim call builder for the member benefit family (all money-moving). */
function claimCall(id: string, path: string, summary: string) {
  return defineCall({
    id: `member.${id}`,
    path,
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: claimInput,
    output: claimOutput,
    summary,
    spec: SPEC,
  });
}

/** Info call builder: an empty strict input and a per-member answer. */
function infoCall<O extends z.ZodType>(id: string, path: string, output: O, summary: string) {
  return defineCall({
    id: `member.${id}`,
    path,
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: emptyInput,
    output,
    summary,
    spec: SPEC,
  });
}

/**
 * VIP, welfare, points and bonus calls of the member area (spec §7 "Member"). Black-tag and no-level
 * members are barred from bonuses (§6): info answers say `blocked`, claims answer activityBlacklist.
 */
export const memberBenefitCalls = {
  vipGradeConfigs: defineCall({
    id: 'member.vipGradeConfigs',
    path: '/api/member/vip/gradeConfigs/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: tokenCache,
    input: emptyInput,
    output: z.object({
      currentLevel: z.number().int().nullable(),
      progress: vipProgress.nullable(),
      list: z.array(vipGrade),
    }),
    summary: 'VIP grade table; a member also gets the current level and both cumulative measures.',
    spec: SPEC,
  }),
  rebateInfo: infoCall(
    'rebateInfo',
    '/api/member/rebate/info/v1',
    z.object({
      claimable: money,
      lastSettledAt: epochMs.nullable(),
      list: z.array(z.object({ venueCode: z.string(), turnover: money, rate: rateString, rebate: money })),
    }),
    'Rebate accrued per venue.',
  ),
  rebateClaim: defineCall({
    id: 'member.rebateClaim',
    path: '/api/member/rebate/claim/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: z.object({ idempotencyKey }).strict(),
    output: claimOutput,
    summary: 'Claim all accrued rebate.',
    spec: SPEC,
  }),
  upgradeGiftList: infoCall(
    'upgradeGiftList',
    '/api/member/vip/upgradeGift/list/v1',
    bonusInfo,
    'VIP upgrade gifts per reached level.',
  ),
  upgradeGiftClaim: claimCall(
    'upgradeGiftClaim',
    '/api/member/vip/upgradeGift/claim/v1',
    'Claim an upgrade gift.',
  ),
  welfareInfo: infoCall(
    'welfareInfo',
    '/api/member/welfare/info/v1',
    z.object({ blocked: z.boolean(), totalClaimable: money, list: z.array(bonusItem) }),
    'Welfare centre: every claimable bonus in one list.',
  ),
  welfareClaim: claimCall('welfareClaim', '/api/member/welfare/claim/v1', 'Claim one welfare centre bonus.'),
  couponRedeem: defineCall({
    id: 'member.couponRedeem',
    path: '/api/member/welfare/coupon/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: z.object({ couponCode: z.string().regex(/^[A-Za-z0-9]{4,32}$/), idempotencyKey }).strict(),
    output: claimOutput,
    summary: 'Redeem a coupon code.',
    spec: SPEC,
  }),
  pointsConfig: defineCall({
    id: 'member.pointsConfig',
    path: '/api/member/points/config/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: tokenCache,
    input: emptyInput,
    output: z.object({
      enabled: z.boolean(),
      points: z.number().int().nullable(),
      exchangeRate: rateString,
      rulesHtml: z.string(),
    }),
    summary: 'Points rules; a member also gets the balance.',
    spec: SPEC,
  }),
  pointsTasks: infoCall(
    'pointsTasks',
    '/api/member/points/tasks/v1',
    listOf(
      z.object({
        taskId: idString,
        title: z.string(),
        points: z.number().int(),
        progress: z.number().int(),
        target: z.number().int(),
        status: z.enum(['doing', 'claimable', 'claimed']),
      }),
    ),
    'Points tasks with progress.',
  ),
  pointsClaim: defineCall({
    id: 'member.pointsClaim',
    path: '/api/member/points/claim/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ taskId: idString }).strict(),
    output: z.object({ points: z.number().int() }),
    summary: 'Claim a finished task’s points (points only, no cash moves).',
    spec: SPEC,
  }),
  birthdayBonus: infoCall(
    'birthdayBonus',
    '/api/member/bonus/birthday/info/v1',
    z.object({
      blocked: z.boolean(),
      birthday: z.string().nullable(),
      list: z.array(bonusItem.extend({ birthCash: money })),
    }),
    'Birthday bonus; items carry birthCash (§3).',
  ),
  birthdayClaim: claimCall(
    'birthdayClaim',
    '/api/member/bonus/birthday/claim/v1',
    'Claim the birthday bonus.',
  ),
  monthDividend: infoCall(
    'monthDividend',
    '/api/member/dividend/month/info/v1',
    bonusInfo,
    'Month dividends.',
  ),
  monthDividendClaim: claimCall(
    'monthDividendClaim',
    '/api/member/dividend/month/claim/v1',
    'Claim a month dividend.',
  ),
  weekDividend: infoCall('weekDividend', '/api/member/dividend/week/info/v1', bonusInfo, 'Week dividends.'),
  weekDividendClaim: claimCall(
    'weekDividendClaim',
    '/api/member/dividend/week/claim/v1',
    'Claim a week dividend.',
  ),
  birthdaySet: defineCall({
    id: 'member.birthdaySet',
    path: '/api/member/bonus/birthday/set/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ birthday: z.iso.date() }).strict(),
    output: z.object({ birthday: z.string() }),
    summary: 'Set the date of birth, once (the birthday bonus follows it).',
    spec: SPEC,
  }),
  turnoverStatus: infoCall(
    'turnoverStatus',
    '/api/member/rewards/turnover/v1',
    z.object({
      turnoverTotal: money,
      remaining: money,
      requirements: z.array(
        z.object({
          id: idString,
          title: z.string(),
          amount: money,
          required: money,
          done: money,
          createdAt: epochMs,
        }),
      ),
    }),
    'Open bonus turnover requirements (流水) with progress; withdrawals wait for remaining = 0.',
  ),
  rewardRecords: defineCall({
    id: 'member.rewardRecords',
    path: '/api/member/rewards/records/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z
      .object({
        /** `activity`: only the activities' rewards (source `act:<id>`); default every source. */
        kind: z.enum(['all', 'activity']).optional(),
        /** Keyset paging: rewards older than this one (the previous page's `nextBeforeId`). */
        beforeId: z
          .string()
          .regex(/^\d{1,18}$/)
          .optional(),
        /** Rewards per page (default {@link REWARD_RECORDS_MAX}). */
        size: z.number().int().min(1).max(REWARD_RECORDS_MAX).optional(),
      })
      .strict(),
    output: z.object({
      list: z.array(
        z.object({
          id: idString,
          source: z.string(),
          title: z.string(),
          amount: money,
          turnoverRequired: money,
          createdAt: epochMs,
        }),
      ),
      /** The `beforeId` of the next page; null when there is none. */
      nextBeforeId: idString.nullable().optional(),
    }),
    summary: 'Rewards paid to the member with their source, newest first, a page at a time.',
    spec: SPEC,
  }),
  materialList: infoCall(
    'materialList',
    '/api/member/material/list/v1',
    listOf(
      z.object({
        submissionId: idString,
        purpose: z.enum(['bonus', 'identity', 'withdraw']),
        remark: z.string(),
        files: z.number().int(),
        status: z.enum(['pending', 'approved', 'rejected']),
        reviewNote: z.string(),
        createdAt: epochMs,
        reviewedAt: epochMs.nullable(),
      }),
    ),
    'The member’s material submissions and their review results.',
  ),
  materialSubmit: defineCall({
    id: 'member.materialSubmit',
    path: '/api/member/material/submit/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z
      .object({
        purpose: z.enum(['bonus', 'identity', 'withdraw']),
        files: z.array(dataUrl).min(1).max(5),
        remark: z.string().max(200),
      })
      .strict(),
    output: z.object({ submissionId: idString }),
    summary: 'Submit supporting material (base64 data URLs inside the encrypted body).',
    spec: SPEC,
  }),
} as const;
