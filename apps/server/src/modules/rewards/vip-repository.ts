import type { Queryable } from '../../db/db.ts';

/** All SQL of vip_level, rebate_rate, member_reward, turnover_entry and rebate_accrual. */

export interface VipLevelRow {
  level: number;
  name: string;
  depositRequired: number;
  turnoverRequired: number;
  upgradeGift: number;
  birthdayGift: number;
  monthDividend: number;
  weekDividend: number;
  monthTurnoverRequired: number;
  weekTurnoverRequired: number;
  withdrawTimesPerDay: number;
  privileges: string;
}

export interface MemberRewardRow {
  memberId: number;
  level: number;
  depositTotal: number;
  turnoverTotal: number;
  turnoverNeeded: number;
  blackTag: boolean;
  noLevelTag: boolean;
  birthday: string | null;
  points: number;
}

/** Level thresholds as the level computation needs them, highest level first. */
export interface LevelThreshold {
  level: number;
  depositRequired: number;
  turnoverRequired: number;
}

/** The highest level whose two thresholds the totals both reach (0 when none). */
export function levelFor(thresholds: readonly LevelThreshold[], deposit: number, turnover: number): number {
  for (const t of thresholds)
    if (deposit >= t.depositRequired && turnover >= t.turnoverRequired) return t.level;
  return 0;
}

/** How long one instance reuses the level thresholds; an operator's edit reaches every instance within it. */
export const THRESHOLD_CACHE_MS = 5_000;
let thresholdCache: { at: number; value: Promise<LevelThreshold[]> } | null = null;

/**
 * The level thresholds, read at most every {@link THRESHOLD_CACHE_MS} per instance: every settled stake
 * needs them, and a query less keeps the level recomputation cheap. Edits through this instance
 * ({@link updateVipLevel}) drop the cache at once.
 */
export function levelThresholds(q: Queryable): Promise<LevelThreshold[]> {
  const now = Date.now();
  if (thresholdCache && now - thresholdCache.at < THRESHOLD_CACHE_MS) return thresholdCache.value;
  const value = q
    .query<{ level: number; deposit_required: number; turnover_required: number }>(
      'select level, deposit_required, turnover_required from vip_level order by level desc',
    )
    .then(({ rows }) =>
      rows.map((r) => ({
        level: r.level,
        depositRequired: r.deposit_required,
        turnoverRequired: r.turnover_required,
      })),
    );
  thresholdCache = { at: now, value };
  value.catch(() => {
    thresholdCache = null; // a failed read is not kept
  });
  return value;
}

/**
 * Adds settled deposits and/or valid turnover to a member's totals (one upsert, which also locks the
 * row) and recomputes the level from the thresholds; the level is written only when it changes.
 * Answers the level before and after.
 */
export async function addTotals(
  tx: Queryable,
  memberId: number,
  deposit: number,
  turnover: number,
): Promise<{ before: number; after: number }> {
  const { rows } = await tx.query<{ level: number; deposit_total: number; turnover_total: number }>(
    `insert into member_reward as m (member_id, deposit_total, turnover_total) values ($1, $2, $3)
     on conflict (member_id) do update set deposit_total = m.deposit_total + excluded.deposit_total,
       turnover_total = m.turnover_total + excluded.turnover_total, updated_at = now()
     returning level, deposit_total, turnover_total`,
    [memberId, deposit, turnover],
  );
  const r = rows[0];
  const before = r?.level ?? 0;
  const after = levelFor(await levelThresholds(tx), r?.deposit_total ?? 0, r?.turnover_total ?? 0);
  if (after !== before)
    await tx.query('update member_reward set level = $2 where member_id = $1', [memberId, after]);
  return { before, after };
}

/**
 * Records one settled stake; false when its reference was recorded before (a replayed settlement).
 * The rebate it earns uses the member's level at settlement; barred members earn none.
 */
export async function insertTurnoverEntry(
  tx: Queryable,
  e: { refNo: string; memberId: number; venueCode: string; gameType: string; stake: number; at: Date },
): Promise<{ rebateE4: number } | null> {
  const rate = await tx.query<{ level: number; barred: boolean; rate_bp: number | null }>(
    `select m.level, m.black_tag or m.no_level_tag as barred,
            (select r.rate_bp from rebate_rate r where r.level = m.level and r.category = $2) as rate_bp
     from member_reward m where m.member_id = $1`,
    [e.memberId, e.gameType],
  );
  const found = rate.rows[0];
  const level = found?.level ?? 0;
  const rateBp = found
    ? (found.rate_bp ?? 0)
    : ((
        await tx.query<{ rate_bp: number }>(
          'select rate_bp from rebate_rate where level = 0 and category = $1',
          [e.gameType],
        )
      ).rows[0]?.rate_bp ?? 0);
  const rebateE4 = found?.barred ? 0 : e.stake * rateBp;
  const { rows } = await tx.query<{ ref_no: string }>(
    `insert into turnover_entry (ref_no, member_id, venue_code, game_type, stake, level, rebate_e4, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (ref_no) do nothing returning ref_no`,
    [e.refNo, e.memberId, e.venueCode, e.gameType, e.stake, level, rebateE4, e.at],
  );
  return rows.length > 0 ? { rebateE4 } : null;
}

/** A member's valid turnover settled in [from, to) (minor units). */
export async function turnoverBetween(q: Queryable, memberId: number, from: Date, to: Date): Promise<number> {
  const { rows } = await q.query<{ total: number }>(
    `select coalesce(sum(stake), 0) as total from turnover_entry
      where member_id = $1 and created_at >= $2 and created_at < $3`,
    [memberId, from, to],
  );
  return rows[0]?.total ?? 0;
}

export async function accrueRebate(
  tx: Queryable,
  a: { memberId: number; venueCode: string; gameType: string; stake: number; rebateE4: number },
): Promise<void> {
  await tx.query(
    `insert into rebate_accrual as a (member_id, venue_code, game_type, turnover, rebate_e4)
     values ($1, $2, $3, $4, $5)
     on conflict (member_id, venue_code) do update set
       turnover = a.turnover + excluded.turnover, rebate_e4 = a.rebate_e4 + excluded.rebate_e4`,
    [a.memberId, a.venueCode, a.gameType, a.stake, a.rebateE4],
  );
}

export interface RebateRow {
  venueCode: string;
  gameType: string;
  turnover: number;
  rebateE4: number;
}

/** Unclaimed rebate of a member per venue; `lock` takes the rows for a claim. */
export async function rebateRows(q: Queryable, memberId: number, lock = false): Promise<RebateRow[]> {
  const { rows } = await q.query<{
    venue_code: string;
    game_type: string;
    turnover: number;
    rebate_e4: number;
  }>(
    `select venue_code, game_type, turnover, rebate_e4 from rebate_accrual where member_id = $1
     order by venue_code${lock ? ' for update' : ''}`,
    [memberId],
  );
  return rows.map((r) => ({
    venueCode: r.venue_code,
    gameType: r.game_type,
    turnover: r.turnover,
    rebateE4: r.rebate_e4,
  }));
}

/** Takes `paidE4` out of a member's accruals (the fraction of a fen below a whole one stays) and
 *  resets their turnover counters: the accrual now starts afresh. */
export async function takeRebate(tx: Queryable, memberId: number, remainderE4: number): Promise<void> {
  await tx.query(
    `update rebate_accrual set turnover = 0,
       rebate_e4 = case when venue_code = (select min(venue_code) from rebate_accrual where member_id = $1)
                        then $2 else 0 end
     where member_id = $1`,
    [memberId, remainderE4],
  );
}

/** Members with at least one whole fen of rebate (daily settlement). */
export async function membersWithRebate(q: Queryable): Promise<number[]> {
  const { rows } = await q.query<{ member_id: number }>(
    'select member_id from rebate_accrual group by member_id having sum(rebate_e4) >= 10000 order by member_id',
  );
  return rows.map((r) => r.member_id);
}

const memberRewardCols = `member_id, level, deposit_total, turnover_total, turnover_needed, black_tag,
  no_level_tag, to_char(birthday, 'YYYY-MM-DD') as birthday, points`;
interface MemberRewardDb {
  member_id: number;
  level: number;
  deposit_total: number;
  turnover_total: number;
  turnover_needed: number;
  black_tag: boolean;
  no_level_tag: boolean;
  birthday: string | null;
  points: number;
}
const toMemberReward = (r: MemberRewardDb): MemberRewardRow => ({
  memberId: r.member_id,
  level: r.level,
  depositTotal: r.deposit_total,
  turnoverTotal: r.turnover_total,
  turnoverNeeded: r.turnover_needed,
  blackTag: r.black_tag,
  noLevelTag: r.no_level_tag,
  birthday: r.birthday,
  points: r.points,
});

/** A member's reward state; a member who never played reads as level 0 with zero totals. */
export async function memberReward(q: Queryable, memberId: number, lock = false): Promise<MemberRewardRow> {
  if (lock)
    await q.query('insert into member_reward (member_id) values ($1) on conflict (member_id) do nothing', [
      memberId,
    ]);
  const { rows } = await q.query<MemberRewardDb>(
    `select ${memberRewardCols} from member_reward where member_id = $1${lock ? ' for update' : ''}`,
    [memberId],
  );
  const r = rows[0];
  return r
    ? toMemberReward(r)
    : {
        memberId,
        level: 0,
        depositTotal: 0,
        turnoverTotal: 0,
        turnoverNeeded: 0,
        blackTag: false,
        noLevelTag: false,
        birthday: null,
        points: 0,
      };
}

/** Levels of several members at once (chat lines, gift rank); absent members are level 0. */
export async function levelsOf(q: Queryable, memberIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (memberIds.length === 0) return out;
  const { rows } = await q.query<{ member_id: number; level: number }>(
    'select member_id, level from member_reward where member_id = any($1::bigint[])',
    [memberIds],
  );
  for (const r of rows) out.set(r.member_id, r.level);
  return out;
}

/** Raises the turnover a member must reach before withdrawing to at least `needed`. */
export async function raiseTurnoverNeeded(tx: Queryable, memberId: number, needed: number): Promise<void> {
  await tx.query(
    'update member_reward set turnover_needed = greatest(turnover_needed, $2), updated_at = now() where member_id = $1',
    [memberId, needed],
  );
}

export async function setTags(
  q: Queryable,
  memberId: number,
  tags: { blackTag?: boolean | undefined; noLevelTag?: boolean | undefined },
): Promise<void> {
  await q.query(
    `insert into member_reward as m (member_id, black_tag, no_level_tag) values ($1, coalesce($2, false), coalesce($3, false))
     on conflict (member_id) do update set black_tag = coalesce($2, m.black_tag),
       no_level_tag = coalesce($3, m.no_level_tag), updated_at = now()`,
    [memberId, tags.blackTag ?? null, tags.noLevelTag ?? null],
  );
}

/** Sets the birthday once: false when one was set before. */
export async function setBirthdayOnce(q: Queryable, memberId: number, birthday: string): Promise<boolean> {
  await q.query('insert into member_reward (member_id) values ($1) on conflict (member_id) do nothing', [
    memberId,
  ]);
  const { rows } = await q.query<{ member_id: number }>(
    `update member_reward set birthday = $2::date, updated_at = now()
     where member_id = $1 and birthday is null returning member_id`,
    [memberId, birthday],
  );
  return rows.length > 0;
}

export async function addPoints(tx: Queryable, memberId: number, points: number): Promise<number> {
  const { rows } = await tx.query<{ points: number }>(
    `insert into member_reward as m (member_id, points) values ($1, $2)
     on conflict (member_id) do update set points = m.points + excluded.points, updated_at = now()
     returning points`,
    [memberId, points],
  );
  return rows[0]?.points ?? 0;
}

interface VipLevelDb {
  level: number;
  name: string;
  deposit_required: number;
  turnover_required: number;
  upgrade_gift: number;
  birthday_gift: number;
  month_dividend: number;
  week_dividend: number;
  month_turnover_required: number;
  week_turnover_required: number;
  withdraw_times_per_day: number;
  privileges: string;
}

export async function vipLevels(q: Queryable): Promise<VipLevelRow[]> {
  const { rows } = await q.query<VipLevelDb>('select * from vip_level order by level');
  return rows.map((r) => ({
    level: r.level,
    name: r.name,
    depositRequired: r.deposit_required,
    turnoverRequired: r.turnover_required,
    upgradeGift: r.upgrade_gift,
    birthdayGift: r.birthday_gift,
    monthDividend: r.month_dividend,
    weekDividend: r.week_dividend,
    monthTurnoverRequired: r.month_turnover_required,
    weekTurnoverRequired: r.week_turnover_required,
    withdrawTimesPerDay: r.withdraw_times_per_day,
    privileges: r.privileges,
  }));
}

/** Rebate rates (basis points) per level and venue category. */
export async function rebateRates(
  q: Queryable,
): Promise<{ level: number; category: string; rateBp: number }[]> {
  const { rows } = await q.query<{ level: number; category: string; rate_bp: number }>(
    'select level, category, rate_bp from rebate_rate order by level, category',
  );
  return rows.map((r) => ({ level: r.level, category: r.category, rateBp: r.rate_bp }));
}

/** Operator edit of one level (thresholds, gifts, dividends, privileges). */
export async function updateVipLevel(q: Queryable, l: VipLevelRow): Promise<boolean> {
  thresholdCache = null;
  const { rows } = await q.query<{ level: number }>(
    `update vip_level set name = $2, deposit_required = $3, turnover_required = $4, upgrade_gift = $5,
       birthday_gift = $6, month_dividend = $7, week_dividend = $8, month_turnover_required = $9,
       week_turnover_required = $10, withdraw_times_per_day = $11, privileges = $12
     where level = $1 returning level`,
    [
      l.level,
      l.name,
      l.depositRequired,
      l.turnoverRequired,
      l.upgradeGift,
      l.birthdayGift,
      l.monthDividend,
      l.weekDividend,
      l.monthTurnoverRequired,
      l.weekTurnoverRequired,
      l.withdrawTimesPerDay,
      l.privileges,
    ],
  );
  return rows.length > 0;
}

export async function setRebateRate(q: Queryable, level: number, category: string, rateBp: number) {
  await q.query(
    `insert into rebate_rate (level, category, rate_bp) values ($1, $2, $3)
     on conflict (level, category) do update set rate_bp = excluded.rate_bp`,
    [level, category, rateBp],
  );
}

/** Valid turnover per member in [from, to) with their current level (dividends). */
export async function periodTurnover(
  q: Queryable,
  from: Date,
  to: Date,
): Promise<{ memberId: number; turnover: number; level: number; barred: boolean }[]> {
  const { rows } = await q.query<{ member_id: number; turnover: number; level: number; barred: boolean }>(
    `select t.member_id, sum(t.stake) as turnover, coalesce(m.level, 0) as level,
            coalesce(m.black_tag or m.no_level_tag, false) as barred
     from turnover_entry t left join member_reward m on m.member_id = t.member_id
     where t.created_at >= $1 and t.created_at < $2
     group by t.member_id, m.level, m.black_tag, m.no_level_tag order by t.member_id`,
    [from, to],
  );
  return rows.map((r) => ({
    memberId: r.member_id,
    turnover: r.turnover,
    level: r.level,
    barred: r.barred,
  }));
}
