import type { Queryable } from '../../db/db.ts';

/** All SQL of points_config, points_task, points_progress and live_watch. */

export type TaskKind = 'daily_login' | 'first_deposit' | 'rounds' | 'chat_message' | 'live_watch';

/** Counts one event towards the enabled task of its kind for the site day `day` ('YYYY-MM-DD'). */
export async function bumpTask(q: Queryable, memberId: number, kind: TaskKind, day: string): Promise<void> {
  await q.query(
    `insert into points_progress as p (member_id, task_id, day, progress)
     select $1, t.id, $3::date, 1 from points_task t where t.kind = $2 and t.enabled
     on conflict (member_id, task_id, day) do update set progress = p.progress + 1`,
    [memberId, kind, day],
  );
}

export interface TaskRow {
  id: number;
  kind: TaskKind;
  title: string;
  points: number;
  target: number;
  enabled: boolean;
  progress: number;
  claimed: boolean;
}

/** Enabled tasks with the member's progress for `day` (all tasks when `all`, for operators). */
export async function tasksFor(q: Queryable, memberId: number, day: string, all = false): Promise<TaskRow[]> {
  const { rows } = await q.query<{
    id: number;
    kind: TaskKind;
    title: string;
    points: number;
    target: number;
    enabled: boolean;
    progress: number | null;
    claimed_at: Date | null;
  }>(
    `select t.id, t.kind, t.title, t.points, t.target, t.enabled, p.progress, p.claimed_at
     from points_task t
     left join points_progress p on p.task_id = t.id and p.member_id = $1 and p.day = $2::date
     where t.enabled or $3 order by t.sort, t.id`,
    [memberId, day, all],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    points: r.points,
    target: r.target,
    enabled: r.enabled,
    progress: r.progress ?? 0,
    claimed: r.claimed_at !== null,
  }));
}

/** Marks a finished task claimed for the day; answers its points, or null when unfinished or claimed. */
export async function claimTask(
  tx: Queryable,
  memberId: number,
  taskId: number,
  day: string,
): Promise<number | null> {
  const { rows } = await tx.query<{ points: number }>(
    `update points_progress p set claimed_at = now() from points_task t
     where p.task_id = t.id and p.member_id = $1 and p.task_id = $2 and p.day = $3::date
       and p.claimed_at is null and p.progress >= t.target and t.enabled
     returning t.points`,
    [memberId, taskId, day],
  );
  const r = rows[0];
  return r ? r.points : null;
}

export interface PointsConfigRow {
  enabled: boolean;
  exchangeRate: string;
  rules: string;
}

export async function pointsConfig(q: Queryable): Promise<PointsConfigRow> {
  const { rows } = await q.query<{ enabled: boolean; exchange_rate: string; rules: string }>(
    'select enabled, exchange_rate, rules from points_config where id = 1',
  );
  const r = rows[0];
  return r
    ? { enabled: r.enabled, exchangeRate: r.exchange_rate, rules: r.rules }
    : { enabled: false, exchangeRate: '0', rules: '' };
}

export async function updatePointsConfig(q: Queryable, c: PointsConfigRow): Promise<void> {
  await q.query(
    `insert into points_config (id, enabled, exchange_rate, rules) values (1, $1, $2, $3)
     on conflict (id) do update set enabled = excluded.enabled, exchange_rate = excluded.exchange_rate, rules = excluded.rules`,
    [c.enabled, c.exchangeRate, c.rules],
  );
}

export async function updateTask(
  q: Queryable,
  t: { id: number; title: string; points: number; target: number; enabled: boolean },
): Promise<boolean> {
  const { rows } = await q.query<{ id: number }>(
    'update points_task set title = $2, points = $3, target = $4, enabled = $5 where id = $1 returning id',
    [t.id, t.title, t.points, t.target, t.enabled],
  );
  return rows.length > 0;
}

/** Sets the task of `kind` done (progress 1) for the day unless already counted. */
export async function bumpTaskOnce(
  q: Queryable,
  memberId: number,
  kind: TaskKind,
  day: string,
): Promise<void> {
  await q.query(
    `insert into points_progress (member_id, task_id, day, progress)
     select $1, t.id, $3::date, 1 from points_task t where t.kind = $2 and t.enabled
     on conflict (member_id, task_id, day) do nothing`,
    [memberId, kind, day],
  );
}

/**
 * Counts live-room watching for members seen on a room socket at `at` (epoch ms) on the site day
 * `day`: each member's day total gains the time since their previous report when that report is at
 * most `gapMs` old (an unbroken stretch of heartbeats), else a new stretch starts here. `left` ends the
 * stretch (the socket closed). The live_watch task's progress becomes the whole minutes watched.
 * One statement; rows are locked in member order, so instances reporting together cannot deadlock.
 * `memberIds` come from authenticated sockets, so each names a member; a repeated id counts once.
 */
export async function recordWatch(
  q: Queryable,
  memberIds: readonly number[],
  r: { at: number; day: string; gapMs: number; left: boolean },
): Promise<void> {
  await q.query(
    `with seen as (
       insert into live_watch as w (member_id, day, watched_ms, seen_at_ms)
       select distinct u.id, $2::date, 0, $3::bigint from unnest($1::bigint[]) as u (id) order by u.id
       on conflict (member_id) do update set
         watched_ms = (case when w.day = excluded.day then w.watched_ms else 0 end)
           + (case when w.seen_at_ms is not null and excluded.seen_at_ms > w.seen_at_ms
                    and excluded.seen_at_ms - w.seen_at_ms <= $4::bigint
                   then excluded.seen_at_ms - w.seen_at_ms else 0 end),
         day = excluded.day,
         seen_at_ms = case when $5::boolean then null
                           else greatest(w.seen_at_ms, excluded.seen_at_ms) end
       returning member_id, watched_ms
     )
     insert into points_progress as p (member_id, task_id, day, progress)
     select s.member_id, t.id, $2::date, (s.watched_ms / 60000)::int
     from seen s join points_task t on t.kind = 'live_watch' and t.enabled
     where s.watched_ms >= 60000 order by s.member_id
     on conflict (member_id, task_id, day) do update set progress = greatest(p.progress, excluded.progress)`,
    [memberIds, r.day, r.at, r.gapMs, r.left],
  );
}

/** A member's live watching time counted for the site day `day` (ms; 0 when none). */
export async function watchedOn(q: Queryable, memberId: number, day: string): Promise<number> {
  const { rows } = await q.query<{ watched_ms: number }>(
    'select watched_ms from live_watch where member_id = $1 and day = $2::date',
    [memberId, day],
  );
  return rows[0]?.watched_ms ?? 0;
}
