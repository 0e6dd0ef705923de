import { z } from 'zod';
import { defineCall } from './define-call.ts';
import type { AuthMode } from './define-call.ts';
import {
  activityState,
  amountInput,
  emptyInput,
  epochMs,
  idString,
  idempotencyKey,
  listOf,
  memberSummary,
  money,
  noCache,
  optionalUrl,
  paged,
  pagingShape,
  rateString,
  ttl60,
} from './common.ts';

const SPEC = '§7 Activities';

/** A prize won by a draw, spin, grab or claim; `amount` is credited cash in minor units (0 for goods). */
const prize = z.object({
  prizeId: idString,
  name: z.string(),
  kind: z.enum(['cash', 'points', 'goods', 'nothing']),
  amount: money,
  imageUrl: optionalUrl,
});
const prizeOutput = z.object({ prize, balance: money });
const activityInput = z.object({ activityId: idString }).strict();
const activityMoveInput = z.object({ activityId: idString, idempotencyKey }).strict();

/**
 * Reads one activity's state; blocked members (black-tag, no-level, §6) get `eligible: false`. For
 * members only unless `auth` says otherwise (the type keeps which, for the server's handlers).
 */
function read<I extends z.ZodType, O extends z.ZodType, A extends AuthMode = 'member'>(
  name: string,
  path: string,
  input: I,
  output: O,
  summary: string,
  auth?: A,
) {
  return defineCall({
    id: `activity.${name}`,
    path,
    method: 'POST',
    encoding: 'encrypted-json',
    auth: auth ?? ('member' as A),
    cache: noCache,
    input,
    output,
    summary,
    spec: SPEC,
  });
}

/** A money-moving activity action (draw, spin, grab, claim): idempotent, answers activityBlacklist when barred. */
function move<I extends z.ZodType, O extends z.ZodType>(
  name: string,
  path: string,
  input: I,
  output: O,
  summary: string,
) {
  return defineCall({
    id: `activity.${name}`,
    path,
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input,
    output,
    summary,
    spec: SPEC,
  });
}

/** Which mechanic an activity runs; the activities tab opens the matching interactive piece. */
export const activityKind = z.enum([
  'promo',
  'sign',
  'lottery',
  'wheel',
  'quiz',
  'guess',
  'envelope',
  'first_deposit',
  'continuous_deposit',
  'invite',
  'novice',
  'back_flow',
  'barrier',
  'top_gift',
]);

const promotion = z.object({
  promotionId: idString,
  title: z.string(),
  kind: activityKind,
  category: z.enum(['newcomer', 'deposit', 'rebate', 'vip', 'sports', 'live', 'egame', 'other']),
  imageUrl: optionalUrl,
  startAt: epochMs,
  endAt: epochMs,
  applicable: z.boolean(),
});

/** A member's settled or open pick of a quiz or guess activity. */
const guessRecord = z.object({
  matchId: idString,
  title: z.string(),
  pick: z.number().int(),
  status: z.enum(['open', 'won', 'lost', 'void']),
  kickoffAt: epochMs,
});

/** Activity calls (spec §7 "Activities"); paths are `/api/activity/<module>/<verb>/v<n>`. */
export const activityCalls = {
  signGiftInfo: read(
    'signGiftInfo',
    '/api/activity/signGift/info/v1',
    activityInput,
    activityState.extend({
      signedDays: z.number().int(),
      signedToday: z.boolean(),
      rewards: z.array(prize),
      /** Sign-in days (site days, UTC+8) of the last five weeks with the streak each made. */
      calendar: z.array(z.object({ day: z.string(), streak: z.number().int() })).optional(),
    }),
    'Sign-in gift: days signed and the reward ladder.',
  ),
  signGiftSign: move(
    'signGiftSign',
    '/api/activity/signGift/sign/v1',
    activityMoveInput,
    prizeOutput,
    'Sign in today and take the day’s gift.',
  ),
  lotteryInfo: read(
    'lotteryInfo',
    '/api/activity/lottery/info/v1',
    activityInput,
    activityState.extend({ chances: z.number().int(), prizes: z.array(prize) }),
    'Lottery: chances left and prizes.',
  ),
  lotteryDraw: move(
    'lotteryDraw',
    '/api/activity/lottery/draw/v1',
    activityMoveInput,
    prizeOutput,
    'Draw once.',
  ),
  spinWheelInfo: read(
    'spinWheelInfo',
    '/api/activity/spinWheel/info/v1',
    activityInput,
    activityState.extend({ chances: z.number().int(), slots: z.array(prize) }),
    'Spin wheel: chances and slots.',
  ),
  spinWheelSpin: move(
    'spinWheelSpin',
    '/api/activity/spinWheel/spin/v1',
    activityMoveInput,
    prizeOutput.extend({ slotIndex: z.number().int() }),
    'Spin once.',
  ),
  euroQuizInfo: read(
    'euroQuizInfo',
    '/api/activity/euroQuiz/info/v1',
    activityInput,
    activityState.extend({
      questions: z.array(
        z.object({
          questionId: idString,
          title: z.string(),
          options: z.array(z.string()),
          answered: z.boolean(),
          picked: z.number().nullable().optional(),
          kickoffAt: epochMs.optional(),
        }),
      ),
      prize: money.optional(),
      records: z.array(guessRecord).optional(),
    }),
    'Euro quiz questions.',
  ),
  euroQuizAnswer: read(
    'euroQuizAnswer',
    '/api/activity/euroQuiz/answer/v1',
    z.object({ activityId: idString, questionId: idString, option: z.number().int().min(0).max(9) }).strict(),
    z.object({ accepted: z.boolean() }),
    'Answer one quiz question.',
  ),
  inviteInfo: read(
    'inviteInfo',
    '/api/activity/invite/info/v1',
    emptyInput,
    z.object({ inviteCode: z.string(), inviteUrl: z.string(), invited: z.number().int(), earned: money }),
    'Invite-friend code, link (/?i_code=…) and totals.',
  ),
  inviteRecords: read(
    'inviteRecords',
    '/api/activity/invite/records/v1',
    z.object(pagingShape).strict(),
    paged(z.object({ member: memberSummary, registeredAt: epochMs, reward: money })),
    'Invited friends and rewards.',
  ),
  novicePackages: read(
    'novicePackages',
    '/api/activity/novice/list/v1',
    emptyInput,
    listOf(
      z.object({
        packageId: idString,
        title: z.string(),
        reward: money,
        status: z.enum(['locked', 'claimable', 'claimed']),
      }),
    ),
    'Newcomer packages and their state.',
  ),
  noviceClaim: move(
    'noviceClaim',
    '/api/activity/novice/claim/v1',
    z.object({ packageId: idString, idempotencyKey }).strict(),
    prizeOutput,
    'Claim a newcomer package.',
  ),
  backFlowApply: move(
    'backFlowApply',
    '/api/activity/backFlow/apply/v1',
    activityMoveInput,
    prizeOutput,
    'Apply for the back-flow (returning member) offer.',
  ),
  guessInfo: read(
    'guessInfo',
    '/api/activity/guess/info/v1',
    activityInput,
    activityState.extend({
      matches: z.array(
        z.object({
          matchId: idString,
          title: z.string(),
          options: z.array(z.string()),
          picked: z.number().nullable(),
          kickoffAt: epochMs.optional(),
        }),
      ),
      prize: money.optional(),
      records: z.array(guessRecord).optional(),
    }),
    'Guess activity: matches to guess.',
  ),
  guessSubmit: read(
    'guessSubmit',
    '/api/activity/guess/submit/v1',
    z.object({ activityId: idString, matchId: idString, option: z.number().int().min(0).max(9) }).strict(),
    z.object({ accepted: z.boolean() }),
    'Submit a guess.',
  ),
  frontBarrier: read(
    'frontBarrier',
    '/api/activity/frontBarrier/check/v1',
    activityInput,
    z.object({ pass: z.boolean(), reason: z.enum(['ok', 'blackTag', 'noLevel', 'notStarted', 'ended']) }),
    'Front barrier: may this member open the activity page.',
    'optional',
  ),
  redEnvelopeInfo: read(
    'redEnvelopeInfo',
    '/api/activity/redEnvelope/info/v1',
    activityInput,
    activityState.extend({
      nextRoundAt: epochMs.nullable(),
      grabbedThisRound: z.boolean(),
      round: z
        .object({
          running: z.boolean(),
          endsAt: epochMs.nullable(),
          pool: money,
          remaining: money,
          grabbed: z.number().int(),
          perMember: z.number().int(),
        })
        .optional(),
    }),
    'Red envelope rounds.',
  ),
  redEnvelopeGrab: move(
    'redEnvelopeGrab',
    '/api/activity/redEnvelope/grab/v1',
    activityMoveInput,
    prizeOutput,
    'Grab a red envelope.',
  ),
  sponsor: defineCall({
    id: 'activity.sponsor',
    path: '/api/activity/sponsor/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: ttl60,
    input: z.object({ tab: z.enum(['zz', 'news']) }).strict(),
    output: listOf(z.object({ id: idString, title: z.string(), imageUrl: optionalUrl, linkUrl: z.string() })),
    summary: 'Sponsor page entries for a sponsor tab.',
    spec: SPEC,
  }),
  topGiftExchange: move(
    'topGiftExchange',
    '/api/activity/topGift/exchange/v1',
    z.object({ giftId: idString, quantity: z.number().int().min(1).max(99), idempotencyKey }).strict(),
    prizeOutput,
    'Exchange for a top gift.',
  ),
  topGiftList: read(
    'topGiftList',
    '/api/activity/topGift/list/v1',
    emptyInput,
    z.object({
      points: z.number().int(),
      list: z.array(
        z.object({
          giftId: idString,
          name: z.string(),
          costPoints: z.number().int(),
          cash: money,
          stock: z.number().int(),
        }),
      ),
    }),
    'Top gift exchange: the member’s points and the gifts with their price and stock.',
  ),
  barrierInfo: read(
    'barrierInfo',
    '/api/activity/barrier/info/v1',
    activityInput,
    activityState.extend({
      /** The counting period: this site week (Monday 00:00 Beijing time to the next). */
      periodFrom: epochMs,
      periodTo: epochMs,
      /** Valid turnover settled in the period (minor units). */
      turnover: money,
      tiers: z.array(
        z.object({
          tier: z.number().int(),
          turnover: money,
          reward: money,
          status: z.enum(['locked', 'claimable', 'claimed']),
        }),
      ),
    }),
    'Front barrier (闯关): the week’s valid turnover and each tier with its state.',
  ),
  barrierClaim: move(
    'barrierClaim',
    '/api/activity/barrier/claim/v1',
    z.object({ activityId: idString, tier: z.number().int().min(1).max(10), idempotencyKey }).strict(),
    prizeOutput,
    'Claim a reached front-barrier tier (once per tier and week).',
  ),
  promotionList: defineCall({
    id: 'activity.promotionList',
    path: '/api/activity/promotion/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: ttl60,
    input: z.object({ category: promotion.shape.category.optional() }).strict(),
    output: listOf(promotion),
    summary: 'Promotions list.',
    spec: SPEC,
  }),
  promotionDetail: read(
    'promotionDetail',
    '/api/activity/promotion/detail/v1',
    z.object({ promotionId: idString }).strict(),
    promotion.extend({
      contentHtml: z.string(),
      applyStatus: z.enum(['none', 'pending', 'approved', 'rejected']),
      status: z.enum(['upcoming', 'running', 'ended']).optional(),
      eligible: z.boolean().optional(),
      reason: z.string().nullable().optional(),
    }),
    'Promotion detail and the member’s apply state.',
    'optional',
  ),
  promotionApply: move(
    'promotionApply',
    '/api/activity/promotion/apply/v1',
    z.object({ promotionId: idString, idempotencyKey }).strict(),
    z.object({ applyId: idString, status: z.enum(['pending', 'approved']) }),
    'Apply for a promotion bonus.',
  ),
  continuousDeposit: read(
    'continuousDeposit',
    '/api/activity/deposit/continuous/v1',
    activityInput,
    activityState.extend({
      days: z.number().int(),
      tiers: z.array(z.object({ day: z.number().int(), reward: money })),
      optedIn: z.boolean().optional(),
    }),
    'Continuous-deposit progress and tiers.',
  ),
  firstDeposit: read(
    'firstDeposit',
    '/api/activity/deposit/first/v1',
    z.object({ amount: amountInput.optional() }).strict(),
    z.object({
      eligible: z.boolean(),
      /** Bonus rate as a decimal fraction ('0.5' = 50 %). */
      rate: rateString,
      maxBonus: money,
      estimatedBonus: money,
      activityId: idString.optional(),
      minDeposit: money.optional(),
      optedIn: z.boolean().optional(),
    }),
    'First-deposit bonus terms and an estimate for an amount.',
  ),
  blackTagCheck: read(
    'blackTagCheck',
    '/api/activity/blackTag/check/v1',
    emptyInput,
    z.object({ blackTag: z.boolean(), noLevel: z.boolean() }),
    'Activity black-tag / no-level check (§6).',
  ),
} as const;
