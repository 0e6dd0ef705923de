import type { Queryable } from '../../db/db.ts';
import type { RankPeriod } from './gift-periods.ts';
import { periodStart } from './gift-periods.ts';
import { RANK_SIZE } from './gift-config.ts';

export interface GiftRow {
  giftId: number;
  giftType: number;
  status: 0 | 1 | 2;
  giftCode: string;
  price: number;
  name: string;
}

interface GiftDbRow {
  gift_id: number;
  gift_type: number;
  status: number;
  gift_code: string;
  price: number;
  name: string;
}

const toGift = (r: GiftDbRow): GiftRow => ({
  giftId: r.gift_id,
  giftType: r.gift_type,
  status: r.status as 0 | 1 | 2,
  giftCode: r.gift_code,
  price: r.price,
  name: r.name,
});

/** Icon and animation paths of a gift: files GW's media routes serve (docs/gifts.md). */
export const giftMedia = (giftCode: string) => ({
  url: `/media/gift/${giftCode}.svg`,
  svgaUrl: `/media/gift/${giftCode}.svga`,
});

/** The gifts on offer (status 1), in display order. */
export async function readActiveGifts(q: Queryable): Promise<GiftRow[]> {
  const { rows } = await q.query<GiftDbRow>(
    'select gift_id, gift_type, status, gift_code, price, name from gift where status = 1 order by sort, gift_id',
  );
  return rows.map(toGift);
}

export async function readGift(q: Queryable, giftId: number): Promise<GiftRow | null> {
  const { rows } = await q.query<GiftDbRow>(
    'select gift_id, gift_type, status, gift_code, price, name from gift where gift_id = $1',
    [giftId],
  );
  const row = rows[0];
  return row ? toGift(row) : null;
}

export interface RankRow {
  memberId: number;
  gold: number;
}

/**
 * Members by gold coins sent in a room since the period's start (Beijing boundaries), most first; ties go
 * to who reached the sum first, then the lower member id.
 */
export async function readRank(
  q: Queryable,
  roomId: string,
  period: RankPeriod,
  now: number,
): Promise<RankRow[]> {
  const { rows } = await q.query<{ member_id: number; gold: number }>(
    `select s.member_id, sum(s.gold) as gold
       from gift_send s
      where s.room_id = $1 and s.sent_at >= $2 and s.sent_at <= $3
      group by s.member_id
      order by sum(s.gold) desc, max(s.sent_at) asc, s.member_id asc
      limit ${RANK_SIZE}`,
    [roomId, periodStart(period, now), now],
  );
  return rows.map((r) => ({ memberId: r.member_id, gold: r.gold }));
}

/** Puts a member on the gift block list (spec §6), or with `blocked: false` takes them off. */
export async function setGiftBlock(
  db: Queryable,
  memberId: number,
  blocked: boolean,
  reason: string,
): Promise<void> {
  await db.query(
    blocked
      ? `insert into gift_block (member_id, reason) values ($1, $2)
         on conflict (member_id) do update set reason = excluded.reason`
      : 'delete from gift_block where member_id = $1',
    blocked ? [memberId, reason] : [memberId],
  );
}

/** Sets one gift's status (1 on, 0 inactive, 2 disabled); false when no such gift. */
export async function setGiftStatus(db: Queryable, giftId: number, status: number): Promise<boolean> {
  const { rows } = await db.query('update gift set status = $2 where gift_id = $1 returning gift_id', [
    giftId,
    status,
  ]);
  return rows.length > 0;
}

/** Whether an operator barred the member from buying gold and sending gifts. */
export async function isGiftBlocked(q: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await q.query('select 1 from gift_block where member_id = $1', [memberId]);
  return rows.length > 0;
}

/** Records a sent gift with its ledger movement. */
export async function insertGiftSend(
  q: Queryable,
  s: {
    memberId: number;
    roomId: string;
    giftId: number;
    count: number;
    gold: number;
    /** Epoch milliseconds, as the other gift writes store it. */
    at: number;
    ledgerTxId: string;
  },
): Promise<void> {
  await q.query(
    `insert into gift_send (member_id, room_id, gift_id, count, gold, sent_at, ledger_tx_id)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [s.memberId, s.roomId, s.giftId, s.count, s.gold, s.at, s.ledgerTxId],
  );
}
