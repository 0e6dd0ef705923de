import type { Queryable } from '../../db/db.ts';

/**
 * What sign-up and login need of the rewards module, handed in when the app is built (app.ts): auth
 * sits below rewards (rewards reads members through auth), so it names these here instead of
 * importing rewards.
 */
export interface AuthHooks {
  /** The member's VIP level, answered with a new session (0 when never played). */
  vipLevel(q: Queryable, memberId: number): Promise<number>;
  /** Keeps the date of birth given at registration, in the registration's transaction. */
  recordBirthDate(tx: Queryable, memberId: number, birthDate: string): Promise<void>;
}

let hooks: AuthHooks | null = null;

export function setAuthHooks(next: AuthHooks): void {
  hooks = next;
}

/** The wired hooks; a sign-up or login before the app wired them is a programming error. */
export function authHooks(): AuthHooks {
  if (!hooks) throw new Error('the auth hooks are not wired (app.ts setAuthHooks)');
  return hooks;
}
