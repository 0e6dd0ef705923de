import type { Queryable } from '../../db/db.ts';

/** Whether a member may receive no promotions now (responsible play: a time-out or self-exclusion). */
export type PromotionGate = (q: Queryable, memberId: number, now: number) => Promise<boolean>;

let gate: PromotionGate = () => Promise.resolve(false);

/**
 * The app wires responsible play's rule in here, so the message module imports no module that
 * sends it letters (responsible play reaches wallet, games and rewards, which all send letters).
 */
export function setPromotionGate(next: PromotionGate): void {
  gate = next;
}

/** The wired rule; no promotions are held back until the app has wired one. */
export const promotionsBlocked: PromotionGate = (q, memberId, now) => gate(q, memberId, now);
