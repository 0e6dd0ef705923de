import { ANCHOR_AVATAR_LIST, MAX_SPONSOR_TABS } from './platform-constants.ts';

/** Sponsor tab kinds by setting value 0–2 (spec §6 "Sponsor setting values 0 to 2 map to tabs: none, zz, news"). */
export const SPONSOR_TABS = ['none', 'zz', 'news'] as const;
/** A sponsor tab kind (spec §6). */
export type SponsorTab = (typeof SPONSOR_TABS)[number];

/** Tab kind for a sponsor setting (spec §6); values outside 0–2 read as `none` (design). */
export function sponsorTabFor(setting: number | string | null | undefined): SponsorTab {
  const index = Number(setting);
  return Number.isInteger(index) ? (SPONSOR_TABS[index] ?? 'none') : 'none';
}

/** The sponsor tabs to show: at most 3, in order (spec §9 "max 3 sponsor tabs"). */
export function limitSponsorTabs<T>(tabs: readonly T[]): T[] {
  return tabs.slice(0, MAX_SPONSOR_TABS);
}

/** The anchor avatars to show: at most 3, in order (spec §9 "anchor avatar list 3"). */
export function limitAnchorAvatars<T>(avatars: readonly T[]): T[] {
  return avatars.slice(0, ANCHOR_AVATAR_LIST);
}
