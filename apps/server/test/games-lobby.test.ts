import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue, type CallOutput } from '@arena/protocol';
import { seed } from '../seed/seed.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { newMember } from './games-helpers.ts';
import { decodePng } from './png-decode.ts';

const games = catalogue.games;
type GamePage = CallOutput<typeof games.gameList>;

let t: TestApp;
let alice: { token: string; id: number };
let bob: { token: string; id: number };
beforeAll(async () => {
  t = await createTestApp();
  alice = await newMember(t, 'gamesalice');
  bob = await newMember(t, 'gamesbob');
});
afterAll(async () => t.close());

const count = async (sql: string) => Number((await t.db.query<{ n: string | number }>(sql)).rows[0]!.n);

describe('seeded catalogue', () => {
  it('has at least 600 games across the venues, each with brand, tags and thumbnail', async () => {
    expect(await count('select count(*) as n from game')).toBeGreaterThanOrEqual(600);
    expect(await count('select count(distinct venue_code) as n from game')).toBe(10);
    expect(
      await count(
        'select count(*) as n from game g where not exists (select 1 from game_tag t where t.game_code = g.game_code and t.venue_code = g.venue_code)',
      ),
    ).toBe(0);
    expect(await count('select count(*) as n from game where hot_rank is not null')).toBeGreaterThan(30);
  });

  it('is idempotent: a second seed adds nothing and keeps operator changes', async () => {
    await t.db.query("update game set name = '运营改名' where venue_code = 'pg' and game_code = 'pg0001'");
    const before = await count('select count(*) as n from game');
    await seed(t.db);
    expect(await count('select count(*) as n from game')).toBe(before);
    const { rows } = await t.db.query<{ name: string }>("select name from game where game_code = 'pg0001'");
    expect(rows[0]!.name).toBe('运营改名');
  });

  it('serves thumbnails as cached PNG and venue logos as SVG', async () => {
    const thumb = await t.app.inject({ url: '/media/games/by/ybegdz.png' });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');
    expect(thumb.headers['cache-control']).toContain('immutable');
    const png = decodePng(thumb.rawPayload);
    expect([png.width, png.height]).toEqual([120, 120]);
    const again = await t.app.inject({ url: '/media/games/by/ybegdz.png' });
    expect(again.rawPayload.equals(thumb.rawPayload)).toBe(true);
    const other = await t.app.inject({ url: '/media/games/by/ybjsby.png' });
    expect(other.rawPayload.equals(thumb.rawPayload)).toBe(false);
    expect((await t.app.inject({ url: '/media/games/by/..%2Fx.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/games/by/ybegdz.svg' })).statusCode).toBe(404);
    for (const code of ['by', 'pg', 'jd', 'cq', 'ag', 'bg', 'ky', 'fs', 'ybty', 'ybdj']) {
      const logo = await t.app.inject({ url: `/media/site/venue-${code}.svg` });
      expect(logo.statusCode, code).toBe(200);
    }
  });
});

describe('gameList, hot, brands (spec §7 Games)', () => {
  it('pages a venue’s games with brand, tags, hot rank and same-origin thumbnails', async () => {
    const res = await t.call(games.gameList, { page: 1, size: 200, venueCode: 'by' });
    expect(res.code).toBe(ErrorCode.ok);
    const page = res.data as GamePage;
    expect(page.total).toBe(600);
    expect(page.list).toHaveLength(200);
    expect(page.list[0]).toMatchObject({ gameCode: 'ybegdz', venueCode: 'by', isHot: true, hotRank: 1 });
    expect(page.list[0]!.iconUrl).toBe('/media/games/by/ybegdz.png');
    expect(page.list[0]!.tags.length).toBeGreaterThan(0);
    const last = (await t.call(games.gameList, { page: 3, size: 200, venueCode: 'BY' })).data as GamePage;
    expect(last.list).toHaveLength(200);
  });

  it('filters by keyword (literal, wildcards escaped), brand and category', async () => {
    const kw = (await t.call(games.gameList, { page: 1, size: 50, venueCode: 'by', keyword: '熊猫' }))
      .data as GamePage;
    expect(kw.total).toBeGreaterThan(0);
    expect(kw.list.every((g) => g.name.includes('熊猫'))).toBe(true);
    const wild = (await t.call(games.gameList, { page: 1, size: 50, keyword: '%' })).data as GamePage;
    expect(wild.total).toBe(0);
    const brand = (await t.call(games.gameList, { page: 1, size: 200, brandCode: 'pg-2' })).data as GamePage;
    expect(brand.total).toBe(30);
    expect(brand.list.every((g) => g.brandCode === 'pg-2')).toBe(true);
    const live = (await t.call(games.gameList, { page: 1, size: 200, category: 'live' })).data as GamePage;
    expect(new Set(live.list.map((g) => g.venueCode))).toEqual(new Set(['ag', 'bg']));
  });

  it('answers hot games by rank and brands with counts', async () => {
    const hot = await t.call(games.hot, { venueCode: 'by', size: 5 });
    const list = (hot.data as { list: GamePage['list'] }).list;
    expect(list.map((g) => g.hotRank)).toEqual([1, 2, 3, 4, 5]);
    const brands = await t.call(games.brands, { venueCode: 'by' });
    const b = (brands.data as { list: { brandCode: string; gameCount: number }[] }).list;
    expect(b.map((x) => x.brandCode)).toEqual(['by-1', 'by-2', 'by-3', 'by-4']);
    expect(b.reduce((s, x) => s + x.gameCount, 0)).toBe(600);
  });

  it('refuses bad input with 10001', async () => {
    for (const bad of [
      { page: 0, size: 10 },
      { page: 1, size: 201 },
      { page: 1, size: 10, venueCode: 'b y' },
      { page: 1, size: 10, keyword: 'x'.repeat(33) },
      { page: 1, size: 10, extra: 1 },
    ]) {
      const res = await t.call(games.gameList, bad);
      expect(res.code, JSON.stringify(bad)).toBe(ErrorCode.badInput);
    }
    expect((await t.call(games.hot, { size: 51 })).code).toBe(ErrorCode.badInput);
    expect((await t.call(games.brands, { category: 'casino' } as never)).code).toBe(ErrorCode.badInput);
  });
});

describe('collections per member', () => {
  it('adds, lists and removes a member’s own collection; counts all members', async () => {
    const add = await t.call(
      games.collectionAdd,
      { venueCode: 'by', gameCode: 'yb0005' },
      { token: alice.token },
    );
    expect(add.data).toEqual({ collectCount: 1 });
    await t.call(games.collectionAdd, { venueCode: 'by', gameCode: 'yb0005' }, { token: alice.token });
    const again = await t.call(
      games.collectionAdd,
      { venueCode: 'by', gameCode: 'yb0005' },
      { token: bob.token },
    );
    expect(again.data).toEqual({ collectCount: 2 });
    await t.call(games.collectionAdd, { venueCode: 'pg', gameCode: 'pg0002' }, { token: alice.token });

    const mine = (await t.call(games.collectionList, { page: 1, size: 20 }, { token: alice.token }))
      .data as GamePage;
    expect(mine.list.map((g) => g.gameCode)).toEqual(['pg0002', 'yb0005']);
    expect(mine.list.every((g) => g.collected)).toBe(true);
    const bobs = (await t.call(games.collectionList, { page: 1, size: 20 }, { token: bob.token }))
      .data as GamePage;
    expect(bobs.list.map((g) => g.gameCode)).toEqual(['yb0005']);
    const filtered = await t.call(
      games.collectionList,
      { page: 1, size: 20, venueCode: 'pg' },
      { token: alice.token },
    );
    expect((filtered.data as GamePage).total).toBe(1);

    const listed = (
      await t.call(
        games.gameList,
        { page: 1, size: 10, venueCode: 'by', keyword: 'yb0005' },
        { token: alice.token },
      )
    ).data as GamePage;
    expect(listed.list[0]).toMatchObject({ collected: true, collectCount: 2 });

    const removed = await t.call(
      games.collectionRemove,
      { venueCode: 'by', gameCode: 'yb0005' },
      { token: alice.token },
    );
    expect(removed.data).toEqual({ collectCount: 1 });
    const after = (await t.call(games.collectionList, { page: 1, size: 20 }, { token: alice.token }))
      .data as GamePage;
    expect(after.list.map((g) => g.gameCode)).toEqual(['pg0002']);
  });

  it('refuses unknown games, bad codes and visitors without changing anything', async () => {
    const before = await count('select count(*) as n from game_collection');
    expect(
      (await t.call(games.collectionAdd, { venueCode: 'by', gameCode: 'nope' }, { token: alice.token })).code,
    ).toBe(ErrorCode.notFound);
    expect(
      (await t.call(games.collectionAdd, { venueCode: 'by', gameCode: 'a/b' }, { token: alice.token })).code,
    ).toBe(ErrorCode.badInput);
    expect(
      (await t.call(games.collectionRemove, { venueCode: 'zz', gameCode: 'x1' }, { token: alice.token }))
        .code,
    ).toBe(ErrorCode.notFound);
    expect((await t.call(games.collectionAdd, { venueCode: 'by', gameCode: 'yb0001' })).code).toBe(
      ErrorCode.loginRequired,
    );
    expect((await t.call(games.collectionList, { page: 1, size: 20 })).code).toBe(ErrorCode.loginRequired);
    expect(await count('select count(*) as n from game_collection')).toBe(before);
  });
});

describe('maintenanceCheck and venue channels (spec §3, §4)', () => {
  it('reports the seeded maintenance of cq and the usable by', async () => {
    const cq = await t.call(games.maintenanceCheck, { venueCode: 'cq' });
    expect(cq.data).toMatchObject({ venueCode: 'cq', status: 1, displayWhileMaintaining: true });
    expect((cq.data as { message: string }).message).toContain('维护');
    const by = await t.call(games.maintenanceCheck, { venueCode: 'BY' });
    expect(by.data).toMatchObject({
      venueCode: 'by',
      status: 0,
      category: 'egame',
      logoUrl: '/media/site/venue-by.svg',
    });
    expect((await t.call(games.maintenanceCheck, { venueCode: 'zz' })).code).toBe(ErrorCode.notFound);
    expect((await t.call(games.maintenanceCheck, { venueCode: '' })).code).toBe(ErrorCode.badInput);
  });

  it('lists channels with the ZBYX name and switches from the site flags', async () => {
    const res = await t.call(games.venueChannelList, { venueCode: 'by' });
    expect((res.data as { list: unknown[] }).list).toEqual([
      { channelCode: 'default', name: 'Arena电子', status: 0, isDisplay: true },
      { channelCode: 'ZBYX', name: '直播游戏', status: 0, isDisplay: true },
    ]);
    await t.db.query("update site_config_info set value = '0' where key_code = 'anchorGameSwitch'");
    await t.db.query(
      `update site_config_info set value = '["主播专区"]' where key_code = 'ZBYXChannelNames'`,
    );
    const off = (await t.call(games.venueChannelList, { venueCode: 'by' })).data as {
      list: { name: string; isDisplay: boolean }[];
    };
    expect(off.list[1]).toMatchObject({ name: '主播专区', isDisplay: false });
    await t.db.query("update site_config_info set value = '1' where key_code = 'anchorGameSwitch'");
    expect((await t.call(games.venueChannelList, { venueCode: 'zz' })).code).toBe(ErrorCode.notFound);
  });
});
