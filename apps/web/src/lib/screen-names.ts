import { matchPath } from 'react-router';
import { paths } from './paths.ts';

/** Catalogue keys of the screen titles a member may be sent back to after login. */
const SCREEN_TITLES = [
  [paths.home, 'nav.home'],
  [paths.live, 'live.title'],
  [paths.liveRoom, 'liveRoom.title'],
  [paths.games, 'gamesLobby.title'],
  [`${paths.games}/:gameCode`, 'gamesLobby.title'],
  [paths.gameRecords, 'gameRecords.title'],
  [paths.activities, 'activities.title'],
  [paths.me, 'me.title'],
  [paths.mePassword, 'password.title'],
  [paths.meSecurity, 'security.title'],
  [paths.meAvatar, 'avatar.title'],
  [paths.meNotices, 'securityNotices.title'],
  [paths.wallet, 'wallet.title'],
  [paths.walletDeposit, 'wallet.deposit.title'],
  [paths.walletWithdraw, 'wallet.withdraw.title'],
  [paths.walletTransfer, 'wallet.transfer.title'],
  [paths.walletRecords, 'wallet.records.title'],
  [paths.vip, 'rewards.vip.title'],
  [paths.welfare, 'rewards.welfare.title'],
  [paths.points, 'rewards.points.title'],
  [paths.rebate, 'rewards.rebate.title'],
  [paths.coupon, 'rewards.coupon.title'],
  [paths.birthday, 'rewards.birthday.title'],
  [paths.dividends, 'rewards.dividends.title'],
  [paths.materials, 'rewards.materials.title'],
  [paths.cs, 'cs.title'],
] as const;

export type ScreenTitleKey = (typeof SCREEN_TITLES)[number][1];

/**
 * The title key of the screen at an app path ("/app/me/security?x=1" → security.title), or null for a
 * path that is no known screen: people read screen names, not addresses.
 */
export function screenTitleKey(target: string): ScreenTitleKey | null {
  const pathname = target.split(/[?#]/)[0] ?? '';
  const found = SCREEN_TITLES.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname));
  return found ? found[1] : null;
}
