import type { Queryable } from '../../db/db.ts';

/**
 * SQL of activity_gift, activity_exchange and activity_sponsor_entry. The invite and newcomer mechanics
 * read what they need of members through auth/member-directory.ts.
 */

// ── top gift exchange ───────────────────────────────────────────────────────────────────────────────

export interface GiftRow {
  id: string;
  activityId: string;
  name: string;
  costPoints: number;
  cash: number;
  stock: number;
}
interface GiftDb {
  id: string;
  activity_id: string;
  name: string;
  cost_points: number;
  cash: number;
  stock: number;
}
const toGift = (r: GiftDb): GiftRow => ({
  id: r.id,
  activityId: r.activity_id,
  name: r.name,
  costPoints: r.cost_points,
  cash: r.cash,
  stock: r.stock,
});

export async function findGift(q: Queryable, id: string): Promise<GiftRow | null> {
  const { rows } = await q.query<GiftDb>('select * from activity_gift where id = $1', [id]);
  const r = rows[0];
  return r ? toGift(r) : null;
}

export async function listGifts(q: Queryable): Promise<GiftRow[]> {
  const { rows } = await q.query<GiftDb>('select * from activity_gift order by cost_points, id');
  return rows.map(toGift);
}

/** Takes `quantity` from the stock; false when not enough is left (stock never goes negative). */
export async function takeGiftStock(tx: Queryable, id: string, quantity: number): Promise<boolean> {
  const { rows } = await tx.query(
    'update activity_gift set stock = stock - $2 where id = $1 and stock >= $2 returning id',
    [id, quantity],
  );
  return rows.length > 0;
}

export async function upsertGift(q: Queryable, g: GiftRow, overwrite: boolean): Promise<void> {
  await q.query(
    `insert into activity_gift (id, activity_id, name, cost_points, cash, stock) values ($1, $2, $3, $4, $5, $6)
     on conflict (id) do ${
       overwrite
         ? 'update set name = excluded.name, cost_points = excluded.cost_points, cash = excluded.cash, stock = excluded.stock'
         : 'nothing'
     }`,
    [g.id, g.activityId, g.name, g.costPoints, g.cash, g.stock],
  );
}

/** Records an exchange under the member's key; null when the key was used before. */
export async function insertExchange(
  tx: Queryable,
  e: { giftId: string; memberId: number; key: string; quantity: number; points: number },
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into activity_exchange (gift_id, member_id, idem_key, quantity, points) values ($1, $2, $3, $4, $5)
     on conflict (member_id, idem_key) do nothing returning id`,
    [e.giftId, e.memberId, e.key, e.quantity, e.points],
  );
  const r = rows[0];
  return r ? r.id : null;
}

// ── sponsor ─────────────────────────────────────────────────────────────────────────────────────────

export async function sponsorEntries(q: Queryable, tab: 'zz' | 'news') {
  const { rows } = await q.query<{ id: string; title: string; image_url: string; link_url: string }>(
    'select id, title, image_url, link_url from activity_sponsor_entry where tab = $1 order by sort, id',
    [tab],
  );
  return rows.map((r) => ({ id: r.id, title: r.title, imageUrl: r.image_url, linkUrl: r.link_url }));
}

export async function upsertSponsorEntry(
  q: Queryable,
  e: { id: string; tab: 'zz' | 'news'; title: string; imageUrl: string; linkUrl: string; sort: number },
): Promise<void> {
  await q.query(
    `insert into activity_sponsor_entry (id, tab, title, image_url, link_url, sort) values ($1, $2, $3, $4, $5, $6)
     on conflict (id) do nothing`,
    [e.id, e.tab, e.title, e.imageUrl, e.linkUrl, e.sort],
  );
}
