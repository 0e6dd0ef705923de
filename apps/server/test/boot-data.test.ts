import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@arena/protocol';
import { ADMIN_HEADERS, createTestAppOn, type TestApp } from './test-app.ts';
import {
  BOOT_CACHE_MS,
  HOME_BOOT_CALLS,
  NEWS_BOOT_ARTICLES,
  NEWS_HOME_BOOT_CALLS,
  jsonForHtml,
} from '../src/plugins/boot-data.ts';

const page = { accept: 'text/html', 'sec-fetch-mode': 'navigate' };
const HOSTILE = '</script><script>alert(1)</script><!-- 公告 \u2028';

/** The JSON block of a served page, or null when the page carries none. */
type Boot = { at: number; answers: Record<string, { data: unknown }> };
function bootBlock(html: string): Boot | null {
  const m = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1] ?? '') as Boot) : null;
}

// spec §2 home, §7 the calls: the SPA page carries the visitor answers of home's first screen.
describe('home data with the page', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-boot-'));
  let t: TestApp;

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Arena</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestAppOn({ dataDir: 'memory' }, { webDist: dist });
    await t.db.query(`insert into site_notice (id, content, category, sort) values ('hostile', $1, 0, -1)`, [
      HOSTILE,
    ]);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('embeds the exact visitor answers, valid by the call schemas, with stored text escaped', async () => {
    const res = await t.app.inject({ url: '/app/home', headers: page });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The stored text cannot close the data block or start markup: no second script, `<` escaped.
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(res.body).not.toContain('alert(1)</script>');
    const boot = bootBlock(res.body);
    expect(boot).not.toBeNull();
    for (const { call, input, pick } of HOME_BOOT_CALLS) {
      const embedded = boot?.answers[call.id];
      expect(embedded, call.id).toBeDefined();
      expect(call.output.safeParse(embedded?.data).success, call.id).toBe(true);
      // The same answer the gateway gives a visitor for the same input (cut to what home shows).
      const live = await t.call(call, input);
      const expected = pick ? pick(live.data) : live.data;
      if (call.id === catalogue.live.popularList.id) {
        // Match clocks move with time: the same matches, in the same order.
        const ids = (d: unknown) => (d as { list: { matchId: string }[] }).list.map((m) => m.matchId);
        expect(ids(embedded?.data)).toEqual(ids(expected));
      } else expect(embedded?.data, call.id).toEqual(expected);
    }
    const hot = boot?.answers[catalogue.live.popularList.id]?.data as { list: unknown[] };
    expect(hot.list.length).toBeGreaterThan(0); // the seed has matches in play
    expect(res.body.length).toBeLessThan(16_000); // a page, not the 200-match list
    const notices = boot?.answers[catalogue.site.specialNoticeGet.id]?.data as {
      list: { content: string }[];
    };
    expect(notices.list[0]?.content).toBe(HOSTILE);
  });

  it('preloads the first banner image on home only, and compresses the page', async () => {
    const home = await t.app.inject({ url: '/app/home', headers: { ...page, 'accept-encoding': 'br' } });
    expect(home.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(home.rawPayload).toString('utf8');
    const banners = (
      bootBlock(html)?.answers[catalogue.site.bannerListV1.id]?.data as {
        list: { imageUrl: string; sort: number }[];
      }
    ).list;
    expect(banners.length).toBeGreaterThan(0);
    const first = [...banners].sort((a, b) => a.sort - b.sort)[0]?.imageUrl ?? '';
    expect(html).toContain(`<link rel="preload" as="image" href="${first}" fetchpriority="high">`);
    const live = await t.app.inject({ url: '/app/live', headers: page });
    expect(bootBlock(live.body)).not.toBeNull();
    expect(live.body).not.toContain('rel="preload"');
  });

  // spec §7 News/soccer (hot news, columns, articles): the news home's page carries its own first
  // screen, cut to what that screen shows, and preloads the lead cover; other pages keep home's answers.
  it("carries the news home's first screen on the news home only", async () => {
    const res = await t.app.inject({ url: '/app/news', headers: page });
    expect(res.statusCode).toBe(200);
    const boot = bootBlock(res.body);
    expect(Object.keys(boot?.answers ?? {}).sort()).toEqual(
      NEWS_HOME_BOOT_CALLS.map(({ call }) => call.id).sort(),
    );
    for (const { call, input, pick } of NEWS_HOME_BOOT_CALLS) {
      const embedded = boot?.answers[call.id]?.data;
      expect(call.output.safeParse(embedded).success, call.id).toBe(true);
      const live = await t.call(call, input);
      expect(embedded, call.id).toEqual(pick ? pick(live.data) : live.data);
    }
    const hot = boot?.answers[catalogue.news.hotNews.id]?.data as { list: { coverUrl: string }[] };
    expect(hot.list).toHaveLength(6); // the lead and five rows, as the news home asks
    const articles = boot?.answers[catalogue.news.articles.id]?.data as { list: unknown[]; total: number };
    expect(articles.list).toHaveLength(NEWS_BOOT_ARTICLES);
    expect(articles.total).toBeGreaterThan(NEWS_BOOT_ARTICLES); // the whole count, for the refresh
    const lead = hot.list[0]?.coverUrl ?? '';
    expect(lead).toMatch(/^\/news\/cover\//);
    expect(res.body).toContain(`<link rel="preload" as="image" href="${lead}" fetchpriority="high">`);
    expect(res.body.length).toBeLessThan(12_000);

    const article = await t.app.inject({ url: '/app/news/experts', headers: page });
    expect(Object.keys(bootBlock(article.body)?.answers ?? {}).sort()).toEqual(
      HOME_BOOT_CALLS.map(({ call }) => call.id).sort(),
    );
    expect(article.body).not.toContain('rel="preload"');

    // A news domain elsewhere answers the news calls: the page then names it and carries no news.
    const setNewsDomain = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/site-config',
        headers: ADMIN_HEADERS,
        payload: { key: 'newsDomain', value },
      });
    expect((await setNewsDomain('https://news.example')).statusCode).toBe(200);
    try {
      await new Promise((resolve) => setTimeout(resolve, BOOT_CACHE_MS + 100)); // the short cache expires
      const elsewhere = await t.app.inject({ url: '/app/news', headers: page });
      const answers = bootBlock(elsewhere.body)?.answers ?? {};
      expect(Object.keys(answers)).toEqual([catalogue.site.vvm.id]);
      expect(answers[catalogue.site.vvm.id]?.data).toMatchObject({ newsDomain: 'https://news.example' });
      expect(elsewhere.body).not.toContain('rel="preload"');
    } finally {
      await setNewsDomain('');
    }
  });

  it('leaves out a call that fails, and everything for a client the switches stop', async () => {
    await t.db.query('alter table site_banner rename to site_banner_away');
    try {
      await new Promise((resolve) => setTimeout(resolve, BOOT_CACHE_MS + 100)); // the short cache expires
      const res = await t.app.inject({ url: '/app/home', headers: page });
      const boot = bootBlock(res.body);
      expect(boot?.answers[catalogue.site.bannerListV1.id]).toBeUndefined();
      expect(boot?.answers[catalogue.site.specialNoticeGet.id]).toBeDefined();
      expect(res.body).not.toContain('rel="preload"');
    } finally {
      await t.db.query('alter table site_banner_away rename to site_banner');
    }
    const block = await t.app.inject({
      method: 'POST',
      url: '/admin/switches',
      headers: ADMIN_HEADERS,
      payload: { ipBlock: { on: true, ips: ['127.0.0.1'] } },
    });
    expect(block.statusCode).toBe(200);
    try {
      const res = await t.app.inject({ url: '/app/home', headers: page });
      expect(res.statusCode).toBe(200);
      expect(bootBlock(res.body)).toBeNull();
      expect(res.body).toContain('<div id="root">');
    } finally {
      await t.app.inject({
        method: 'POST',
        url: '/admin/switches',
        headers: ADMIN_HEADERS,
        payload: { ipBlock: { on: false, ips: [] } },
      });
    }
  });

  // The calls are not on a page's path while pages keep coming: the answers are filled again before
  // they expire, so a page after the cache's age finds new answers ready.
  it('fills the answers again ahead of their expiry while pages come', async () => {
    const first = bootBlock((await t.app.inject({ url: '/app/home', headers: page })).body);
    await new Promise((resolve) => setTimeout(resolve, BOOT_CACHE_MS + 200));
    const asked = Date.now();
    const later = bootBlock((await t.app.inject({ url: '/app/home', headers: page })).body);
    expect(later?.at).toBeGreaterThan(first?.at ?? Number.POSITIVE_INFINITY); // not the expired answers
    expect(later?.at).toBeLessThan(asked); // filled before this page was asked for
    expect(asked - (later?.at ?? 0)).toBeLessThanOrEqual(BOOT_CACHE_MS); // and no older than the cache allows
  });

  it('writes JSON that cannot end its element', () => {
    const text = jsonForHtml({ s: '</script><!--\u2028\u2029' });
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ s: '</script><!--\u2028\u2029' });
  });
});
