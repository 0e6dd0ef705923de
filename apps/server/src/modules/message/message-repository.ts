import type { Queryable } from '../../db/db.ts';

/*
 * All SQL of message_letter, message_notice and message_notice_state (docs/messages.md).
 * Every member-facing statement is scoped by member_id in SQL, so no id a member sends can reach
 * another member's rows.
 */

/** One inbox row as the member sees it. */
export interface InboxRow {
  id: string;
  title: string;
  content: string;
  link: string | null;
  read: boolean;
  sticky: boolean;
  created_at: Date;
}

export interface NewMessage {
  title: string;
  content: string;
  link: string | null;
  /** About a promotion: hidden from members in a time-out or self-exclusion. */
  promotion?: boolean;
}

/*
 * `hidePromotions` leaves promotional rows out for a member in a time-out or self-exclusion. It is a
 * boolean from the service, never member input, so it is written into the SQL as a fixed clause.
 */
const noPromotion = (hide: boolean, alias: string) => (hide ? `and not ${alias}.promotion` : '');

export async function insertLetter(db: Queryable, memberId: number, m: NewMessage): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into message_letter (member_id, title, content, link, promotion) values ($1, $2, $3, $4, $5)
     returning id::text as id`,
    [memberId, m.title, m.content, m.link, m.promotion ?? false],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('letter insert returned no row');
  return id;
}

export async function insertNotice(
  db: Queryable,
  m: NewMessage & { minVipLevel: number | null },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into message_notice (title, content, link, min_vip_level, promotion) values ($1, $2, $3, $4, $5)
     returning id::text as id`,
    [m.title, m.content, m.link, m.minVipLevel, m.promotion ?? false],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('notice insert returned no row');
  return id;
}

// ---- letters ---------------------------------------------------------------------------------

export async function listLetters(
  db: Queryable,
  memberId: number,
  opts: { unreadOnly: boolean; limit: number; offset: number; hidePromotions?: boolean },
): Promise<{ rows: InboxRow[]; total: number }> {
  const unread = `${opts.unreadOnly ? 'and read_at is null' : ''} ${noPromotion(opts.hidePromotions ?? false, 'l')}`;
  const [page, count] = await Promise.all([
    db.query<InboxRow>(
      `select l.id::text as id, title, content, link, read_at is not null as read, sticky, created_at
         from message_letter l where member_id = $1 and deleted_at is null ${unread}
        order by sticky desc, l.id desc limit $2 offset $3`,
      [memberId, opts.limit, opts.offset],
    ),
    db.query<{ n: number }>(
      `select count(*)::int as n from message_letter l where member_id = $1 and deleted_at is null ${unread}`,
      [memberId],
    ),
  ]);
  return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
}

/** Ids among `ids` that are live letters of the member. */
export async function ownLetterIds(
  db: Queryable,
  memberId: number,
  ids: readonly string[],
  hidePromotions = false,
) {
  const { rows } = await db.query<{ id: string }>(
    `select id::text as id from message_letter l
      where member_id = $1 and deleted_at is null and id = any($2::bigint[]) ${noPromotion(hidePromotions, 'l')}`,
    [memberId, ids],
  );
  return rows.map((r) => r.id);
}

/** Marks `ids` (or, when null, every letter the member sees now) read. */
export async function markLettersRead(
  db: Queryable,
  memberId: number,
  ids: readonly string[] | null,
  hidePromotions = false,
) {
  await db.query(
    `update message_letter l set read_at = now()
      where member_id = $1 and deleted_at is null and read_at is null
        and ($2::bigint[] is null or id = any($2::bigint[])) ${noPromotion(hidePromotions, 'l')}`,
    [memberId, ids],
  );
}

/** Deletes `ids` (or, when null, every letter the member sees now). */
export async function deleteLetters(
  db: Queryable,
  memberId: number,
  ids: readonly string[] | null,
  hidePromotions = false,
) {
  await db.query(
    `update message_letter l set deleted_at = now()
      where member_id = $1 and deleted_at is null and ($2::bigint[] is null or id = any($2::bigint[]))
        ${noPromotion(hidePromotions, 'l')}`,
    [memberId, ids],
  );
}

export async function setLetterSticky(db: Queryable, memberId: number, id: string, sticky: boolean) {
  const { rows } = await db.query(
    `update message_letter set sticky = $3 where member_id = $1 and id = $2 and deleted_at is null
     returning id`,
    [memberId, id, sticky],
  );
  return rows.length > 0;
}

export async function countUnreadLetters(
  db: Queryable,
  memberId: number,
  hidePromotions = false,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from message_letter l
      where member_id = $1 and deleted_at is null and read_at is null ${noPromotion(hidePromotions, 'l')}`,
    [memberId],
  );
  return rows[0]?.n ?? 0;
}

// ---- notices ---------------------------------------------------------------------------------

/*
 * The notices a member sees: every notice whose audience includes the member's VIP level (a null
 * level sees every notice), minus the ones the member deleted. `$2` is the member's VIP level.
 */
const VISIBLE_NOTICES = `
  from message_notice n
  left join message_notice_state s on s.notice_id = n.id and s.member_id = $1
 where (n.min_vip_level is null or $2::int is null or n.min_vip_level <= $2::int)
   and s.deleted_at is null`;
const visibleNotices = (hidePromotions: boolean) => `${VISIBLE_NOTICES} ${noPromotion(hidePromotions, 'n')}`;

export async function listNotices(
  db: Queryable,
  memberId: number,
  vipLevel: number | null,
  opts: { unreadOnly: boolean; limit: number; offset: number; hidePromotions?: boolean },
): Promise<{ rows: InboxRow[]; total: number }> {
  const unread = opts.unreadOnly ? 'and s.read_at is null' : '';
  const VISIBLE = visibleNotices(opts.hidePromotions ?? false);
  const [page, count] = await Promise.all([
    db.query<InboxRow>(
      `select n.id::text as id, n.title, n.content, n.link, s.read_at is not null as read,
              coalesce(s.sticky, false) as sticky, n.created_at
         ${VISIBLE} ${unread}
        order by coalesce(s.sticky, false) desc, n.id desc limit $3 offset $4`,
      [memberId, vipLevel, opts.limit, opts.offset],
    ),
    db.query<{ n: number }>(`select count(*)::int as n ${VISIBLE} ${unread}`, [memberId, vipLevel]),
  ]);
  return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
}

export async function countUnreadNotices(
  db: Queryable,
  memberId: number,
  vipLevel: number | null,
  hidePromotions = false,
) {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n ${visibleNotices(hidePromotions)} and s.read_at is null`,
    [memberId, vipLevel],
  );
  return rows[0]?.n ?? 0;
}

/** Ids among `ids` (or all when null) of notices the member sees now. */
export async function visibleNoticeIds(
  db: Queryable,
  memberId: number,
  vipLevel: number | null,
  ids: readonly string[] | null,
  hidePromotions = false,
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select n.id::text as id ${visibleNotices(hidePromotions)} and ($3::bigint[] is null or n.id = any($3::bigint[]))`,
    [memberId, vipLevel, ids],
  );
  return rows.map((r) => r.id);
}

/** Creates the member's state rows for `ids` when missing, then applies `set` to them. */
export async function updateNoticeState(
  db: Queryable,
  memberId: number,
  ids: readonly string[],
  change: { read?: true; deleted?: true; sticky?: boolean },
): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `insert into message_notice_state (member_id, notice_id)
     select $1, unnest($2::bigint[]) on conflict do nothing`,
    [memberId, ids],
  );
  const sets: string[] = [];
  if (change.read) sets.push('read_at = coalesce(read_at, now())');
  if (change.deleted) sets.push('deleted_at = coalesce(deleted_at, now())');
  if (change.sticky !== undefined) sets.push(`sticky = ${change.sticky ? 'true' : 'false'}`);
  await db.query(
    `update message_notice_state set ${sets.join(', ')}
      where member_id = $1 and notice_id = any($2::bigint[]) and deleted_at is null`,
    [memberId, ids],
  );
}

// ---- push ------------------------------------------------------------------------------------

/** Letters written after id `after` (all instances), for the inbox socket; null reads only the newest id. */
export async function lettersAfter(
  db: Queryable,
  after: string | null,
): Promise<{ rows: { memberId: number }[]; last: string | null }> {
  if (after === null) {
    const { rows } = await db.query<{ id: string | null }>('select max(id)::text as id from message_letter');
    return { rows: [], last: rows[0]?.id ?? '0' };
  }
  const { rows } = await db.query<{ id: string; member_id: number }>(
    `select l.id::text as id, member_id::int as member_id from message_letter l
      where l.id > $1::bigint order by l.id limit 1000`,
    [after],
  );
  return { rows: rows.map((r) => ({ memberId: r.member_id })), last: rows.at(-1)?.id ?? null };
}

export async function latestNoticeId(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ id: string | null }>('select max(id)::text as id from message_notice');
  return rows[0]?.id ?? '0';
}
