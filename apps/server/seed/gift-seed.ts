import type { Queryable } from '../src/db/db.ts';

/**
 * The gift catalogue (docs/gifts.md): price in gold coins; giftType 1 marks a
 * "big" gift (rocket, crown). Icons and SVGA files are named by giftCode.
 */
export const GIFTS = [
  { giftId: 1, giftCode: 'rose', name: '玫瑰', price: 1, giftType: 0 },
  { giftId: 2, giftCode: 'heart', name: '爱心', price: 10, giftType: 0 },
  { giftId: 3, giftCode: 'cheer', name: '加油', price: 50, giftType: 0 },
  { giftId: 4, giftCode: 'trophy', name: '奖杯', price: 100, giftType: 0 },
  { giftId: 5, giftCode: 'rocket', name: '火箭', price: 500, giftType: 1 },
  { giftId: 6, giftCode: 'crown', name: '皇冠', price: 1000, giftType: 1 },
] as const;

/** Idempotent: inserts the gifts that are missing, never changes one an operator edited. */
export async function seedGifts(db: Queryable): Promise<void> {
  for (const [i, g] of GIFTS.entries()) {
    await db.query(
      `insert into gift (gift_id, gift_type, status, gift_code, price, name, sort)
       values ($1, $2, 1, $3, $4, $5, $6) on conflict (gift_id) do nothing`,
      [g.giftId, g.giftType, g.giftCode, g.price, g.name, (i + 1) * 10],
    );
  }
}
