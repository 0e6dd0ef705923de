/** Wire venue codes renamed for display (spec §3 "venueName (OBTY maps to YB, IMTY to IM)"). */
export const VENUE_NAME_MAP: Readonly<Record<string, string>> = { OBTY: 'YB', IMTY: 'IM' };
/** The venue whose match id is `dpid` instead of `eid` (spec §3). */
export const VENUE_DPTY = 'DPTY';

/** Display venue name (spec §3); unmapped names pass through. */
export function mapVenueName(venueName: string): string {
  return VENUE_NAME_MAP[venueName] ?? venueName;
}

/** Status of a usable sports venue (spec §4 "usable only when its status is 0"). */
export const SPORTS_VENUE_USABLE_STATUS = 0;
/** Where the user goes when a sports venue is not usable (spec §4 "otherwise the user goes home"). */
export const SPORTS_VENUE_FALLBACK_ROUTE = '/app/home';

/** True when a sports venue channel status is 0 (spec §3 channel entry "status", §4); `'0'` counts. */
export function isSportsVenueUsable(status: number | string | null | undefined): boolean {
  return (
    status !== null && status !== undefined && status !== '' && Number(status) === SPORTS_VENUE_USABLE_STATUS
  );
}

/** Default egame game code when the route has none (spec §2 "default venue ybegdz"). */
export const EGAME_DEFAULT_GAME_CODE = 'ybegdz';
/** Venue for game codes starting with `yb` (spec §2 "a code starting with yb goes to by"). */
export const EGAME_YB_VENUE = 'by';

/**
 * Egame lobby venue for `/app/egame/{gameCode}` (spec §2): no code means `ybegdz`; a code starting with
 * `yb` (design: any case) goes to `by`; otherwise the first two letters lowercased.
 */
export function egameVenueFor(gameCode: string | null | undefined): string {
  const code =
    gameCode === null || gameCode === undefined || gameCode.trim() === ''
      ? EGAME_DEFAULT_GAME_CODE
      : gameCode.trim();
  return code.toLowerCase().startsWith('yb') ? EGAME_YB_VENUE : code.slice(0, 2).toLowerCase();
}

/** Route of an egame lobby (spec §2 `/app/egame/{gameCode}`), the code URI-encoded. */
export function egameLobbyPath(gameCode: string = EGAME_DEFAULT_GAME_CODE): string {
  return `/app/egame/${encodeURIComponent(gameCode)}`;
}
