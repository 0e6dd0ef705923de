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

/**
 * A game code that opens venue `venueCode`'s lobby by the spec §2 rule, or null when the rule cannot
 * reach it. `by` opens with the default code; a two-letter code not starting with yb is its own lobby
 * code; a longer code or another `yb…` venue (e.g. the sports venue ybty: `yb…` goes to by) has none,
 * and is opened by launching the venue instead.
 *
 * @example venueLobbyCode('by') === 'ybegdz'; venueLobbyCode('pg') === 'pg'; venueLobbyCode('ybty') === null
 */
export function venueLobbyCode(venueCode: string): string | null {
  const code = venueCode.toLowerCase();
  if (code === EGAME_YB_VENUE) return EGAME_DEFAULT_GAME_CODE;
  return /^[a-z0-9]{2}$/.test(code) && egameVenueFor(code) === code ? code : null;
}

/**
 * The maintenance line of a venue: the operator's message when it already names the venue, otherwise
 * `<venue>维护中` with the message after a full-width colon. Operators often write the venue's name into
 * the message; prefixing it again read "CQ9电子维护中：CQ9电子维护中，…".
 *
 * @example venueMaintenanceText('CQ9电子', 'CQ9电子维护中，预计 06:00 恢复。') === 'CQ9电子维护中，预计 06:00 恢复。'
 * @example venueMaintenanceText('PG电子', '预计 06:00 恢复') === 'PG电子维护中：预计 06:00 恢复'
 */
export function venueMaintenanceText(venueName: string, message: string | null | undefined): string {
  const text = (message ?? '').trim();
  if (!text) return `${venueName}维护中`;
  return maintenanceNamesVenue(venueName, text) ? text : `${venueName}维护中：${text}`;
}

/** True when an operator's maintenance message already names the venue (so it is shown alone). */
export function maintenanceNamesVenue(venueName: string, message: string | null | undefined): boolean {
  return venueName !== '' && (message ?? '').includes(venueName);
}
