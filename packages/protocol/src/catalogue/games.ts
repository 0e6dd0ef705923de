import { z } from 'zod';
import { defineCall } from './define-call.ts';
import {
  ackOutput,
  amountInput,
  codeString,
  dateRangeShape,
  device,
  emptyInput,
  epochMs,
  gameItem,
  idString,
  idempotencyKey,
  listOf,
  money,
  noCache,
  paged,
  pagingShape,
  rateString,
  ttl60,
  urlString,
  venue,
  venueChannel,
  walletType,
} from './common.ts';
import { assetUrl, optionalAssetUrl } from './site.ts';

const SPEC = '§7 Games';

/** Launch payload (spec §3 "Launch payload additions": resetDpDomain, rollbackAddress, isUseCache). */
const launchShape = {
  venueCode: codeString,
  gameCode: codeString.optional(),
  channelCode: codeString.optional(),
  device,
  resetDpDomain: z.boolean(),
  rollbackAddress: urlString,
  isUseCache: z.boolean(),
};
/** The game page: an absolute URL, or a same-origin path (the server never builds URLs from Host). */
const launchOutput = z.object({ url: assetUrl.nullable(), html: z.string().nullable() });

/** A lobby game: the shared game item with its brand, tags, hot rank and collect count. */
const lobbyGame = gameItem.extend({
  iconUrl: optionalAssetUrl,
  brandCode: codeString,
  tags: z.array(z.string().max(32)),
  /** 1 = hottest; null when not hot. */
  hotRank: z.number().int().min(1).nullable(),
  /** Members who collected it (shown in 10k units, §9). */
  collectCount: z.number().int().nonnegative(),
});
export type LobbyGame = z.infer<typeof lobbyGame>;

/** A brand (studio or series) inside a venue: the lobby's tabs. */
const gameBrand = z.object({
  brandCode: codeString,
  venueCode: codeString,
  name: z.string(),
  gameCount: z.number().int().nonnegative(),
});

/**
 * A venue: its name (screens show names, never codes), category, logo and state. `isDisplay` is whether
 * the venue bar offers it: its default channel entry is displayed after the site flags (spec §3
 * isDisplay), and, while in maintenance, only with isDisplayMaintainVenue.
 */
const lobbyVenue = venue.extend({ logoUrl: optionalAssetUrl, isDisplay: z.boolean() });
export type LobbyVenue = z.infer<typeof lobbyVenue>;

const venueBalance = z.object({ venueCode: codeString, balance: money, maintaining: z.boolean() });
/** Result of a transfer: the two balances after it, in minor units. */
const transferOutput = z.object({ orderNo: idString, centerBalance: money, venueBalance: money });

const gameRecord = z.object({
  betId: idString,
  venueCode: codeString,
  gameCode: codeString,
  gameName: z.string(),
  /** What happened, e.g. `押大 · 掷出 5`. */
  detail: z.string(),
  betAmount: money,
  validAmount: money,
  winLoss: money,
  status: z.enum(['unsettled', 'settled', 'cancelled']),
  betAt: epochMs,
  settledAt: epochMs.nullable(),
  /** The provably fair data of the round (engine, committed seed hash, client seed, nonce); null for older rounds. */
  fair: z
    .object({
      engine: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      nonce: z.number().int(),
    })
    .nullable()
    .optional(),
  /** A sportsbook parlay's legs, in leg order, each with its own result (absent for other records). */
  legs: z
    .array(
      z.object({
        /** The match, e.g. `英超 曼城 vs 阿森纳`. */
        match: z.string().max(120),
        /** Market and pick, e.g. `全场独赢 主胜`. */
        pick: z.string().max(80),
        odds: z.string().max(16),
        /** The leg's outcome in words (待结算, 赢, 赢一半 …), with the final score once known. */
        result: z.string().max(40),
        status: z.enum(['pending', 'won', 'lost', 'push', 'half_won', 'half_lost', 'void']),
      }),
    )
    .max(8)
    .optional(),
});

/**
 * Game and venue calls (spec §7 "Games"); paths are `/api/game/<module>/<verb>/v<n>`. Transfers follow
 * §3: `api_name` is the venue money goes into, `transfer_out` the venue it comes out of.
 */
export const gameCalls = {
  launch: defineCall({
    id: 'games.launch',
    path: '/api/game/launch/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object(launchShape).strict(),
    output: launchOutput,
    summary: 'Launch a game or venue lobby: a URL, or HTML to write into a new window.',
    spec: SPEC,
  }),
  demoLaunch: defineCall({
    id: 'games.demoLaunch',
    path: '/api/game/demoLaunch/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: z.object(launchShape).strict(),
    output: launchOutput,
    summary: 'Launch a game in demo mode; visitors allowed.',
    spec: SPEC,
  }),
  gameList: defineCall({
    id: 'games.gameList',
    path: '/api/game/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: ttl60,
    input: z
      .object({
        ...pagingShape,
        venueCode: codeString.optional(),
        brandCode: codeString.optional(),
        category: venue.shape.category.optional(),
        keyword: z.string().max(32).optional(),
      })
      .strict(),
    output: paged(lobbyGame),
    summary: 'Games filtered by venue, category or keyword (60 s cache, skipped for AG venues).',
    spec: SPEC,
  }),
  hot: defineCall({
    id: 'games.hot',
    path: '/api/game/hot/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: ttl60,
    input: z
      .object({
        venueCode: codeString.optional(),
        category: venue.shape.category.optional(),
        size: z.number().int().min(1).max(50),
      })
      .strict(),
    output: listOf(lobbyGame),
    summary: 'Hot games.',
    spec: SPEC,
  }),
  brands: defineCall({
    id: 'games.brands',
    path: '/api/game/brands/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: ttl60,
    input: z.object({ venueCode: codeString.optional(), category: venue.shape.category.optional() }).strict(),
    output: listOf(gameBrand),
    summary: 'Brands (studios) of a venue or category, with their game counts: the lobby tabs.',
    spec: SPEC,
  }),
  collectionList: defineCall({
    id: 'games.collectionList',
    path: '/api/game/collection/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ ...pagingShape, venueCode: codeString.optional() }).strict(),
    output: paged(lobbyGame),
    summary: 'The member’s collected games, newest first.',
    spec: SPEC,
  }),
  collectionAdd: defineCall({
    id: 'games.collectionAdd',
    path: '/api/game/collection/add/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ venueCode: codeString, gameCode: codeString }).strict(),
    output: z.object({ collectCount: z.number().int() }),
    summary: 'Collect a game; answers the new collect count (shown in 10k units, §9).',
    spec: SPEC,
  }),
  collectionRemove: defineCall({
    id: 'games.collectionRemove',
    path: '/api/game/collection/remove/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ venueCode: codeString, gameCode: codeString }).strict(),
    output: z.object({ collectCount: z.number().int() }),
    summary: 'Remove a collected game.',
    spec: SPEC,
  }),
  venueBalance: defineCall({
    id: 'games.venueBalance',
    path: '/api/game/balance/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ venueCode: codeString }).strict(),
    output: venueBalance,
    summary: 'Balance held in one venue.',
    spec: SPEC,
  }),
  totalAssets: defineCall({
    id: 'games.totalAssets',
    path: '/api/game/totalAssets/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: emptyInput,
    output: z.object({
      /** Every wallet in fen, the USDT wallet valued at `usdtToRmbRate`. */
      total: money,
      /** Every wallet in USDT micro-units, the CNY wallets valued at `rmbToUsdtRate` (USDT sites show this). */
      totalUsdt: money,
      /** RMB per USDT when USDT is converted to RMB, and when RMB is converted to USDT (the quote rates). */
      usdtToRmbRate: rateString,
      rmbToUsdtRate: rateString,
      center: money,
      usdt: money,
      yeb: money,
      venues: z.array(venueBalance.extend({ name: z.string() })),
    }),
    summary:
      'Total assets: centre, USDT, yield wallet and every venue (with its name), valued at the quote rates.',
    spec: SPEC,
  }),
  transferIn: defineCall({
    id: 'games.transferIn',
    path: '/api/game/transfer/in/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: z.object({ api_name: codeString, amount: amountInput, walletType, idempotencyKey }).strict(),
    output: transferOutput,
    summary: 'Move money from the centre wallet into venue api_name.',
    spec: SPEC,
  }),
  transferOut: defineCall({
    id: 'games.transferOut',
    path: '/api/game/transfer/out/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: z.object({ transfer_out: codeString, amount: amountInput, walletType, idempotencyKey }).strict(),
    output: transferOutput,
    summary: 'Move money out of venue transfer_out back to the centre wallet.',
    spec: SPEC,
  }),
  oneClickIn: defineCall({
    id: 'games.oneClickIn',
    path: '/api/game/transfer/oneClickIn/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: z.object({ api_name: codeString, idempotencyKey }).strict(),
    output: transferOutput,
    summary: 'Move the whole centre balance into venue api_name.',
    spec: SPEC,
  }),
  oneClickRecovery: defineCall({
    id: 'games.oneClickRecovery',
    path: '/api/game/transfer/oneClickRecovery/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: z.object({ idempotencyKey }).strict(),
    output: z.object({ batchNo: idString, pending: z.number().int(), centerBalance: money }),
    summary: 'Recover every venue balance to the centre wallet; returns a batch to confirm.',
    spec: SPEC,
  }),
  oneClickConfirm: defineCall({
    id: 'games.oneClickConfirm',
    path: '/api/game/transfer/oneClickConfirm/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ batchNo: idString }).strict(),
    output: z.object({
      done: z.boolean(),
      centerBalance: money,
      list: z.array(venueBalance.extend({ status: z.enum(['pending', 'success', 'failed']) })),
    }),
    summary: 'Confirm the result of a one-click recovery batch (read only).',
    spec: SPEC,
  }),
  autoTransferGet: defineCall({
    id: 'games.autoTransferGet',
    path: '/api/game/autoTransfer/get/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: emptyInput,
    output: z.object({ enabled: z.boolean() }),
    summary: 'Wallet auto-transfer on/off status (§4).',
    spec: '§4',
  }),
  autoTransferSet: defineCall({
    id: 'games.autoTransferSet',
    path: '/api/game/autoTransfer/set/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ enabled: z.boolean() }).strict(),
    output: ackOutput,
    summary: 'Turn wallet auto-transfer on or off.',
    spec: '§4',
  }),
  maintenanceCheck: defineCall({
    id: 'games.maintenanceCheck',
    path: '/api/game/maintenance/check/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: z.object({ venueCode: codeString }).strict(),
    output: z.object({
      venueCode: codeString,
      venueName: z.string(),
      category: venue.shape.category,
      logoUrl: optionalAssetUrl,
      status: z.number().int(),
      message: z.string(),
      startAt: epochMs.nullable(),
      endAt: epochMs.nullable(),
      /** Site flag isDisplayMaintainVenue: show the venue greyed while in maintenance (else hide it). */
      displayWhileMaintaining: z.boolean(),
    }),
    summary: 'Venue maintenance; a sports venue is usable only when status is 0 (§4).',
    spec: SPEC,
  }),
  gameRecords: defineCall({
    id: 'games.gameRecords',
    path: '/api/game/records/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ ...pagingShape, ...dateRangeShape, venueCode: codeString.optional() }).strict(),
    output: paged(gameRecord).extend({ totalBet: money, totalWinLoss: money }),
    summary: 'Bet records with page totals.',
    spec: SPEC,
  }),
  venueList: defineCall({
    id: 'games.venueList',
    path: '/api/game/venue/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: z.object({ category: venue.shape.category.optional() }).strict(),
    output: listOf(lobbyVenue),
    summary:
      'Every enabled venue in display order with its name and whether the venue bar shows it (isDisplay, isDisplayMaintainVenue, §3).',
    spec: SPEC,
  }),
  venueChannelList: defineCall({
    id: 'games.venueChannelList',
    path: '/api/game/venue/channel/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: ttl60,
    input: z.object({ venueCode: codeString }).strict(),
    output: listOf(venueChannel),
    summary: 'Channels of a venue (channelCode, status, isDisplay, §3).',
    spec: SPEC,
  }),
} as const;
