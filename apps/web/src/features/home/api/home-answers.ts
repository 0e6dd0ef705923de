import { pickHotMatches } from '@arena/domain';
import type { CallOutput, catalogue } from '@arena/protocol';

type Cat = typeof catalogue;
export type BannerAnswer = CallOutput<Cat['site']['bannerListV1']>;
export type NoticeAnswer = CallOutput<Cat['site']['specialNoticeGet']>;
export type PopularAnswer = CallOutput<Cat['live']['popularList']>;
export type HomeBanner = BannerAnswer['list'][number];
export type HotMatch = PopularAnswer['list'][number];

/**
 * What home's queries keep of each answer, shared by the query functions (after the gateway) and the
 * first paint (the answers that came with the page): one rule, whichever way the answer arrived.
 * No gateway or zod here: the first paint imports it.
 */
/** The catalogue ids of those calls (the page's answers are keyed by them; a test checks them). */
export const homeCalls = {
  banners: 'site.bannerListV1',
  notices: 'site.specialNoticeGet',
  popular: 'live.popularList',
} as const;

export const homeInputs = {
  banners: { position: 'home' },
  notices: {},
  popular: { page: 1, size: 200 },
} as const;

/** Banners in the operator's order (spec §7 "banner lists"). */
export const bannersOf = (answer: BannerAnswer): HomeBanner[] =>
  [...answer.list].sort((a, b) => a.sort - b.sort);

export const noticesOf = (answer: NoticeAnswer) => answer.list;

/** The first matches in play (domain `pickHotMatches`, the same cut the server makes for the page). */
export const hotOf = (answer: PopularAnswer): HotMatch[] => pickHotMatches(answer.list);
