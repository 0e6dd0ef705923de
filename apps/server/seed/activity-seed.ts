import type { Queryable } from '../src/db/db.ts';
import { ACTIVITY_SEEDS, GIFT_SEEDS, SPONSOR_SEEDS } from '../src/modules/activity/activity-seed-data.ts';
import { upsertActivity } from '../src/modules/activity/activity-repository.ts';
import { upsertGift, upsertSponsorEntry } from '../src/modules/activity/activity-extras-repository.ts';

const DAY = 86_400_000;

/** Idempotent: activities, gifts and sponsor entries by id; an operator's edits are never overwritten. */
export async function seedActivities(tx: Queryable, now = Date.now()): Promise<void> {
  for (const [sort, a] of ACTIVITY_SEEDS.entries()) {
    await upsertActivity(
      tx,
      {
        imageUrl: '',
        needsReview: false,
        newMembersOnly: false,
        minLevel: 0,
        enabled: true,
        ...a,
        startAt: now - 30 * DAY,
        endAt: now + 365 * DAY,
        sort,
      },
      false,
    );
  }
  for (const g of GIFT_SEEDS) await upsertGift(tx, g, false);
  for (const [sort, e] of SPONSOR_SEEDS.entries()) await upsertSponsorEntry(tx, { ...e, sort });
}
