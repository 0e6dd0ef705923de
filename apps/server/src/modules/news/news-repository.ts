import type { Queryable } from '../../db/db.ts';

/*
 * Every statement on the news tables (news_column, news_expert, news_article, news_prediction,
 * news_unlock). Match data is not stored here: the live module answers it (news-service.ts).
 */

export interface ColumnRow {
  id: string;
  name: string;
  sort: number;
}

export interface ExpertRow {
  id: string;
  name: string;
  title: string;
  bio: string;
  hue: number;
  skill: number;
  followers: number;
}

export interface ArticleRow {
  id: string;
  column_id: string;
  title: string;
  summary: string;
  body: string;
  author: string;
  expert_id: string | null;
  cover_hue: number;
  cover_motif: number;
  match_ids: string;
  published_at: number;
  views: number;
  status: 'published' | 'unpublished';
}

export interface PredictionRow {
  id: string;
  expert_id: string;
  expert_name: string;
  match_id: string;
  kickoff_at: number;
  created_at: number;
  league_name: string;
  home_name: string;
  visit_name: string;
  pick: 'home' | 'draw' | 'visit';
  odds: string;
  analysis: string;
  premium: boolean;
  price: number;
  status: 'pending' | 'hit' | 'miss' | 'void';
  final_score: string | null;
  unlocked: boolean;
}

export async function readColumns(db: Queryable): Promise<ColumnRow[]> {
  return (await db.query<ColumnRow>('select id, name, sort from news_column order by sort, id')).rows;
}

export async function columnExists(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('select 1 from news_column where id = $1', [id])).rows.length > 0;
}

const ARTICLE_SELECT = `select id::text as id, column_id, title, summary, body, author, expert_id, cover_hue,
  cover_motif, match_ids, published_at::float8 as published_at, views, status from news_article`;

/** Published articles by column or expert, newest first, and how many there are. */
export async function readArticlePage(
  db: Queryable,
  filter: { columnId?: string | undefined; expertId?: string | undefined },
  page: number,
  size: number,
): Promise<{ rows: ArticleRow[]; total: number }> {
  const where = `where status = 'published' and ($1::text is null or column_id = $1)
    and ($2::text is null or expert_id = $2)`;
  const params = [filter.columnId ?? null, filter.expertId ?? null];
  const { rows } = await db.query<ArticleRow>(
    `${ARTICLE_SELECT} ${where} order by published_at desc, id desc limit $3 offset $4`,
    [...params, size, (page - 1) * size],
  );
  const count = await db.query<{ n: number }>(`select count(*)::int as n from news_article ${where}`, params);
  return { rows, total: count.rows[0]?.n ?? 0 };
}

/** The most read published articles of the last `sinceMs`, newest first among equals. */
export async function readHotArticles(db: Queryable, size: number, since: number): Promise<ArticleRow[]> {
  return (
    await db.query<ArticleRow>(
      `${ARTICLE_SELECT} where status = 'published' and published_at >= $2
       order by views desc, published_at desc, id desc limit $1`,
      [size, since],
    )
  ).rows;
}

/** An article, published or not (operators see both; the public call checks the status). */
export async function readArticle(db: Queryable, id: string): Promise<ArticleRow | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  return (await db.query<ArticleRow>(`${ARTICLE_SELECT} where id = $1::bigint`, [id])).rows[0] ?? null;
}

export async function countView(db: Queryable, id: string): Promise<void> {
  await db.query('update news_article set views = views + 1 where id = $1::bigint', [id]);
}

export interface ArticleWrite {
  columnId: string;
  title: string;
  summary: string;
  body: string;
  author: string;
  expertId: string | null;
  coverHue: number;
  coverMotif: number;
  matchIds: string[];
  publishedAt: number;
}

export async function insertArticle(db: Queryable, a: ArticleWrite, now: number): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into news_article (column_id, title, summary, body, author, expert_id, cover_hue, cover_motif,
       match_ids, published_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id::text as id`,
    [
      a.columnId,
      a.title,
      a.summary,
      a.body,
      a.author,
      a.expertId,
      a.coverHue,
      a.coverMotif,
      JSON.stringify(a.matchIds),
      a.publishedAt,
      now,
    ],
  );
  return rows[0]!.id;
}

/** Changes the given fields of an article; false when there is no such article. */
export async function updateArticle(
  db: Queryable,
  id: string,
  patch: Partial<Omit<ArticleWrite, 'coverHue' | 'coverMotif'>> & { status?: ArticleRow['status'] },
  now: number,
): Promise<boolean> {
  if (!/^\d{1,18}$/.test(id)) return false;
  const { rows } = await db.query(
    `update news_article set
       column_id = coalesce($2, column_id), title = coalesce($3, title), summary = coalesce($4, summary),
       body = coalesce($5, body), author = coalesce($6, author), match_ids = coalesce($7, match_ids),
       published_at = coalesce($8, published_at), status = coalesce($9, status), updated_at = $10
     where id = $1::bigint returning id`,
    [
      id,
      patch.columnId ?? null,
      patch.title ?? null,
      patch.summary ?? null,
      patch.body ?? null,
      patch.author ?? null,
      patch.matchIds ? JSON.stringify(patch.matchIds) : null,
      patch.publishedAt ?? null,
      patch.status ?? null,
      now,
    ],
  );
  return rows.length > 0;
}

/** Every article for the operator list, newest first. */
export async function readAllArticles(db: Queryable, limit: number): Promise<ArticleRow[]> {
  return (
    await db.query<ArticleRow>(`${ARTICLE_SELECT} order by published_at desc, id desc limit $1`, [limit])
  ).rows;
}

const EXPERT_SELECT = 'select id, name, title, bio, hue, skill, followers from news_expert';

export async function readExperts(db: Queryable): Promise<ExpertRow[]> {
  return (await db.query<ExpertRow>(`${EXPERT_SELECT} order by sort, id`)).rows;
}

export async function readExpert(db: Queryable, id: string): Promise<ExpertRow | null> {
  return (await db.query<ExpertRow>(`${EXPERT_SELECT} where id = $1`, [id])).rows[0] ?? null;
}

/** Each expert's latest `n` settled outcomes (newest first) and open predictions. */
export async function readExpertOutcomes(
  db: Queryable,
  n: number,
): Promise<Map<string, { outcomes: ('hit' | 'miss')[]; pending: number }>> {
  const settled = await db.query<{ expert_id: string; status: 'hit' | 'miss' }>(
    `select expert_id, status from (
       select expert_id, status,
         row_number() over (partition by expert_id order by settled_at desc, id desc) as rn
       from news_prediction where status in ('hit', 'miss')) s
     where rn <= $1 order by expert_id, rn`,
    [n],
  );
  const pending = await db.query<{ expert_id: string; n: number }>(
    `select expert_id, count(*)::int as n from news_prediction where status = 'pending' group by expert_id`,
  );
  const out = new Map<string, { outcomes: ('hit' | 'miss')[]; pending: number }>();
  const entry = (id: string) => {
    const found = out.get(id) ?? { outcomes: [], pending: 0 };
    out.set(id, found);
    return found;
  };
  for (const r of settled.rows) entry(r.expert_id).outcomes.push(r.status);
  for (const r of pending.rows) entry(r.expert_id).pending = r.n;
  return out;
}

export interface PredictionWrite {
  expertId: string;
  matchId: string;
  kickoffAt: number;
  leagueName: string;
  homeName: string;
  visitName: string;
  pick: PredictionRow['pick'];
  odds: string;
  analysis: string;
  premium: boolean;
  price: number;
}

/** Inserts predictions; one per expert and match kick-off, so several instances may run it at once. */
export async function insertPredictions(
  db: Queryable,
  list: PredictionWrite[],
  now: number,
): Promise<number> {
  if (list.length === 0) return 0;
  const { rows } = await db.query(
    `insert into news_prediction (expert_id, match_id, kickoff_at, created_at, league_name, home_name,
       visit_name, pick, odds, analysis, premium, price)
     select e, m, k, $1, l, h, v, p, o, a, pr, c from jsonb_to_recordset($2::jsonb)
       as x(e text, m text, k bigint, l text, h text, v text, p text, o text, a text, pr boolean, c int)
     on conflict (expert_id, match_id, kickoff_at) do nothing returning id`,
    [
      now,
      JSON.stringify(
        list.map((p) => ({
          e: p.expertId,
          m: p.matchId,
          k: p.kickoffAt,
          l: p.leagueName,
          h: p.homeName,
          v: p.visitName,
          p: p.pick,
          o: p.odds,
          a: p.analysis,
          pr: p.premium,
          c: p.price,
        })),
      ),
    ],
  );
  return rows.length;
}

export interface PendingRow {
  id: string;
  match_id: string;
  kickoff_at: number;
  created_at: number;
  pick: PredictionRow['pick'];
}

export async function readPending(db: Queryable): Promise<PendingRow[]> {
  return (
    await db.query<PendingRow>(
      `select id::text as id, match_id, kickoff_at::float8 as kickoff_at, created_at::float8 as created_at, pick
       from news_prediction where status = 'pending'`,
    )
  ).rows;
}

/** Settles open predictions (a settled one is never changed again). */
export async function settlePredictions(
  db: Queryable,
  list: { id: string; status: 'hit' | 'miss' | 'void'; finalScore: string | null }[],
  now: number,
): Promise<number> {
  if (list.length === 0) return 0;
  const { rows } = await db.query(
    `update news_prediction p set status = x.s, final_score = x.f, settled_at = $2
     from jsonb_to_recordset($1::jsonb) as x(id bigint, s text, f text)
     where p.id = x.id and p.status = 'pending' returning p.id`,
    [JSON.stringify(list.map((p) => ({ id: p.id, s: p.status, f: p.finalScore }))), now],
  );
  return rows.length;
}

const PREDICTION_SELECT = `select p.id::text as id, p.expert_id, e.name as expert_name, p.match_id,
  p.kickoff_at::float8 as kickoff_at, p.created_at::float8 as created_at, p.league_name, p.home_name,
  p.visit_name, p.pick, p.odds, p.analysis, p.premium, p.price, p.status, p.final_score,
  (u.member_id is not null) as unlocked
  from news_prediction p join news_expert e on e.id = p.expert_id
  left join news_unlock u on u.prediction_id = p.id and u.member_id = $1`;

/** Predictions by expert or match, newest kick-off first, with the member's unlocks. */
export async function readPredictionPage(
  db: Queryable,
  filter: { expertId?: string | undefined; matchId?: string | undefined },
  memberId: number | null,
  page: number,
  size: number,
): Promise<{ rows: PredictionRow[]; total: number }> {
  const where = 'where ($2::text is null or p.expert_id = $2) and ($3::text is null or p.match_id = $3)';
  const { rows } = await db.query<PredictionRow>(
    `${PREDICTION_SELECT} ${where} order by p.kickoff_at desc, p.id desc limit $4 offset $5`,
    [memberId ?? 0, filter.expertId ?? null, filter.matchId ?? null, size, (page - 1) * size],
  );
  const count = await db.query<{ n: number }>(
    `select count(*)::int as n from news_prediction p ${where.replace(/\$(\d)/g, (_, d: string) => `$${Number(d) - 1}`)}`,
    [filter.expertId ?? null, filter.matchId ?? null],
  );
  return { rows, total: count.rows[0]?.n ?? 0 };
}

export async function readPrediction(
  db: Queryable,
  id: string,
  memberId: number | null,
): Promise<PredictionRow | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  return (
    (await db.query<PredictionRow>(`${PREDICTION_SELECT} where p.id = $2::bigint`, [memberId ?? 0, id]))
      .rows[0] ?? null
  );
}

/** Records an unlock; false when the member had already unlocked this prediction. */
export async function insertUnlock(
  tx: Queryable,
  u: { memberId: number; predictionId: string; gold: number; ledgerTxId: string },
  now: number,
): Promise<boolean> {
  const { rows } = await tx.query(
    `insert into news_unlock (member_id, prediction_id, gold, ledger_tx_id, created_at)
     values ($1, $2::bigint, $3, $4::bigint, $5) on conflict (member_id, prediction_id) do nothing
     returning member_id`,
    [u.memberId, u.predictionId, u.gold, u.ledgerTxId, now],
  );
  return rows.length > 0;
}

export async function hasUnlock(tx: Queryable, memberId: number, predictionId: string): Promise<boolean> {
  return (
    (
      await tx.query('select 1 from news_unlock where member_id = $1 and prediction_id = $2::bigint', [
        memberId,
        predictionId,
      ])
    ).rows.length > 0
  );
}
