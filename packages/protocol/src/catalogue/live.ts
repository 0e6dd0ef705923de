import { z } from 'zod';
import { defineCall } from './define-call.ts';
import {
  amountInput,
  emptyInput,
  gift,
  idString,
  idempotencyKey,
  listOf,
  matchItem,
  memberSummary,
  money,
  noCache,
  paged,
  rateString,
  sport,
  liveTab,
  tokenCache,
  epochMs,
  urlString,
  dateString,
} from './common.ts';

const SPEC = '§7 Live/chat';

/** Live popular list input: page 1 and size 200 (spec §3, §9). */
export const liveListInput = z
  .object({
    page: z.literal(1),
    size: z.literal(200),
    sport: sport.optional(),
    tab: liveTab.optional(),
  })
  .strict();

/**
 * A live asset or stream address: empty, a same-origin path, or an absolute URL — in that order, since
 * the list is validated on every 1 s poll and nearly every value is a path (the cheap branch first).
 */
const liveAddress = z.union([
  z.literal(''),
  z
    .string()
    .max(2048)
    .regex(/^\/(?![/\\])\S*$/),
  urlString,
]);

/** Where a match is: before, playing, at a break, over (design, docs/live.md "Match clock"). */
export const matchPhase = z.enum(['scheduled', 'live', 'break', 'ended']);

/** One priced outcome; odds are decimal strings, never floats. */
const selection = z.object({ selectionId: idString, name: z.string(), odds: rateString });

/**
 * A live list item: the spec §3 match/anchor item with same-origin asset and stream paths allowed
 * (the server never builds absolute URLs from the Host header), plus designed fields ("other fields:
 * not shown"): the phase and clock text, the main market's prices, when the score or odds last moved,
 * and the room's cover.
 */
export const liveItem = matchItem.extend({
  homeLogo: liveAddress,
  visitLogo: liveAddress,
  animationUrl: liveAddress,
  videoWebUrl: liveAddress,
  anchor_flv_url: liveAddress,
  anchorInfo: z
    .object({
      anchorId: idString,
      nickName: z.string(),
      avatarUrl: liveAddress,
      followers: z.number().int(),
    })
    .nullable(),
  phase: matchPhase,
  clock: z.string(),
  odds: z.array(selection).max(3),
  updatedAt: epochMs,
  /** A streamer room's cover picture (16:9); absent on a match without a room. */
  coverUrl: liveAddress.optional(),
});
export type LiveItem = z.infer<typeof liveItem>;

/** What moves on a list row between two polls of the whole list (design, docs/live.md "Updates"). */
export const liveTick = liveItem.pick({
  matchId: true,
  homeScore: true,
  visitScore: true,
  phase: true,
  clock: true,
  isStart: true,
  anchorStatus: true,
  odds: true,
  updatedAt: true,
});

/**
 * One row of the schedule (赛程) or the results (赛果), design (docs/live.md "Schedule and results"):
 * a match occurrence on a China date. A result carries the final score and the prices at the close
 * (`odds`); a coming match its open prices.
 */
export const scheduleItem = z.object({
  matchId: idString,
  leagueId: idString,
  matchName: z.string(),
  matchClass: sport,
  homeName: z.string(),
  homeLogo: liveAddress,
  visitName: z.string(),
  visitLogo: liveAddress,
  startAt: z.string(),
  phase: matchPhase,
  homeScore: z.number().int().nullable(),
  visitScore: z.number().int().nullable(),
  odds: z.array(selection).max(3),
});
export type ScheduleItem = z.infer<typeof scheduleItem>;

/** What a member follows: a match (by match id) or a streamer (by anchor id). */
export const followKind = z.enum(['match', 'anchor']);

/** A followed streamer with the room to enter (design). */
export const followedAnchor = z.object({
  anchorId: idString,
  nickName: z.string(),
  avatarUrl: liveAddress,
  followers: z.number().int().nonnegative(),
  roomId: idString.nullable(),
  anchorStatus: z.number().int(),
});

const market = z.object({
  marketId: idString,
  name: z.string(),
  status: z.enum(['open', 'suspended', 'closed']),
  selections: z.array(selection),
});

const goldBalance = z.object({ gold: z.number().int().nonnegative() });

/** A gift of the catalogue (spec §3) whose icon and SVGA may be same-origin paths (`/media/gift/rose.svg`). */
export const giftItem = gift.extend({ url: liveAddress, svgaUrl: liveAddress });

/** The daily gold purchase cap in fen and what is left of it today (Beijing day; docs/gifts.md). */
const dailyLimit = {
  dailyLimit: z.number().int().nonnegative(),
  dailyLimitRemaining: z.number().int().nonnegative(),
};

/** Live matches, anchors, gifts and gold coins (spec §7 "Live/chat"); paths are `/api/live/<module>/<verb>/v<n>`. */
export const liveCalls = {
  popularList: defineCall({
    id: 'live.popularList',
    path: '/api/live/popular/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: liveListInput,
    output: paged(liveItem),
    summary: 'Popular live matches (page 1, size 200).',
    spec: SPEC,
  }),
  popularTicks: defineCall({
    id: 'live.popularTicks',
    path: '/api/live/popular/ticks/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: z
      .object({ sport: sport.optional(), tab: liveTab.optional(), since: epochMs.max(8_640_000_000_000_000) })
      .strict(),
    output: z.object({ list: z.array(liveTick), serverTime: epochMs }),
    summary:
      'What moved on a popular list (scores, clock, odds, streamer status) since `since`: polled at 1 Hz ' +
      'and merged into the list, which itself is read again every 15 s.',
    spec: SPEC,
  }),
  anchorList: defineCall({
    id: 'live.anchorList',
    path: '/api/live/anchor/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: liveListInput,
    output: paged(liveItem),
    summary: 'Popular anchor (streamer) rooms, same item shape (page 1, size 200).',
    spec: SPEC,
  }),
  schedule: defineCall({
    id: 'live.schedule',
    path: '/api/live/schedule/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: z
      .object({
        view: z.enum(['schedule', 'results']),
        date: dateString,
        sport: sport.exclude(['anchor']).optional(),
      })
      .strict(),
    output: z.object({
      list: z.array(scheduleItem),
      leagues: z.array(z.object({ leagueId: idString, name: z.string(), count: z.number().int() })),
    }),
    summary:
      'The schedule (coming and playing matches) or the results (finished matches, final score and ' +
      'closed prices) of one China date; designed (the spec lists no schedule call).',
    spec: SPEC,
  }),
  follow: defineCall({
    id: 'live.follow',
    path: '/api/live/follow/set/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ kind: followKind, targetId: idString, follow: z.boolean() }).strict(),
    output: z.object({
      kind: followKind,
      targetId: idString,
      followed: z.boolean(),
      followers: z.number().int().nonnegative().nullable(),
    }),
    summary: 'Follow or unfollow a match or a streamer (关注; a streamer answers its follower count).',
    spec: SPEC,
  }),
  followList: defineCall({
    id: 'live.followList',
    path: '/api/live/follow/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: emptyInput,
    output: z.object({ matches: z.array(liveItem), anchors: z.array(followedAnchor) }),
    summary: 'The matches and streamers the member follows, as they stand now (polled for the alerts).',
    spec: SPEC,
  }),
  odds: defineCall({
    id: 'live.odds',
    path: '/api/live/odds/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: z.object({ matchId: idString }).strict(),
    output: z.object({ matchId: idString, markets: z.array(market) }),
    summary: 'Odds of a match, decimal strings.',
    spec: SPEC,
  }),
  matchDetail: defineCall({
    id: 'live.matchDetail',
    path: '/api/live/match/detail/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: z.object({ matchId: idString }).strict(),
    output: liveItem.extend({
      chatRoomNo: idString.nullable(),
      stats: z.array(z.object({ name: z.string(), home: z.number(), visit: z.number() })),
    }),
    summary: 'One match with its chat room and stats.',
    spec: SPEC,
  }),
  playingVideo: defineCall({
    id: 'live.playingVideo',
    path: '/api/live/video/playing/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: z.object({ matchId: idString }).strict(),
    output: z.object({
      animationURL: liveAddress,
      flvURL: liveAddress,
      anchorURL: liveAddress,
    }),
    summary: 'Stream URLs per tab (ANIMATION, LIVE, ANCHOR, §3).',
    spec: SPEC,
  }),
  giftConfig: defineCall({
    id: 'live.giftConfig',
    path: '/api/live/gift/config/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: tokenCache,
    input: emptyInput,
    output: listOf(giftItem),
    summary: 'Gift catalogue: the active gifts in display order (docs/gifts.md).',
    spec: SPEC,
  }),
  giftRank: defineCall({
    id: 'live.giftRank',
    path: '/api/live/gift/rank/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: z.object({ anchorRoomId: idString, period: z.enum(['day', 'week', 'month']) }).strict(),
    output: listOf(z.object({ rank: z.number().int(), member: memberSummary, gold: z.number().int() })),
    summary:
      'Gift ranking of a room: members by gold coins sent there in the Beijing day, week (from Monday) ' +
      'or month, at most 50.',
    spec: SPEC,
  }),
  giftReward: defineCall({
    id: 'live.giftReward',
    path: '/api/live/gift/reward/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: z
      .object({
        giftId: z.number().int().positive(),
        count: z.number().int().min(1).max(9999),
        anchorRoomId: idString,
        matchId: idString.optional(),
        idempotencyKey,
      })
      .strict(),
    output: goldBalance.extend({ spent: z.number().int().positive() }),
    summary:
      'Send a gift to a streamer, paid in gold coins (permission-checked, §6); the room gets a gift push.',
    spec: SPEC,
  }),
  goldBalance: defineCall({
    id: 'live.goldBalance',
    path: '/api/live/gold/balance/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: emptyInput,
    output: goldBalance,
    summary: 'Gold-coin balance.',
    spec: SPEC,
  }),
  goldPurchase: defineCall({
    id: 'live.goldPurchase',
    path: '/api/live/gold/purchase/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: z.object({ amount: amountInput, idempotencyKey }).strict(),
    output: goldBalance.extend({ balance: money, goldAdded: z.number().int().positive(), ...dailyLimit }),
    summary:
      'Buy gold coins with main-wallet money: `amount` in fen, a multiple of 10 (10 fen = 1 coin); ' +
      'permission-checked (§6), at most the daily cap.',
    spec: SPEC,
  }),
  permissionCheck: defineCall({
    id: 'live.permissionCheck',
    path: '/api/live/permission/check/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ action: z.enum(['buyGold', 'giftAnchor']) }).strict(),
    output: z.object({
      allowed: z.boolean(),
      /** 0 when allowed, else the code the purchase or gift would be refused with (10281, 10282). */
      code: z.number().int(),
      reason: z.string(),
      ...dailyLimit,
    }),
    summary: 'May the member buy gold coins or gift a streamer (§6); the refusal reason in Chinese.',
    spec: '§6',
  }),
} as const;
