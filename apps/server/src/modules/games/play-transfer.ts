import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db } from '../../db/db.ts';
import { walletBalance } from '../wallet/ledger.ts';
import { moveAllIntoVenue, venueWallet } from '../wallet/venue-transfer-service.ts';
import { loadLaunch } from './play-service.ts';
import { msg } from '../../gateway/user-messages.ts';

/**
 * The game page's transfer-in: the whole centre balance into the launch's venue, for a member whose
 * auto-transfer is off and who would otherwise sit at 0.00. Through the wallet's ledger path (venue in
 * maintenance refused, balances locked in ledger order); `requestId` makes a repeated request move
 * nothing more, and a second request reads the centre balance after the first has emptied it.
 */
export async function transferCenterIntoGame(
  db: Db,
  input: { ticket: string; requestId: string },
  now: number,
): Promise<{ moved: number; balance: number; centerBalance: number }> {
  const launch = await loadLaunch(db, input.ticket, now);
  if (launch.demo || launch.memberId === null)
    throw new GatewayError(ErrorCode.badInput, msg('games.demoNoTransfer'));
  const memberId = launch.memberId;
  const moved = await moveAllIntoVenue(
    db,
    memberId,
    launch.venueCode,
    `game-topup:${input.ticket}:${input.requestId}`,
  );
  const [balance, centerBalance] = await Promise.all([
    walletBalance(db, memberId, venueWallet(launch.venueCode)),
    walletBalance(db, memberId, 'main'),
  ]);
  return { moved, balance, centerBalance };
}
