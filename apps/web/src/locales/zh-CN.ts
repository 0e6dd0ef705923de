import { shellZhCN } from './parts/shell.zh-CN.ts';
import { accountZhCN } from './parts/account.zh-CN.ts';
import { walletZhCN } from './parts/wallet.zh-CN.ts';
import { gamesZhCN } from './parts/games.zh-CN.ts';
import { liveZhCN } from './parts/live.zh-CN.ts';
import { liveRoomsZhCN } from './parts/live-rooms.zh-CN.ts';
import { giftsZhCN } from './parts/gifts.zh-CN.ts';
import { homeZhCN } from './parts/home.zh-CN.ts';
import { errorsZhCN } from './parts/errors.zh-CN.ts';
import { messagesZhCN } from './parts/messages.zh-CN.ts';
import { rewardsZhCN } from './parts/rewards.zh-CN.ts';
import { activitiesZhCN } from './parts/activities.zh-CN.ts';
import { supportZhCN } from './parts/support.zh-CN.ts';
import { newsZhCN } from './parts/news.zh-CN.ts';
import { sportsbookZhCN } from './parts/sportsbook.zh-CN.ts';
import { responsibleZhCN } from './parts/responsible.zh-CN.ts';
import { opsToolsZhCN } from './parts/ops-tools.zh-CN.ts';
import { siteZhCN } from './parts/site.zh-CN.ts';

/** Simplified Chinese: the one enabled language (spec §1). Keys are typed from this object. */
export const zhCN = {
  ...shellZhCN,
  ...accountZhCN,
  ...walletZhCN,
  ...gamesZhCN,
  ...liveZhCN,
  ...liveRoomsZhCN,
  ...giftsZhCN,
  ...homeZhCN,
  ...errorsZhCN,
  ...messagesZhCN,
  ...rewardsZhCN,
  ...activitiesZhCN,
  ...supportZhCN,
  ...newsZhCN,
  ...sportsbookZhCN,
  ...responsibleZhCN,
  ...opsToolsZhCN,
  ...siteZhCN,
} as const;

/** The shape every other catalogue must match (keys only; values are any string). */
export type Catalogue = DeepStrings<typeof zhCN>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
