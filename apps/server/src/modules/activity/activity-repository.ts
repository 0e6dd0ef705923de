import type { Queryable } from '../../db/db.ts';

/** SQL of activity, activity_apply and activity_sign (the other activity tables: activity-play-repository, activity-extras-repository). */

export interface ActivityRow {
  id: string;
  kind: string;
  title: string;
  category: string;
  imageUrl: string;
  startAt: number;
  endAt: number;
  content: string;
  config: unknown;
  needsReview: boolean;
  newMembersOnly: boolean;
  minLevel: number;
  enabled: boolean;
}
interface ActivityDb {
  id: string;
  kind: string;
  title: string;
  category: string;
  image_url: string;
  start_at: Date;
  end_at: Date;
  content: string;
  config: unknown;
  needs_review: boolean;
  new_members_only: boolean;
  min_level: number;
  enabled: boolean;
}
const toActivity = (r: ActivityDb): ActivityRow => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  category: r.category,
  imageUrl: r.image_url,
  startAt: r.start_at.getTime(),
  endAt: r.end_at.getTime(),
  content: r.content,
  config: typeof r.config === 'string' ? (JSON.parse(r.config) as unknown) : r.config,
  needsReview: r.needs_review,
  newMembersOnly: r.new_members_only,
  minLevel: r.min_level,
  enabled: r.enabled,
});

export async function listActivities(q: Queryable, enabledOnly = true): Promise<ActivityRow[]> {
  const { rows } = await q.query<ActivityDb>(
    `select * from activity where ($1::boolean is false or enabled) order by sort, id`,
    [enabledOnly],
  );
  return rows.map(toActivity);
}

export async function findActivity(q: Queryable, id: string): Promise<ActivityRow | null> {
  const { rows } = await q.query<ActivityDb>('select * from activity where id = $1', [id]);
  const r = rows[0];
  return r ? toActivity(r) : null;
}

/** The first enabled activity of a kind (calls without an activity id: invite, novice, first deposit). */
export async function activityOfKind(q: Queryable, kind: string): Promise<ActivityRow | null> {
  const { rows } = await q.query<ActivityDb>(
    'select * from activity where kind = $1 and enabled order by sort, id limit 1',
    [kind],
  );
  const r = rows[0];
  return r ? toActivity(r) : null;
}

export async function upsertActivity(
  q: Queryable,
  a: Omit<ActivityRow, 'config'> & { config: object; sort: number },
  overwrite: boolean,
): Promise<void> {
  await q.query(
    `insert into activity (id, kind, title, category, image_url, start_at, end_at, content, config, needs_review,
       new_members_only, min_level, enabled, sort)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14)
     on conflict (id) do ${
       overwrite
         ? `update set kind = excluded.kind, title = excluded.title, category = excluded.category,
       image_url = excluded.image_url, start_at = excluded.start_at, end_at = excluded.end_at,
       content = excluded.content, config = excluded.config, needs_review = excluded.needs_review,
       new_members_only = excluded.new_members_only, min_level = excluded.min_level,
       enabled = excluded.enabled, sort = excluded.sort`
         : 'nothing'
     }`,
    [
      a.id,
      a.kind,
      a.title,
      a.category,
      a.imageUrl,
      new Date(a.startAt),
      new Date(a.endAt),
      a.content,
      JSON.stringify(a.config),
      a.needsReview,
      a.newMembersOnly,
      a.minLevel,
      a.enabled,
      a.sort,
    ],
  );
}

// ── applications ────────────────────────────────────────────────────────────────────────────────────

export interface ApplyRow {
  id: number;
  activityId: string;
  memberId: number;
  status: 'pending' | 'approved' | 'rejected';
  note: string;
  createdAt: number;
}
interface ApplyDb {
  id: number;
  activity_id: string;
  member_id: number;
  status: ApplyRow['status'];
  note: string;
  created_at: Date;
}
const toApply = (r: ApplyDb): ApplyRow => ({
  id: r.id,
  activityId: r.activity_id,
  memberId: r.member_id,
  status: r.status,
  note: r.note,
  createdAt: r.created_at.getTime(),
});

/** Inserts the member's application unless one exists; answers the row either way. */
export async function insertApply(
  tx: Queryable,
  activityId: string,
  memberId: number,
  status: 'pending' | 'approved',
): Promise<{ row: ApplyRow; created: boolean }> {
  const ins = await tx.query<ApplyDb>(
    `insert into activity_apply (activity_id, member_id, status, decided_at)
     values ($1, $2, $3, case when $3 = 'approved' then now() end)
     on conflict (activity_id, member_id) do nothing returning *`,
    [activityId, memberId, status],
  );
  if (ins.rows[0]) return { row: toApply(ins.rows[0]), created: true };
  const row = await findApply(tx, activityId, memberId);
  if (!row) throw new Error('application vanished');
  return { row, created: false };
}

export async function findApply(
  q: Queryable,
  activityId: string,
  memberId: number,
): Promise<ApplyRow | null> {
  const { rows } = await q.query<ApplyDb>(
    'select * from activity_apply where activity_id = $1 and member_id = $2',
    [activityId, memberId],
  );
  const r = rows[0];
  return r ? toApply(r) : null;
}

/** Decides a pending application (locks it); null when it is not pending. */
export async function decideApply(
  tx: Queryable,
  id: number,
  status: 'approved' | 'rejected',
  note: string,
): Promise<ApplyRow | null> {
  const { rows } = await tx.query<ApplyDb>(
    `update activity_apply set status = $2, note = $3, decided_at = now() where id = $1 and status = 'pending'
     returning *`,
    [id, status, note],
  );
  const r = rows[0];
  return r ? toApply(r) : null;
}

/** Applications, newest first (one status or all), at most 200. */
export async function listApplies(q: Queryable, status: string | null): Promise<ApplyRow[]> {
  const { rows } = await q.query<ApplyDb>(
    `select a.* from activity_apply a
     where ($1::text is null or a.status = $1) order by a.created_at desc, a.id desc limit 200`,
    [status],
  );
  return rows.map(toApply);
}

// ── sign-in ─────────────────────────────────────────────────────────────────────────────────────────

/** The member's latest sign-in day (YYYY-MM-DD) and its streak, or null. */
export async function lastSign(
  q: Queryable,
  activityId: string,
  memberId: number,
): Promise<{ day: string; streak: number } | null> {
  const { rows } = await q.query<{ day: string; streak: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, streak from activity_sign where activity_id = $1 and member_id = $2
     order by day desc limit 1`,
    [activityId, memberId],
  );
  const r = rows[0];
  return r ? { day: r.day, streak: r.streak } : null;
}

/** Records today's sign-in; false when the day was signed before. */
export async function insertSign(
  tx: Queryable,
  activityId: string,
  memberId: number,
  day: string,
  streak: number,
): Promise<boolean> {
  const { rows } = await tx.query(
    `insert into activity_sign (activity_id, member_id, day, streak) values ($1, $2, $3::date, $4)
     on conflict do nothing returning day`,
    [activityId, memberId, day, streak],
  );
  return rows.length > 0;
}

/** Signed days within [from, to] (site days), oldest first. */
export async function signedDays(
  q: Queryable,
  activityId: string,
  memberId: number,
  from: string,
  to: string,
) {
  const { rows } = await q.query<{ day: string; streak: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, streak from activity_sign
     where activity_id = $1 and member_id = $2 and day between $3::date and $4::date order by day`,
    [activityId, memberId, from, to],
  );
  return rows.map((r) => ({ day: r.day, streak: r.streak }));
}
