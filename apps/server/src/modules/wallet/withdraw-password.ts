import type { Db } from '../../db/db.ts';
import { walletHooks } from './wallet-hooks.ts';

/**
 * The withdraw password check of money calls and card binding: the member module's rule (six digits,
 * wrong tries counted and locked after five, 10211–10213), wired in through the wallet's hooks. It gets
 * the Db, not a transaction, so a wrong try is counted even though the call then changes nothing.
 */
export function checkWithdrawPassword(
  db: Db,
  memberId: number,
  password: string,
  now: number,
): Promise<void> {
  return walletHooks().checkWithdrawPassword(db, memberId, password, now);
}
