import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatStartAt } from '@arena/domain';
import { ErrorCode, catalogue } from '@arena/protocol';
import { createTestApp, type TestApp } from './test-app.ts';
import { adminGet, adminPost, expectLedgerBalanced, key, walletMember } from './wallet-fixtures.ts';
import { buyGold } from './gift-helpers.ts';
import { walletBalance } from '../src/modules/wallet/ledger.ts';

const { news } = catalogue;
const HAN = /[\u4e00-\u9fff]/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

interface AdminPrediction {
  id: string;
  expert_id: string;
  match_id: string;
  pick: 'home' | 'draw' | 'visit';
  premium: boolean;
  price: number;
  status: string;
}
const predictionsOf = async (q: string) =>
  ((await adminGet(t, `/admin/news/predictions?${q}`)).data as { list: AdminPrediction[] }).list;

describe('news content (spec §7 "News/soccer": hot news, columns, articles)', () => {
  it('seeds at least 100 published articles across every column, with drawn covers', async () => {
    const cols = await t.call(news.columns, {});
    const list = (cols.data as { list: { columnId: string }[] }).list;
    expect(list.length).toBeGreaterThanOrEqual(5);
    let total = 0;
    for (const c of list) {
      const page = await t.call(news.articles, { page: 1, size: 1, columnId: c.columnId });
      const n = (page.data as { total: number }).total;
      expect(n, c.columnId).toBeGreaterThan(0);
      total += n;
    }
    expect(total).toBeGreaterThanOrEqual(100);
    const hot = (await t.call(news.hotNews, { size: 5 })).data as { list: { coverUrl: string }[] };
    expect(hot.list).toHaveLength(5);
    const cover = await t.app.inject({ method: 'GET', url: hot.list[0]!.coverUrl });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
  });

  it('counts a view when an article is read and hides it once unpublished', async () => {
    const added = await adminPost(t, '/admin/news/articles', {
      columnId: 'c-headline',
      title: '测试文章',
      body: '<p>正文</p>',
      author: '编辑部',
    });
    expect(added.code).toBe(0);
    const { articleId } = added.data as { articleId: string };
    const first = await t.call(news.articleDetail, { articleId });
    expect(first.data).toMatchObject({ title: '测试文章', contentHtml: '<p>正文</p>', views: 1 });
    expect((await adminPost(t, `/admin/news/articles/${articleId}`, { title: '改过的标题' })).code).toBe(0);
    expect((await t.call(news.articleDetail, { articleId })).data).toMatchObject({
      title: '改过的标题',
      views: 2,
    });
    expect((await adminPost(t, `/admin/news/articles/${articleId}/unpublish`)).code).toBe(0);
    const gone = await t.call(news.articleDetail, { articleId });
    expect(gone.code).toBe(ErrorCode.notFound);
    expect(gone.msg).toMatch(HAN);
  });

  it('refuses bad input with a code and a Chinese message and writes nothing', async () => {
    const before = await count('news_article');
    const noTitle = await adminPost(t, '/admin/news/articles', { columnId: 'c-epl', body: 'x', author: 'a' });
    expect(noTitle).toMatchObject({ status: 400, code: ErrorCode.badInput });
    expect(noTitle.msg).toMatch(HAN);
    const badColumn = await adminPost(t, '/admin/news/articles', {
      columnId: 'c-none',
      title: 't',
      body: 'b',
      author: 'a',
    });
    expect(badColumn.code).toBe(ErrorCode.badInput);
    expect(badColumn.msg).toMatch(HAN);
    expect(await count('news_article')).toBe(before);

    const date = await t.call(news.matchList, { date: '2001-01-01' });
    expect(date.code).toBe(ErrorCode.badInput);
    expect(date.msg).toMatch(HAN);
    const column = await t.call(news.articles, { page: 1, size: 10, columnId: 'nope' });
    expect(column.code).toBe(ErrorCode.notFound);
    expect(column.msg).toMatch(HAN);
    const schema = await t.call(news.hotNews, { size: 0 });
    expect(schema.code).toBe(ErrorCode.badInput);
    expect(schema.msg).toMatch(HAN);
  });
});

describe('soccer data from the live schedule (spec §7 "match list", "odds")', () => {
  it('lists the same football matches as the live list, with per-league summaries and odds', async () => {
    const live = await t.call(catalogue.live.popularList, { page: 1, size: 200, sport: 'football' });
    const liveIds = new Set((live.data as { list: { matchId: string }[] }).list.map((m) => m.matchId));
    const date = formatStartAt(t.app.now()).slice(0, 10); // the Beijing date of the match start format
    const res = await t.call(news.matchList, { date });
    const data = res.data as { list: { matchId: string }[]; leagues: { total: number }[] };
    expect(data.list.length).toBeGreaterThan(0);
    for (const m of data.list) expect(liveIds.has(m.matchId)).toBe(true);
    expect(data.leagues.reduce((n, l) => n + l.total, 0)).toBe(data.list.length);
    const odds = await t.call(news.odds, { matchId: data.list[0]!.matchId });
    expect((odds.data as { list: unknown[] }).list).toHaveLength(3);
  });
});

describe('expert predictions (spec §7 "experts"; records computed from settled results)', () => {
  it('makes predictions before kick-off and changes the hit rate only when the match is finished', async () => {
    expect((await adminPost(t, '/admin/news/predictions/run')).code).toBe(0);
    const experts = (await t.call(news.experts, { page: 1, size: 50 })).data as {
      list: { expertId: string; settled: number }[];
    };
    expect(experts.list.length).toBeGreaterThanOrEqual(20);
    expect(experts.list.every((e) => e.settled === 0)).toBe(true); // never seeded numbers
    const open = (await predictionsOf('')).filter((p) => p.status === 'pending');
    expect(open.length).toBeGreaterThan(0);
    const target = open[0]!;
    const score = { home: [2, 0], draw: [1, 1], visit: [0, 2] }[target.pick];
    const before = (await t.call(news.expertDetail, { expertId: target.expert_id })).data as {
      settled: number;
      hits: number;
    };
    const done = await adminPost(t, `/admin/live/matches/${target.match_id}/finish`, {
      homeScore: score[0],
      visitScore: score[1],
    });
    expect(done.code).toBe(0);
    const after = (await t.call(news.expertDetail, { expertId: target.expert_id })).data as {
      settled: number;
      hits: number;
      hitRate: string;
      streak: number;
    };
    expect(after.settled).toBe(before.settled + 1);
    expect(after.hits).toBe(before.hits + 1);
    expect(Number(after.hitRate)).toBeCloseTo(after.hits / after.settled, 4);
    expect(after.streak).toBeGreaterThanOrEqual(1);
    const settled = (await predictionsOf(`matchId=${target.match_id}`)).filter((p) => p.status !== 'pending');
    expect(settled.length).toBeGreaterThan(0);
  });

  it('unlocks a premium prediction once: the second unlock costs nothing (ledger truth)', async () => {
    await adminPost(t, '/admin/news/predictions/run');
    const premium = (await predictionsOf('')).find((p) => p.premium && p.status === 'pending');
    expect(premium).toBeDefined();
    const m = await walletMember(t, 'newsgold', { fund: 100_000 });
    await buyGold(t, m, 1_000); // 100 gold coins
    const locked = await t.call(
      catalogue.prediction.list,
      { page: 1, size: 200, matchId: premium!.match_id },
      { token: m.token },
    );
    const row = (locked.data as { list: { predictionId: string; pick: string | null }[] }).list.find(
      (p) => p.predictionId === premium!.id,
    );
    expect(row?.pick).toBeNull();
    const [one, two] = await Promise.all([
      t.call(
        catalogue.prediction.unlock,
        { predictionId: premium!.id, idempotencyKey: key('u1') },
        { token: m.token },
      ),
      t.call(
        catalogue.prediction.unlock,
        { predictionId: premium!.id, idempotencyKey: key('u2') },
        { token: m.token },
      ),
    ]);
    expect([one.code, two.code]).toEqual([0, 0]);
    const spent = [one, two].map((r) => (r.data as { spent: number }).spent).sort((a, b) => a - b);
    expect(spent).toEqual([0, premium!.price]);
    expect(await walletBalance(t.db, m.id, 'gold')).toBe(100 - premium!.price);
    const third = await t.call(
      catalogue.prediction.unlock,
      { predictionId: premium!.id, idempotencyKey: key('u3') },
      { token: m.token },
    );
    expect(third.data).toMatchObject({
      spent: 0,
      gold: 100 - premium!.price,
      prediction: { unlocked: true },
    });
    expect((third.data as { prediction: { pick: string | null } }).prediction.pick).toBe(premium!.pick);
    await expectLedgerBalanced(t.db);
  });

  it('refuses an unknown prediction and a member without gold, moving nothing', async () => {
    const m = await walletMember(t, 'newspoor', { fund: 0 });
    const unknown = await t.call(
      catalogue.prediction.unlock,
      { predictionId: '999999999', idempotencyKey: key('x') },
      { token: m.token },
    );
    expect(unknown.code).toBe(ErrorCode.notFound);
    expect(unknown.msg).toMatch(HAN);
    const premium = (await predictionsOf('')).find((p) => p.premium && p.status === 'pending')!;
    const poor = await t.call(
      catalogue.prediction.unlock,
      { predictionId: premium.id, idempotencyKey: key('y') },
      { token: m.token },
    );
    expect(poor.code).toBe(ErrorCode.goldInsufficient);
    expect(poor.msg).toMatch(HAN);
    const { rows } = await t.db.query('select 1 from news_unlock where member_id = $1', [m.id]);
    expect(rows).toHaveLength(0);
  });
});
