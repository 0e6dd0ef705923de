import type { Queryable } from '../../db/db.ts';
import { readConfigInfo } from '../site/site-config-service.ts';

/** The spec §3 site config flags the games area obeys (values live in site_config_info). */
export interface GameSiteFlags {
  /** anchorGameSwitch: the anchor-game (ZBYX) channel exists at all. */
  anchorGameSwitch: boolean;
  /** siteAnchorGameEntranceV4: the anchor-game entrance is shown. */
  anchorGameEntranceV4: boolean;
  /** ZBYX channel names; the first names the ZBYX channel entry. */
  zbyxChannelNames: string[];
  /** hideZBYXRecords: leave rounds played through the ZBYX channel out of game records. */
  hideZbyxRecords: boolean;
  /** isDisplay: venue channel entries are shown. */
  isDisplay: boolean;
  /** isDisplayMaintainVenue: a venue in maintenance is still shown (greyed). */
  isDisplayMaintainVenue: boolean;
}

/** The site_config_info keys of {@link GameSiteFlags}. */
export const GAME_FLAG_KEYS = [
  'anchorGameSwitch',
  'siteAnchorGameEntranceV4',
  'ZBYXChannelNames',
  'hideZBYXRecords',
  'isDisplay',
  'isDisplayMaintainVenue',
] as const;

function names(value: string | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return []; // a malformed operator value means "no names": the seeded channel name stays
  }
}

/** Reads the flags; a missing flag takes its seeded default ('1' for the switches, '0' for hiding). */
export async function readGameSiteFlags(q: Queryable): Promise<GameSiteFlags> {
  const values = new Map((await readConfigInfo(q, GAME_FLAG_KEYS)).map((r) => [r.keyCode, r.value]));
  const on = (key: (typeof GAME_FLAG_KEYS)[number], fallback: string) =>
    (values.get(key) ?? fallback) === '1';
  return {
    anchorGameSwitch: on('anchorGameSwitch', '1'),
    anchorGameEntranceV4: on('siteAnchorGameEntranceV4', '1'),
    zbyxChannelNames: names(values.get('ZBYXChannelNames')),
    hideZbyxRecords: on('hideZBYXRecords', '0'),
    isDisplay: on('isDisplay', '1'),
    isDisplayMaintainVenue: on('isDisplayMaintainVenue', '1'),
  };
}

/** The anchor-game channel code (spec §3 "ZBYX channel names"). */
export const ZBYX = 'ZBYX';
