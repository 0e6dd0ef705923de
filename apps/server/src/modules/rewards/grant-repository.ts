import type { Queryable } from '../../db/db.ts';

/** All SQL of reward_offer, reward_grant and coupon. */

const ms = (v: Date | null) => (v === null ? null : v.getTime());

/** What every offer and payment names: whose, why, once per which period, its title and amount. */
export interface RewardLine {
  memberId: number;
  /** 'upgrade', 'birthday', 'month', 'week', 'rebate', 'coupon' … (activities add their own). */
  source: string;
  /** The period the claim is once per: 'L3', '2026', '2026-11', '2026-W48', a coupon code … */
  period: string;
  /** Shown in the member's records (ledger remark) and reward lists. */
  title: string;
  /** CNY fen credited to the main wallet. */
  amount: number;
}

export interface OfferRow extends RewardLine {
  id: number;
  turnoverMultiple: number;
  expiresAt: number | null;
  claimed: boolean;
}

interface OfferDb {
  id: number;
  member_id: number;
  source: string;
  period: string;
  title: string;
  amount: number;
  turnover_multiple: number;
  expires_at: Date | null;
  claimed: boolean;
}
const toOffer = (r: OfferDb): OfferRow => ({
  id: r.id,
  memberId: r.member_id,
  source: r.source,
  period: r.period,
  title: r.title,
  amount: r.amount,
  turnoverMultiple: r.turnover_multiple,
  expiresAt: ms(r.expires_at),
  claimed: r.claimed,
});
const offerCols = `o.id, o.member_id, o.source, o.period, o.title, o.amount, o.turnover_multiple, o.expires_at,
  exists (select 1 from reward_grant g where g.member_id = o.member_id and g.source = o.source
          and g.period = o.period) as claimed`;

/** Creates an offer unless the member already has one for the source and period; true when created. */
export async function insertOffer(
  tx: Queryable,
  o: RewardLine & { turnoverMultiple: number; expiresAt?: Date | null },
): Promise<boolean> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into reward_offer (member_id, source, period, title, amount, turnover_multiple, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (member_id, source, period) do nothing returning id`,
    [o.memberId, o.source, o.period, o.title, o.amount, o.turnoverMultiple, o.expiresAt ?? null],
  );
  return rows.length > 0;
}

/** Upgrade-gift offers for every level in (from, to] with a gift, in one statement. */
export async function insertUpgradeOffers(tx: Queryable, memberId: number, from: number, to: number) {
  await tx.query(
    `insert into reward_offer (member_id, source, period, title, amount, turnover_multiple)
     select $1, 'upgrade', 'L' || level, name || ' 晋级礼金', upgrade_gift, 1 from vip_level
     where level > $2 and level <= $3 and upgrade_gift > 0
     on conflict (member_id, source, period) do nothing`,
    [memberId, from, to],
  );
}

export async function memberOffers(q: Queryable, memberId: number, source?: string): Promise<OfferRow[]> {
  const { rows } = await q.query<OfferDb>(
    `select ${offerCols} from reward_offer o where o.member_id = $1 and ($2::text is null or o.source = $2)
     order by o.created_at desc, o.id desc limit 100`,
    [memberId, source ?? null],
  );
  return rows.map(toOffer);
}

export async function findOffer(q: Queryable, memberId: number, id: number): Promise<OfferRow | null> {
  const { rows } = await q.query<OfferDb>(
    `select ${offerCols} from reward_offer o where o.member_id = $1 and o.id = $2`,
    [memberId, id],
  );
  const r = rows[0];
  return r ? toOffer(r) : null;
}

/**
 * Takes the (member, source, period) key of a payment; null when it was taken before (the claim
 * was paid). On PostgreSQL a concurrent twin waits here for the first to commit, then gets null.
 */
export async function insertGrant(
  tx: Queryable,
  g: RewardLine & { turnoverRequired: number; turnoverBase: number },
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into reward_grant (member_id, source, period, title, amount, turnover_required, turnover_base)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (member_id, source, period) do nothing returning id`,
    [g.memberId, g.source, g.period, g.title, g.amount, g.turnoverRequired, g.turnoverBase],
  );
  const r = rows[0];
  return r ? r.id : null;
}

export async function setGrantTx(tx: Queryable, grantId: number, txId: string): Promise<void> {
  await tx.query('update reward_grant set ledger_tx_id = $2 where id = $1', [grantId, txId]);
}

export async function grantExists(q: Queryable, memberId: number, source: string, period: string) {
  const { rows } = await q.query<{ id: number }>(
    'select id from reward_grant where member_id = $1 and source = $2 and period = $3',
    [memberId, source, period],
  );
  return rows.length > 0;
}

/** The amount of a member's grant under (source, period), or null when there is none. */
export async function grantAmount(
  q: Queryable,
  memberId: number,
  source: string,
  period: string,
): Promise<number | null> {
  const { rows } = await q.query<{ amount: number }>(
    'select amount from reward_grant where member_id = $1 and source = $2 and period = $3',
    [memberId, source, period],
  );
  const r = rows[0];
  return r ? r.amount : null;
}

export interface GrantRow {
  id: number;
  source: string;
  period: string;
  title: string;
  amount: number;
  turnoverRequired: number;
  turnoverBase: number;
  createdAt: number;
}

interface GrantDb {
  id: number;
  source: string;
  period: string;
  title: string;
  amount: number;
  turnover_required: number;
  turnover_base: number;
  created_at: Date;
}
const grantCols = 'id, source, period, title, amount, turnover_required, turnover_base, created_at';
const toGrant = (r: GrantDb): GrantRow => ({
  id: r.id,
  source: r.source,
  period: r.period,
  title: r.title,
  amount: r.amount,
  turnoverRequired: r.turnover_required,
  turnoverBase: r.turnover_base,
  createdAt: r.created_at.getTime(),
});

/** A member's payments, newest first. */
export async function memberGrants(q: Queryable, memberId: number, limit = 50): Promise<GrantRow[]> {
  const { rows } = await q.query<GrantDb>(
    `select ${grantCols} from reward_grant
     where member_id = $1 order by created_at desc, id desc limit $2`,
    [memberId, limit],
  );
  return rows.map(toGrant);
}

/**
 * A page of a member's payments, newest first by id (keyset: those older than `beforeId`), only the
 * activities' (`act:` sources) when `activityOnly`; `more` says whether another page follows.
 */
export async function memberGrantsPage(
  q: Queryable,
  memberId: number,
  p: { activityOnly: boolean; beforeId: string | null; size: number },
): Promise<{ list: GrantRow[]; more: boolean }> {
  const { rows } = await q.query<GrantDb>(
    `select ${grantCols} from reward_grant
     where member_id = $1 and ($2::bigint is null or id < $2::bigint)
       and (not $3::boolean or source like 'act:%')
     order by id desc limit $4`,
    [memberId, p.beforeId, p.activityOnly, p.size + 1],
  );
  return { list: rows.slice(0, p.size).map(toGrant), more: rows.length > p.size };
}

/** Grants whose turnover is not yet played through, oldest first. */
export async function openGrants(q: Queryable, memberId: number, turnoverTotal: number): Promise<GrantRow[]> {
  const { rows } = await q.query<GrantDb>(
    `select ${grantCols} from reward_grant
     where member_id = $1 and turnover_required > 0 and turnover_base + turnover_required > $2
     order by turnover_base, id`,
    [memberId, turnoverTotal],
  );
  return rows.map(toGrant);
}

export interface CouponRow {
  code: string;
  title: string;
  amount: number;
  turnoverMultiple: number;
  maxUses: number;
  usedCount: number;
  validFrom: number | null;
  validTo: number | null;
  enabled: boolean;
}
interface CouponDb {
  code: string;
  title: string;
  amount: number;
  turnover_multiple: number;
  max_uses: number;
  used_count: number;
  valid_from: Date | null;
  valid_to: Date | null;
  enabled: boolean;
}
const toCoupon = (r: CouponDb): CouponRow => ({
  code: r.code,
  title: r.title,
  amount: r.amount,
  turnoverMultiple: r.turnover_multiple,
  maxUses: r.max_uses,
  usedCount: r.used_count,
  validFrom: ms(r.valid_from),
  validTo: ms(r.valid_to),
  enabled: r.enabled,
});

export async function findCoupon(q: Queryable, code: string): Promise<CouponRow | null> {
  const { rows } = await q.query<CouponDb>('select * from coupon where code = $1', [code]);
  const r = rows[0];
  return r ? toCoupon(r) : null;
}

/** Takes one use of a coupon; false when none is left. The row lock serialises concurrent takers. */
export async function takeCouponUse(tx: Queryable, code: string): Promise<boolean> {
  const { rows } = await tx.query<{ code: string }>(
    'update coupon set used_count = used_count + 1 where code = $1 and used_count < max_uses returning code',
    [code],
  );
  return rows.length > 0;
}

export async function upsertCoupon(q: Queryable, c: Omit<CouponRow, 'usedCount'>): Promise<void> {
  await q.query(
    `insert into coupon (code, title, amount, turnover_multiple, max_uses, valid_from, valid_to, enabled)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (code) do update set title = excluded.title, amount = excluded.amount,
       turnover_multiple = excluded.turnover_multiple, max_uses = greatest(excluded.max_uses, coupon.used_count),
       valid_from = excluded.valid_from, valid_to = excluded.valid_to, enabled = excluded.enabled`,
    [
      c.code,
      c.title,
      c.amount,
      c.turnoverMultiple,
      c.maxUses,
      c.validFrom === null ? null : new Date(c.validFrom),
      c.validTo === null ? null : new Date(c.validTo),
      c.enabled,
    ],
  );
}

export async function listCoupons(q: Queryable): Promise<CouponRow[]> {
  const { rows } = await q.query<CouponDb>('select * from coupon order by created_at desc limit 200');
  return rows.map(toCoupon);
}

export async function countGrants(
  q: Queryable,
  source: string,
  period: string,
): Promise<{ n: number; sum: number }> {
  const { rows } = await q.query<{ n: number; s: number | null }>(
    'select count(*) as n, sum(amount) as s from reward_grant where source = $1 and period = $2',
    [source, period],
  );
  return { n: rows[0]?.n ?? 0, sum: rows[0]?.s ?? 0 };
}

/** Total paid to a member from one source (activities show what an invite earned). */
export async function grantTotal(q: Queryable, memberId: number, source: string): Promise<number> {
  const { rows } = await q.query<{ s: number | null }>(
    'select sum(amount) as s from reward_grant where member_id = $1 and source = $2',
    [memberId, source],
  );
  return rows[0]?.s ?? 0;
}
