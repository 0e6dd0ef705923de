import { z } from 'zod';
import { CHAT_MESSAGE_TYPE } from '@arena/domain';
import type { CachePolicy, PathTriple } from './define-call.ts';

/*
 * Shared sub-schemas of the call catalogue (spec §3, §7).
 * Inputs are strict (unknown keys rejected); outputs are lenient (unknown keys stripped) so a newer
 * server can add fields without breaking an older client. Shape bounds only: the detailed rules of
 * spec §5 (password mix, real-name script, Luhn, phone prefixes) live in @arena/domain.
 */

/** No cache (spec §7 "Caching"). */
export const noCache: CachePolicy = { kind: 'none' };
/** Token-keyed whitelist cache for slow-changing config (spec §7 "Caching"). */
export const tokenCache: CachePolicy = { kind: 'token-keyed' };
/** 60 s local cache for lists (spec §7 "a 60 s local cache", §9 "cached list default 60 s"). */
export const ttl60: CachePolicy = { kind: 'ttl', ttlMs: 60_000 };

/** The empty strict input of calls that take no payload. */
export const emptyInput = z.object({}).strict();

/** The answer of a call whose only result is success (`code === 0`). */
export const ackOutput = z.object({ ok: z.boolean() });

/** An opaque server identifier (orders, cards, messages …). */
export const idString = z.string().min(1).max(64);
/** A short code such as a venue, channel or bank code. */
export const codeString = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
/** Free text shown to users. */
export const text = (max: number) => z.string().max(max);
/** An absolute http(s) URL. */
export const urlString = z.url({ protocol: /^https?$/ }).max(2048);
/** A URL that may be empty when the asset is missing. */
export const optionalUrl = z.union([urlString, z.literal('')]);
/** A `data:` URL carrying a base64 image or PDF, at most ~4 MB encoded (upload proof, avatar, material). */
export const dataUrl = z
  .string()
  .max(5_600_000)
  .regex(/^data:(image\/(png|jpeg|webp|gif)|application\/pdf);base64,[A-Za-z0-9+/=]+$/);

/** Epoch milliseconds; every designed timestamp uses it ("Response field names: not shown", §7). */
export const epochMs = z.number().int().nonnegative();
/** `YYYY-MM-DD HH:mm:ss` local time, the spec's match start format (§3). */
export const dateTimeString = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
/** `YYYY-MM-DD` calendar date for record filters. */
export const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Inclusive date range filter of record lists. */
export const dateRangeShape = { startDate: dateString, endDate: dateString };

/**
 * Money is integer minor units end to end (HOUSE-STYLE "Shared limits"): fen for RMB, hundredths for
 * USDT (spec §5 "up to two decimals"). Input amounts are positive and at most 8 integer digits (§5).
 */
export const amountInput = z.number().int().positive().max(9_999_999_999);
/** A signed balance or movement in minor units. */
export const money = z.number().int();
/** An exchange or yield rate as a decimal string, never a float. */
export const rateString = z.string().regex(/^\d{1,9}(\.\d{1,12})?$/);
/** Key a money-moving call sends once and never replays on another line (docs/protocol.md). */
export const idempotencyKey = z.string().min(8).max(64);

/** Wallet types (spec §3, §9). */
export const walletType = z.enum(['RMB', 'USDT']);
/** Status 0 inactive, 1 active, 2 disabled (spec §3 "Enumerations"). */
export const entityStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);
/** Sports (spec §3). */
export const sport = z.enum(['football', 'basketball', 'esports', 'anchor']);
/** Live tabs (spec §3). */
export const liveTab = z.enum(['ANIMATION', 'LIVE', 'ANCHOR']);
/** Bind steps (spec §3). */
export const bindStep = z.enum(['userRealNameBind', 'userInfoBind', 'selectRealName', 'selectUSDT']);
/** Device family of the caller, for launch and banners. */
export const device = z.enum(['h5', 'pc']);
/** Verification-code delivery channel (spec §7 "sendCode v3 (phone or email)"). */
export const codeChannel = z.enum(['phone', 'email']);

/** A member user name, phone or email used to log in; shape only. */
export const loginName = z.string().min(2).max(64);
/** A password as typed; shape only (rules of §5 in @arena/domain). */
export const passwordField = z.string().min(1).max(64);
/** An international calling code such as `86`. */
export const areaCode = z.string().regex(/^\d{1,4}$/);
/** A phone number, digits only, 4 to 13 long (spec §5, §9). */
export const phoneNumber = z.string().regex(/^\d{4,13}$/);
/** An email address, shape only. */
export const emailField = z.email().max(128);
/** An SMS or email verification code. */
export const verifyCode = z.string().regex(/^\d{4,8}$/);
/** Withdraw password: six digits (spec §5). */
export const withdrawPassword = z.string().regex(/^\d{6}$/);

/**
 * Result of a security verification dialog (spec §4): merged into the retried request as `safeCheck`.
 * Only calls that may answer `needSafe` (10020) accept it.
 */
export const safeCheck = z
  .object({
    type: z.enum(['image', 'afs', 'anji']),
    ticket: z.string().min(1).max(4096),
    captchaId: idString.optional(),
  })
  .strict();

/** Paging input; page size is capped at 200, the live-list size (spec §9). */
export const pagingShape = {
  page: z.number().int().min(1).max(100_000),
  size: z.number().int().min(1).max(200),
};
/** Strict paging input alone. */
export const pagingInput = z.object(pagingShape).strict();

/** A page of `item`s. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    size: z.number().int().min(1),
  });
}

/** A plain list of `item`s. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item) });
}

/**
 * Builds the anonymous / web / app paths of a chat-family call (spec §6), e.g.
 * `chatPaths('room/detail/v1')` → `/api/chat/anon/room/detail/v1`, `/api/chat/web/…`, `/api/chat/app/…`.
 */
export function chatPaths(rest: string): PathTriple {
  return { anonymous: `/api/chat/anon/${rest}`, web: `/api/chat/web/${rest}`, app: `/api/chat/app/${rest}` };
}

/** Public profile of a member (spec §3 "Member: name, id"). */
export const memberSummary = z.object({
  id: idString,
  name: z.string(),
  nickName: z.string(),
  avatarUrl: optionalUrl,
  vipLevel: z.number().int().min(0).max(99),
});
export type MemberSummary = z.infer<typeof memberSummary>;

/** Banner of the banner lists (spec §7 "banner lists v1 and v2"). */
export const banner = z.object({
  id: idString,
  title: z.string(),
  imageUrl: urlString,
  linkUrl: optionalUrl,
  sort: z.number().int(),
});

/** Marquee item (spec §3); category 1 shows only between its start and end (spec §4). */
export const marqueeItem = z.object({
  id: idString,
  content: z.string(),
  category: z.number().int().min(0).max(9),
  pmdTimerStart: epochMs.nullable(),
  pmdTimerEnd: epochMs.nullable(),
});
export type MarqueeItem = z.infer<typeof marqueeItem>;

/** Venue channel entry (spec §3); a sports venue is usable only when `status` is 0 (spec §4). */
export const venueChannel = z.object({
  channelCode: codeString,
  name: z.string(),
  status: z.number().int(),
  isDisplay: z.boolean(),
});

/** A game venue / brand. */
export const venue = z.object({
  venueCode: codeString,
  name: z.string(),
  logoUrl: optionalUrl,
  category: z.enum(['sports', 'live', 'egame', 'lottery', 'chess', 'fishing', 'esports']),
  status: z.number().int(),
  maintainMessage: z.string().nullable(),
});

/** A launchable game. */
export const gameItem = z.object({
  gameCode: codeString,
  venueCode: codeString,
  name: z.string(),
  iconUrl: optionalUrl,
  category: venue.shape.category,
  isHot: z.boolean(),
  isNew: z.boolean(),
  collected: z.boolean(),
  demoAvailable: z.boolean(),
});
export type GameItem = z.infer<typeof gameItem>;

/**
 * Anchor status: 1, 2 and 3 are the three 'on' values that allow entering; 0 not started,
 * 4 interrupted, 5 ended (spec §4; numbers designed, "not shown").
 */
export const anchorStatus = z.number().int().min(0).max(5);
/** The three 'on' anchor statuses (spec §4). */
export const ANCHOR_STATUS_ON: readonly number[] = [1, 2, 3];

/**
 * Match / anchor list item (spec §3), already normalised by the server: `matchId` is the eid (dpid for
 * DPTY), `visitScore` comes from guestScore, OBTY is YB and IMTY is IM, `anchor_status` and `tid` are
 * folded into `anchorStatus` and `leagueId`.
 */
export const matchItem = z.object({
  matchId: idString,
  homeName: z.string(),
  homeLogo: optionalUrl,
  visitName: z.string(),
  visitLogo: optionalUrl,
  homeScore: z.number().int().nonnegative().nullable(),
  visitScore: z.number().int().nonnegative().nullable(),
  startAt: dateTimeString,
  animationUrl: optionalUrl,
  matchName: z.string(),
  anchorInfo: z
    .object({ anchorId: idString, nickName: z.string(), avatarUrl: optionalUrl, followers: z.number().int() })
    .nullable(),
  matchClass: sport,
  venueName: z.string(),
  anchorStatus,
  isStart: z.boolean(),
  videoWebUrl: optionalUrl,
  anchor_flv_url: optionalUrl,
  isInAnchorTab: z.boolean(),
  leagueId: idString,
  ballClassId: z.number().int(),
  anchorType: z.enum(['pureMatch', 'castLive']),
  anchorRoomId: idString.nullable(),
  roomInfo: z.object({ desc: z.string(), title: z.string() }),
});
export type MatchItem = z.infer<typeof matchItem>;

/** Gift (spec §3); `price` is in gold coins, `giftCode` the old id. */
export const gift = z.object({
  giftId: z.number().int().positive(),
  giftType: z.number().int().min(0).max(9),
  status: entityStatus,
  giftCode: z.string(),
  price: z.number().int().nonnegative(),
  name: z.string(),
  url: urlString,
  svgaUrl: optionalUrl,
});
export type Gift = z.infer<typeof gift>;

/** Chat message types (spec §3), the one table in packages/domain. */
export const ChatMsgType = CHAT_MESSAGE_TYPE;

const chatBase = {
  id: z.string().max(64),
  venueName: z.string(),
  siteId: z.number().int(),
  siteSeries: z.string(),
  sentAt: epochMs,
};
const sender = z.object({ userId: idString, username: z.string(), level: z.number().int().min(0).max(99) });

/** Chat message (spec §3), discriminated by `msgType`; push payloads use the renamed fields of §3. */
export const chatMessage = z.discriminatedUnion('msgType', [
  z.object({ ...chatBase, msgType: z.literal(ChatMsgType.text), content: z.string(), sender }),
  z.object({ ...chatBase, msgType: z.literal(ChatMsgType.order), content: z.string(), sender }),
  z.object({
    ...chatBase,
    msgType: z.literal(ChatMsgType.giftPush),
    content: sender.extend({ giftId: z.number().int(), giftName: z.string(), count: z.number().int() }),
  }),
  z.object({
    ...chatBase,
    msgType: z.literal(ChatMsgType.orderPush),
    content: z.object({
      id: idString,
      categoryName: z.string(),
      itemName: z.string(),
      score: z.string(),
      teamLogo: optionalUrl,
      venueName: z.string(),
    }),
  }),
  z.object({
    ...chatBase,
    msgType: z.literal(ChatMsgType.revertOrderPush),
    content: z.object({ id: idString }),
  }),
  z.object({
    ...chatBase,
    msgType: z.literal(ChatMsgType.welcome),
    content: z.object({
      id: idString,
      username: z.string(),
      type: z.number().int(),
      data: z.object({ userId: idString }),
    }),
  }),
]);
export type ChatMessage = z.infer<typeof chatMessage>;

/** A claimable bonus row shared by welfare, rebate, dividends and upgrade gifts. */
export const bonusItem = z.object({
  id: idString,
  title: z.string(),
  amount: money,
  status: z.enum(['locked', 'claimable', 'claimed', 'expired']),
  expiresAt: epochMs.nullable(),
});

/** Simple activity state shared by the activity `info` calls. */
export const activityState = z.object({
  activityId: idString,
  title: z.string(),
  startAt: epochMs,
  endAt: epochMs,
  status: z.enum(['upcoming', 'running', 'ended']),
  eligible: z.boolean(),
  rulesHtml: z.string(),
});
