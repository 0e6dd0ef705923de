import type { Db, Queryable } from '../../db/db.ts';

/**
 * The rules of the modules above the wallet that its money calls obey, handed in when the app is built
 * (app.ts): the wallet sits below responsible play, rewards, activities and the member profile (they
 * all move money through it), so it names what it needs here instead of importing them.
 */
export interface WalletHooks {
  /** Responsible play: refuses (throws) a deposit order beyond the member's limits or in a break. */
  guardDeposit(
    tx: Queryable,
    memberId: number,
    order: { amount: number; currency: string },
    now: number,
  ): Promise<void>;
  /** Responsible play: refuses (throws) money going into a venue during a break or past a loss limit. */
  guardTransferIn(q: Queryable, memberId: number, now: number): Promise<void>;
  /** Rewards: refuses (throws) a withdrawal while bonus turnover (流水) is still to be played. */
  assertWithdrawable(tx: Queryable, memberId: number): Promise<void>;
  /**
   * Runs in a settled CNY deposit's transaction, in order (VIP progress, then deposit-driven activity
   * rewards), so a deposit and what it earns commit together.
   */
  depositSettled: readonly ((
    tx: Queryable,
    d: { memberId: number; amount: number; orderNo: string; now: number },
  ) => Promise<void>)[];
  /**
   * Member profile: checks the withdraw password (wrong tries counted and locked, 10211–10213). Gets
   * the Db, not a transaction, so a wrong try is counted even though the call then changes nothing.
   */
  checkWithdrawPassword(db: Db, memberId: number, password: string, now: number): Promise<void>;
}

let hooks: WalletHooks | null = null;

export function setWalletHooks(next: WalletHooks): void {
  hooks = next;
}

/** The wired hooks; a wallet call before the app wired them is a programming error. */
export function walletHooks(): WalletHooks {
  if (!hooks) throw new Error('the wallet hooks are not wired (app.ts setWalletHooks)');
  return hooks;
}
