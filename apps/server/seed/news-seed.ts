import type { Queryable } from '../src/db/db.ts';
import { NEWS_COLUMNS, NEWS_EXPERTS, articleSeeds } from '../src/modules/news/news-seed-data.ts';

const HOUR = 3_600_000;

/**
 * Idempotent: columns and experts by id; the articles only into an empty table (an operator's edits
 * and unpublished articles are never touched). Experts get no record: predictions make it.
 */
export async function seedNews(tx: Queryable, now = Date.now()): Promise<void> {
  for (const [sort, c] of NEWS_COLUMNS.entries()) {
    await tx.query(
      'insert into news_column (id, name, sort) values ($1, $2, $3) on conflict (id) do nothing',
      [c.id, c.name, sort],
    );
  }
  for (const [sort, e] of NEWS_EXPERTS.entries()) {
    await tx.query(
      `insert into news_expert (id, name, title, bio, hue, skill, followers, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
      [e.id, e.name, e.title, e.bio, e.hue, e.skill, e.followers, sort],
    );
  }
  const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from news_article');
  if ((rows[0]?.n ?? 0) > 0) return;
  const list = articleSeeds().map((a) => ({
    c: a.columnId,
    t: a.title,
    s: a.summary,
    b: a.body,
    a: a.author,
    e: a.expertId,
    h: a.coverHue,
    m: a.coverMotif,
    p: Math.round(now - a.ageHours * HOUR),
    v: a.views,
  }));
  await tx.query(
    `insert into news_article (column_id, title, summary, body, author, expert_id, cover_hue, cover_motif,
       published_at, views, updated_at)
     select c, t, s, b, a, e, h, m, p, v, $2 from jsonb_to_recordset($1::jsonb)
       as x(c text, t text, s text, b text, a text, e text, h int, m int, p bigint, v int)`,
    [JSON.stringify(list), now],
  );
}
