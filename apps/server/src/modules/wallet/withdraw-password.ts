import type { Db } from '../../db/db.ts';
import { verifyWithdrawPassword } from '../member/withdraw-password-service.ts';

/**
 * The withdraw password check of money calls and card binding: the member module's rule (six digits,
 * wrong tries counted and locked after five, 10211–10213). It gets the Db, not a transaction, so a wrong
 * try is counted even though the call then changes nothing.
 */
export async function checkWithdrawPassword(
  db: Db,
  memberId: number,
  password: string,
  now: number,
): Promise<void> {
  await verifyWithdrawPassword(db, memberId, password, new Date(now));
}
