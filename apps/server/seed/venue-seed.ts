import type { Queryable } from '../src/db/db.ts';

/** code, name, category, status (0 usable), maintenance message, sort. */
type VenueRow = readonly [string, string, string, number, string | null, number];

/**
 * The demo venues: egames (the `by` venue answers `yb…` lobby codes, spec §2), live casino, cards,
 * fishing and the sports venues, each with its own ledger sub-balance. `cq` starts in maintenance so
 * the product shows that state out of the box.
 */
export const VENUES: readonly VenueRow[] = [
  ['by', 'Arena电子', 'egame', 0, null, 1],
  ['pg', 'PG电子', 'egame', 0, null, 2],
  ['jd', 'JDB电子', 'egame', 0, null, 3],
  ['cq', 'CQ9电子', 'egame', 1, 'CQ9电子维护中，预计 06:00 恢复。', 4],
  ['ag', 'AG真人', 'live', 0, null, 5],
  ['bg', 'BG真人', 'live', 0, null, 6],
  ['ky', '开元棋牌', 'chess', 0, null, 7],
  ['fs', '捕鱼达人', 'fishing', 0, null, 8],
  ['ybty', 'YB体育', 'sports', 0, null, 9],
  ['ybdj', 'YB电竞', 'esports', 0, null, 10],
];

/** Idempotent: adds missing venues, never overwrites an operator's change. */
export async function seedVenues(tx: Queryable): Promise<void> {
  for (const [code, name, category, status, message, sort] of VENUES) {
    await tx.query(
      `insert into venue (code, name, category, status, maintain_message, logo_url, sort)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict (code) do nothing`,
      [code, name, category, status, message, `/media/site/venue-${code}.svg`, sort],
    );
  }
}
