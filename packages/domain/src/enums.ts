/** Live tabs and the URL field each one plays (spec §3 "tabs ANIMATION, LIVE, ANCHOR (fields animationURL, flvURL, anchorURL)"). */
export const LIVE_TAB_URL_FIELD = {
  ANIMATION: 'animationURL',
  LIVE: 'flvURL',
  ANCHOR: 'anchorURL',
} as const;

/** A live tab (spec §3). */
export type LiveTab = keyof typeof LIVE_TAB_URL_FIELD;
/** The live tabs in display order (spec §3). */
export const LIVE_TABS: readonly LiveTab[] = ['ANIMATION', 'LIVE', 'ANCHOR'];

/** The URL a tab plays from a source carrying the three fields; `''` when missing (spec §3). */
export function liveTabUrl(
  tab: LiveTab,
  source: Partial<Record<(typeof LIVE_TAB_URL_FIELD)[LiveTab], string>>,
): string {
  return source[LIVE_TAB_URL_FIELD[tab]] ?? '';
}

/** Sports (spec §3 "sports football, basketball, esports, anchor"). */
export const SPORTS = ['football', 'basketball', 'esports', 'anchor'] as const;
/** A sport (spec §3). */
export type Sport = (typeof SPORTS)[number];

/** Bind steps (spec §3 "bind steps userRealNameBind, userInfoBind, selectRealName, selectUSDT"). */
export const BIND_STEPS = ['userRealNameBind', 'userInfoBind', 'selectRealName', 'selectUSDT'] as const;
/** A bind step (spec §3). */
export type BindStep = (typeof BIND_STEPS)[number];

/** Status values (spec §3 "status 0 inactive, 1 active, 2 disabled"). */
export const ENTITY_STATUS = { inactive: 0, active: 1, disabled: 2 } as const;
/** A status value (spec §3). */
export type EntityStatus = (typeof ENTITY_STATUS)[keyof typeof ENTITY_STATUS];
/** A status name (spec §3). */
export type EntityStatusName = keyof typeof ENTITY_STATUS;

/** Name of a status value, or `null` for values outside 0–2 (spec §3). */
export function entityStatusName(value: number): EntityStatusName | null {
  const names = Object.keys(ENTITY_STATUS) as EntityStatusName[];
  return names.find((name) => ENTITY_STATUS[name] === value) ?? null;
}
