/**
 * Every number and fixed value of spec §9 (and the §7/§8 timings), named once for web, server and bench
 * (HOUSE-STYLE "Shared limits"). The functions using them live beside their rule.
 */

/** Page the live popular list asks for (spec §3 "the live list call adds page 1"). */
export const LIVE_LIST_PAGE = 1;
/** Live popular list page size (spec §3, §9 "page size 200"). */
export const LIVE_LIST_PAGE_SIZE = 200;

/** First server-time fetch delay: 6.666 s after start (spec §9). */
export const SERVER_TIME_FIRST_FETCH_MS = 6666;
/** Server-time resync interval (spec §9 "resync every 60 s"). */
export const SERVER_TIME_RESYNC_MS = 60_000;
/** Server-time request timeout (spec §9 "request timeout 5 s"). */
export const SERVER_TIME_REQUEST_TIMEOUT_MS = 5000;
/** Clock comparison threshold: 2 minutes (spec §9). */
export const SERVER_TIME_THRESHOLD_MS = 120_000;

/** Card list display merges up to this many entries (spec §9). */
export const CARD_LIST_MERGE_MAX = 3;
/** Debounce delay (spec §9 "debounce 300 ms"). */
export const DEBOUNCE_MS = 300;

/** Site ids above this map to {@link SITE_ID_FALLBACK} (spec §9 "site id above 5005 maps to 5000"). */
export const SITE_ID_MAX_DIRECT = 5005;
/** The site id every site above 5005 maps to (spec §9). */
export const SITE_ID_FALLBACK = 5000;

/** Request timeout when credentials are off (spec §7 "5 s when credentials are off", §9). */
export const TIMEOUT_CREDENTIALS_OFF_MS = 5000;
/** Request timeout otherwise (spec §7 "else 30 s", §9). */
export const TIMEOUT_DEFAULT_MS = 30_000;
/** IP or device block alerts are de-duplicated within this window (spec §8, §9 "700 ms"). */
export const IP_BLOCK_DEDUP_MS = 700;
/** Delay before a verification dialog may reopen (spec §4, §9 "verification reopen 500 ms"). */
export const VERIFY_REOPEN_DELAY_MS = 500;
/** 'network timed out' toast duration (spec §8 "for 1.5 s"). */
export const TOAST_TIMEOUT_MS = 1500;
/** 'network exception' toast duration (spec §8 "for 1 s"). */
export const TOAST_NETWORK_ERROR_MS = 1000;

/** Chat viewer level at or below which a viewer is "low" (spec §6, §9 "level threshold 4"). */
export const VIEWER_LEVEL_THRESHOLD = 4;
/** Most sponsor tabs shown (spec §9 "max 3 sponsor tabs"). */
export const MAX_SPONSOR_TABS = 3;
/** Anchor avatars shown in a list (spec §9 "anchor avatar list 3"). */
export const ANCHOR_AVATAR_LIST = 3;
/** Default life of a cached list (spec §7 "a 60 s local cache", §9 "cached list default 60 s"). */
export const CACHE_TTL_DEFAULT_MS = 60_000;

/** Marquee lists shorter than this are padded (spec §9 "marquee padding to 4 or 5"). */
export const MARQUEE_MIN_ENTRIES = 4;
/** A single marquee item is repeated to this many entries (spec §4 "repeated to 5 entries"). */
export const MARQUEE_SINGLE_REPEAT = 5;
/** Two or three marquee items are repeated this many times (spec §4 "tripled"). */
export const MARQUEE_SMALL_REPEAT = 3;

/** Page title scrolls when longer than this in Safari (spec §4 "28 characters in Safari"). */
export const TITLE_SCROLL_THRESHOLD_SAFARI = 28;
/** Page title scrolls when longer than this elsewhere (spec §4 "15 in other browsers"). */
export const TITLE_SCROLL_THRESHOLD_DEFAULT = 15;
/** Page title scroll step (spec §4, §9 "title scroll step 300 ms"). */
export const TITLE_SCROLL_STEP_MS = 300;

/** Client version sent with most calls (spec §3 login "version", §9 "client version 1.1.0"). */
export const CLIENT_VERSION = '1.1.0';
/** Page build date (spec §9 "page build dated 2025-08-19"). */
export const PAGE_BUILD_DATE = '2025-08-19';

/** Wallet types (spec §3 transfer, §9 "wallet types RMB and USDT"). */
export const WALLET_TYPES = ['RMB', 'USDT'] as const;
/** A wallet type (spec §3, §9). */
export type WalletType = (typeof WALLET_TYPES)[number];

/**
 * World-cup match ids (spec §9 "a list of three"; design): the three ids the demo seed uses for the
 * World Cup feature matches — opening match, semi-final, final — in the `eid` format of the live list.
 */
export const WORLD_CUP_MATCH_IDS = ['2026061101', '2026071401', '2026071901'] as const;

/** True when a match id is one of the world-cup matches (spec §9). */
export function isWorldCupMatch(matchId: string): boolean {
  return (WORLD_CUP_MATCH_IDS as readonly string[]).includes(matchId);
}

/** Request timeout for a call (spec §7 "5 s when credentials are off, else 30 s"). */
export function requestTimeoutMs(credentialsOff: boolean): number {
  return credentialsOff ? TIMEOUT_CREDENTIALS_OFF_MS : TIMEOUT_DEFAULT_MS;
}

/**
 * Whether an IP/device-block alert should show (spec §8 "de-duplicated for 700 ms"): always for the
 * first, then only once 700 ms or more have passed since the last one shown.
 */
export function shouldAlertIpBlock(lastAlertAt: number | null, now: number): boolean {
  return lastAlertAt === null || now - lastAlertAt >= IP_BLOCK_DEDUP_MS;
}

/** Query of the live popular list call (spec §3 "adds page 1 and size 200"). */
export function liveListQuery(): { readonly page: number; readonly size: number } {
  return { page: LIVE_LIST_PAGE, size: LIVE_LIST_PAGE_SIZE };
}
