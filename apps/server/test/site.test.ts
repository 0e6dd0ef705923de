import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue, verifyScopeOf } from '@arena/protocol';
import { seed } from '../seed/seed.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { insertClickEvents } from '../src/modules/tracking/click-repository.ts';
import { issueVerifyTicket } from '../src/modules/verify/verify-ticket-repository.ts';
import { ADMIN_HEADERS, createTestApp, type TestApp } from './test-app.ts';

const { site } = catalogue;
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.db.query<{ id: number }>("select id::int as id from member where name = 'demo'");
  token = await createSession(t.db, rows[0]?.id ?? 0);
});
afterAll(async () => t.close());

const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n ?? 0;

/** Sets a site_config key for the duration of `fn`, then puts the old value back. */
async function withSwitch(key: string, value: unknown, fn: () => Promise<void>) {
  const { rows } = await t.db.query<{ value: unknown }>('select value from site_config where key = $1', [
    key,
  ]);
  await t.db.query(
    `insert into site_config (key, value) values ($1, $2)
     on conflict (key) do update set value = excluded.value`,
    [key, JSON.stringify(value)],
  );
  try {
    await fn();
  } finally {
    if (rows[0])
      await t.db.query('update site_config set value = $2 where key = $1', [
        key,
        JSON.stringify(rows[0].value),
      ]);
    else await t.db.query('delete from site_config where key = $1', [key]);
  }
}

const ids = (data: unknown) => (data as { list: { id: string }[] }).list.map((i) => i.id);
const NEW_YEAR = {
  start: Date.parse('2026-12-31T00:00:00+08:00'),
  end: Date.parse('2027-01-03T00:00:00+08:00'),
};

it('handles every site call but the captcha image, plus system time and click report', () => {
  const mine = [...Object.values(site), catalogue.time.systemTimeGet, catalogue.tracking.clickReport]
    .map((c) => c.id)
    .filter((id) => id !== 'site.captchaImage');
  for (const id of mine) expect(t.app.handledCalls.has(id), id).toBe(true);
});

describe('config info (spec §3 site config flags)', () => {
  it('answers one flag by key code, and a public site_config key as text', async () => {
    const flag = await t.call(site.configInfoV1Get, { keyCode: 'anchorGameSwitch' });
    expect(flag).toMatchObject({ code: 0, data: { keyCode: 'anchorGameSwitch', value: '1' } });
    const names = await t.call(site.configInfoV1Get, { keyCode: 'ZBYXChannelNames' });
    expect(JSON.parse((names.data as { value: string }).value)).toEqual(['直播游戏', '主播专区']);
    const lang = await t.call(site.configInfoV1Get, { keyCode: 'languages' });
    expect(JSON.parse((lang.data as { value: string }).value)).toEqual({
      enabled: ['zh-CN'],
      available: ['zh-CN', 'en'],
    });
  });

  it('never answers unknown or server-side keys', async () => {
    expect((await t.call(site.configInfoV1Get, { keyCode: 'noSuchKey' })).code).toBe(ErrorCode.notFound);
    expect((await t.call(site.configInfoV1Get, { keyCode: 'shortUrlHosts' })).code).toBe(ErrorCode.notFound);
    const v2 = await t.call(site.configInfoV2Gets, { keyCodes: ['operatorSwitches', 'maintenance'] });
    expect(v2.data).toEqual({ list: [] });
  });

  it('v2 answers only the requested known key codes, in the order asked, once each', async () => {
    const res = await t.call(site.configInfoV2Gets, {
      keyCodes: ['hideZBYXRecords', 'nope', 'anchorGameSwitch', 'hideZBYXRecords', 'siteName'],
    });
    expect(res.data).toEqual({
      list: [
        { keyCode: 'hideZBYXRecords', value: '0' },
        { keyCode: 'anchorGameSwitch', value: '1' },
        { keyCode: 'siteName', value: 'Arena' },
      ],
    });
  });

  it('rejects a malformed key code or list with 10001', async () => {
    expect((await t.call(site.configInfoV1Get, { keyCode: 'bad key!' })).code).toBe(ErrorCode.badInput);
    expect((await t.call(site.configInfoV2Gets, { keyCodes: [] })).code).toBe(ErrorCode.badInput);
    const tooMany = Array.from({ length: 51 }, (_, i) => `k${i}`);
    expect((await t.call(site.configInfoV2Gets, { keyCodes: tooMany })).code).toBe(ErrorCode.badInput);
  });
});

describe('bootstrap, languages and whitelists', () => {
  it('per-info answers the seeded site', async () => {
    const before = Date.now();
    const res = await t.call(site.perInfoV5Get, {});
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      siteId: 5000,
      deploySiteId: 5000,
      siteName: 'Arena',
      siteSeries: 'arena',
      theme: 'elegant',
      walletType: 'RMB',
      languages: ['zh-CN'],
      clientMinVersion: '1.1.0',
      maintenance: null,
    });
    const { serverTime } = res.data as { serverTime: number };
    expect(Math.abs(serverTime - before)).toBeLessThan(5000);
  });

  it('per-info follows the settlement unit and a deploy-mapped site id', async () => {
    await withSwitch('settlementUnit', 'USDT', async () => {
      await withSwitch('siteId', 5001, async () => {
        const res = await t.call(site.perInfoV5Get, {});
        expect(res.data).toMatchObject({ siteId: 5001, deploySiteId: 5256, walletType: 'USDT' });
      });
    });
  });

  it('maintenance get and per-info report the maintenance key while it is on', async () => {
    expect((await t.call(site.maintenanceGet, {})).data).toEqual({ maintenance: null });
    await withSwitch(
      'maintenance',
      { on: true, status: 0, message: '系统升级中，预计 06:00 完成' },
      async () => {
        const expected = {
          status: 0,
          title: '系统维护中',
          message: '系统升级中，预计 06:00 完成',
          startAt: null,
          endAt: null,
        };
        expect((await t.call(site.maintenanceGet, {})).data).toEqual({ maintenance: expected });
        expect((await t.call(site.perInfoV5Get, {})).data).toMatchObject({ maintenance: expected });
      },
    );
  });

  it('lists zh-CN enabled and English present but off, and follows the languages switch', async () => {
    const res = await t.call(site.languageCodeGet, {});
    expect(res.data).toEqual({
      defaultCode: 'zh-CN',
      list: [
        { code: 'zh-CN', name: '简体中文', enabled: true },
        { code: 'en', name: 'English', enabled: false },
      ],
    });
    await withSwitch('languages', { enabled: ['zh-CN', 'en'], available: ['zh-CN', 'en'] }, async () => {
      const on = (await t.call(site.languageCodeGet, {})).data as { list: { enabled: boolean }[] };
      expect(on.list.map((l) => l.enabled)).toEqual([true, true]);
    });
  });

  it('checks the whitelists of the signed-in member only', async () => {
    const vc = await t.call(site.whiteMembersCheck, { type: 'virtualCurrency' }, { token });
    expect(vc.data).toEqual({ whitelisted: true });
    const lang = await t.call(site.whiteMembersCheck, { type: 'language' }, { token });
    expect(lang.data).toEqual({ whitelisted: false });
    expect((await t.call(site.whiteMembersCheck, { type: 'language' })).code).toBe(ErrorCode.loginRequired);
    const bad = await t.call(site.whiteMembersCheck, { type: 'bank' } as never, { token });
    expect(bad.code).toBe(ErrorCode.badInput);
  });
});

describe('lines, vvm, eChat and sponsor', () => {
  it('answers the own origin as the only default line and in /api/v2/vvm', async () => {
    const lines = await t.call(site.lineConfigList, {});
    expect(lines.data).toEqual({
      errorThreshold: 3,
      list: [{ lineId: 'default', name: '默认线路', domain: '', weight: 1 }],
    });
    const vvm = await t.call(site.vvm, {});
    expect(vvm.data).toEqual({
      apiDomains: [''],
      videoDomains: [''],
      newsDomain: '',
      clientVersion: '1.1.0',
    });
    // Plain: the body is readable JSON, never the { t1, x1 } envelope (spec §7).
    expect(JSON.parse(vvm.raw.toString('utf8'))).toMatchObject({ code: 0, data: { apiDomains: [''] } });
  });

  it('adds the apiLines of site_config, skipping malformed and duplicate entries', async () => {
    const extra = [
      'https://line2.arena.example/',
      { name: '香港线路', domain: 'https://hk.arena.example', weight: 5 },
      'not a url',
      '',
      'https://line2.arena.example',
    ];
    await withSwitch('apiLines', extra, async () => {
      const lines = await t.call(site.lineConfigList, {});
      expect((lines.data as { list: unknown[] }).list).toEqual([
        { lineId: 'default', name: '默认线路', domain: '', weight: 1 },
        { lineId: 'line-1', name: '备用线路1', domain: 'https://line2.arena.example', weight: 1 },
        { lineId: 'line-2', name: '香港线路', domain: 'https://hk.arena.example', weight: 5 },
      ]);
      const vvm = await t.call(site.vvm, {});
      expect((vvm.data as { apiDomains: string[] }).apiDomains).toEqual([
        '',
        'https://line2.arena.example',
        'https://hk.arena.example',
      ]);
    });
  });

  it("answers the eChat widget config, pointing at the site's own /cs", async () => {
    expect((await t.call(site.eChatGet, {})).data).toEqual({
      enabled: true,
      url: 'http://localhost:80/cs?scene=echat',
      appKey: 'arena-5000-web',
    });
  });

  it('maps sponsor setting 0..2 to none, zz and news, with at most 3 tabs (spec §6, §9)', async () => {
    const zz = await t.call(site.sponsorConfigGet, {});
    expect(zz.data).toEqual({
      setting: 1,
      tabs: [
        { key: 'zz', title: '官方赞助' },
        { key: 'zz', title: '合作球队' },
        { key: 'news', title: '赞助资讯' },
      ],
    });
    await withSwitch('sponsorSetting', 2, async () => {
      const news = (await t.call(site.sponsorConfigGet, {})).data as {
        setting: number;
        tabs: { key: string }[];
      };
      expect(news.setting).toBe(2);
      expect(news.tabs.map((tab) => tab.key)).toEqual(['news', 'zz', 'zz']);
    });
    await withSwitch('sponsorSetting', 0, async () => {
      expect((await t.call(site.sponsorConfigGet, {})).data).toEqual({ setting: 0, tabs: [] });
    });
  });

  it('rejects unknown fields on empty-input calls with 10001', async () => {
    const extra = { extra: 1 } as never;
    for (const call of [
      site.vvm,
      site.lineConfigList,
      site.perInfoV5Get,
      site.maintenanceGet,
      site.eChatGet,
    ]) {
      expect((await t.call(call, extra)).code, call.id).toBe(ErrorCode.badInput);
    }
  });
});

describe('banners and media', () => {
  const showingNewYear = () => Date.now() >= NEW_YEAR.start && Date.now() < NEW_YEAR.end;

  it('v1 lists the banners of a position showing now, every device', async () => {
    const res = await t.call(site.bannerListV1, { position: 'home' });
    const expected = [
      'banner-home-welcome',
      'banner-home-vip',
      'banner-home-live',
      'banner-home-app',
      'banner-home-pc-sports',
    ];
    expect(ids(res.data)).toEqual(showingNewYear() ? [...expected, 'banner-home-newyear'] : expected);
    expect((res.data as { list: unknown[] }).list[0]).toEqual({
      id: 'banner-home-welcome',
      title: '新人首存送100%彩金',
      imageUrl: '/media/site/banner-home-welcome.svg',
      linkUrl: '/app/activities',
      sort: 1,
    });
    expect(ids((await t.call(site.bannerListV1, { position: 'game' })).data)).toEqual(['banner-game-egame']);
  });

  it('v2 lists a device’s banners with their windows, upcoming ones included', async () => {
    const h5 = await t.call(site.bannerListV2, { position: 'home', device: 'h5' });
    const pc = await t.call(site.bannerListV2, { position: 'home', device: 'pc' });
    const ended = Date.now() >= NEW_YEAR.end;
    const tail = ended ? [] : ['banner-home-newyear'];
    expect(ids(h5.data)).toEqual([
      'banner-home-welcome',
      'banner-home-vip',
      'banner-home-live',
      'banner-home-app',
      ...tail,
    ]);
    expect(ids(pc.data)).toEqual([
      'banner-home-welcome',
      'banner-home-vip',
      'banner-home-live',
      'banner-home-pc-sports',
      ...tail,
    ]);
    const list = (h5.data as { list: { id: string; startAt: number | null; endAt: number | null }[] }).list;
    expect(list[0]).toMatchObject({ startAt: null, endAt: null });
    if (!ended) expect(list.at(-1)).toMatchObject({ startAt: NEW_YEAR.start, endAt: NEW_YEAR.end });
  });

  it('drops a banner from both lists once an operator ends or disables it', async () => {
    await t.db.query(
      "update site_banner set end_at = now() - interval '1 minute' where id = 'banner-home-vip'",
    );
    await t.db.query("update site_banner set enabled = false where id = 'banner-home-live'");
    try {
      const v1 = ids((await t.call(site.bannerListV1, { position: 'home' })).data);
      const v2 = ids((await t.call(site.bannerListV2, { position: 'home', device: 'h5' })).data);
      for (const list of [v1, v2]) expect(list).not.toContain('banner-home-vip');
      for (const list of [v1, v2]) expect(list).not.toContain('banner-home-live');
    } finally {
      await t.db.query(
        "update site_banner set end_at = null, enabled = true where id in ('banner-home-vip', 'banner-home-live')",
      );
    }
  });

  it('rejects an unknown position or device with 10001', async () => {
    expect((await t.call(site.bannerListV1, { position: 'lobby' } as never)).code).toBe(ErrorCode.badInput);
    const v2 = await t.call(site.bannerListV2, { position: 'home', device: 'tv' } as never);
    expect(v2.code).toBe(ErrorCode.badInput);
  });

  it('serves every seeded image as a same-origin SVG, and 404 for anything else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/site/banner-home-welcome.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('新人首存 送100%彩金');
    expect(res.body.startsWith('<svg')).toBe(true);
    for (const url of [
      '/media/site/nope.svg',
      '/media/site/..%2Fseed.svg',
      '/media/site/banner-home-vip.png',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const { rows } = await t.db.query<{ url: string }>(
      `select image_url as url from site_banner union select image_url from site_popup
       union select icon_url from site_navigation union select icon_url from site_floating_icon
       union select logo_url from site_sports_venue union select value from site_client_resource`,
    );
    const media = rows.map((r) => r.url).filter((u) => u.startsWith('/media/'));
    expect(media.length).toBeGreaterThan(20);
    for (const url of media) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });
});

describe('notices, home, pop-ups, navigation and resources', () => {
  it('answers the marquee notices, the time-boxed one with its window', async () => {
    const res = await t.call(site.specialNoticeGet, {});
    const list = (res.data as { list: { id: string; category: number; pmdTimerStart: number | null }[] })
      .list;
    const boxedEnd = Date.parse('2026-11-30T05:00:00+08:00');
    const expected = [
      'notice-welcome',
      'notice-security',
      ...(Date.now() < boxedEnd ? ['notice-im-maintenance'] : []),
    ];
    expect(list.map((n) => n.id)).toEqual(expected);
    expect(list[0]).toMatchObject({ category: 0, pmdTimerStart: null, pmdTimerEnd: null });
    if (list[2])
      expect(list[2]).toMatchObject({ category: 1, pmdTimerStart: Date.parse('2026-11-29T12:00:00+08:00') });
  });

  it('answers the home modules of each device in order', async () => {
    const h5 = (await t.call(site.homeConfigQuery, { device: 'h5' })).data as { list: { module: string }[] };
    expect(h5.list.map((m) => m.module)).toEqual([
      'banner',
      'notice',
      'navigation',
      'hotMatches',
      'liveRooms',
      'anchors',
      'promotions',
      'sponsor',
      'appDownload',
    ]);
    const pc = (await t.call(site.homeConfigQuery, { device: 'pc' })).data as {
      list: { module: string; visible: boolean }[];
    };
    expect(pc.list.find((m) => m.module === 'anchors')).toEqual({
      module: 'anchors',
      title: '推荐主播',
      sort: 8,
      visible: false,
    });
  });

  it("answers the customer-service URL per scene (the site's own /cs), the default one without a scene", async () => {
    expect((await t.call(site.customerServiceUrlGet, {})).data).toEqual({
      url: 'http://localhost:80/cs?scene=default',
    });
    const deposit = await t.call(site.customerServiceUrlGet, { scene: 'deposit' });
    expect((deposit.data as { url: string }).url).toBe('http://localhost:80/cs?scene=deposit');
    expect((await t.call(site.customerServiceUrlGet, { scene: 'vip' } as never)).code).toBe(
      ErrorCode.badInput,
    );
  });

  it('answers the pop-ups of a page', async () => {
    const home = await t.call(site.popupConfigGet, { page: 'home' });
    expect((home.data as { list: unknown[] }).list).toEqual([
      expect.objectContaining({
        id: 'popup-home-notice',
        title: '账户安全提醒',
        frequency: 'daily',
        linkUrl: '/cs',
      }),
    ]);
    expect((await t.call(site.popupConfigGet, { page: 'activity' })).data).toEqual({ list: [] });
    expect((await t.call(site.popupConfigGet, { page: 'me' } as never)).code).toBe(ErrorCode.badInput);
  });

  it('answers navigation per device and the floating icons', async () => {
    const h5 = await t.call(site.navigationList, { device: 'h5' });
    expect(ids(h5.data)).toEqual([
      'nav-home',
      'nav-live',
      'nav-sports',
      'nav-casino',
      'nav-egame',
      'nav-promo',
      'nav-me',
    ]);
    const pc = await t.call(site.navigationList, { device: 'pc' });
    expect(ids(pc.data)).toContain('nav-chess');
    expect(ids(pc.data)).not.toContain('nav-me');
    const sports = (h5.data as { list: { id: string; venueCodes: string[] }[] }).list[2];
    expect(sports?.venueCodes).toEqual(['ybty', 'imty', 'dpty', 'sbty']);
    const icons = await t.call(site.floatingIconList, {});
    expect(ids(icons.data)).toEqual(['float-app', 'float-cs', 'float-redpacket']);
    expect((icons.data as { list: unknown[] }).list[1]).toEqual({
      id: 'float-cs',
      name: '在线客服',
      iconUrl: '/media/site/float-cs.svg',
      linkUrl: '/cs',
      sort: 1,
      position: 'right',
    });
  });

  it('answers client resources, device rows overriding the shared ones', async () => {
    const h5 = await t.call(site.clientResourceConfigGet, { device: 'h5' });
    expect(h5.data).toEqual({
      logoUrl: '/media/site/brand-logo.svg',
      faviconUrl: '/media/site/brand-favicon.svg',
      appDownloadUrl: '/app/home#download',
      resources: {
        loadingImage: '/media/site/brand-favicon.svg',
        loginBanner: '/media/site/banner-home-welcome.svg',
        serviceHours: '7×24 小时在线',
        themeColor: '#c8102e',
      },
    });
    const pc = await t.call(site.clientResourceConfigGet, { device: 'pc' });
    expect(pc.data).toMatchObject({ logoUrl: '/media/site/brand-logo-pc.svg' });
  });

  it('answers the country / area select with dialling codes', async () => {
    const res = await t.call(site.countryAreaList, {});
    const list = (res.data as { list: { code: string }[] }).list;
    expect(list).toHaveLength(15);
    expect(list[0]).toEqual({ code: 'CN', name: '中国大陆', dialCode: '86' });
    expect(list.map((c) => c.code)).toContain('HK');
  });
});

describe('short URLs, sports and help', () => {
  it('shortens a link of the site once, and the short link redirects to it', async () => {
    const url = 'http://localhost/?i_code=AG8831';
    const first = await t.call(site.shortUrlGet, { url }, { token });
    expect(first.code).toBe(0);
    const shortUrl = (first.data as { shortUrl: string }).shortUrl;
    expect(shortUrl).toMatch(/^http:\/\/localhost(:80)?\/s\/[0-9A-Za-z]{7}$/);
    const again = await t.call(site.shortUrlGet, { url });
    expect((again.data as { shortUrl: string }).shortUrl).toBe(shortUrl);
    expect(await count('site_short_url')).toBe(1);

    const path = new URL(shortUrl).pathname;
    const visit = await t.app.inject({ method: 'GET', url: path });
    expect(visit.statusCode).toBe(302);
    // Links into the site itself are kept as paths: a forged Host header cannot make an open redirect.
    expect(visit.headers.location).toBe('/?i_code=AG8831');
    const { rows } = await t.db.query<{ hits: number; member_id: number | null }>(
      'select hits, member_id::int as member_id from site_short_url',
    );
    expect(rows[0]?.hits).toBe(1);
    expect(rows[0]?.member_id).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/s/zzzzzzz' })).statusCode).toBe(404);
  });

  it('refuses links of other sites and malformed input, writing nothing', async () => {
    const before = await count('site_short_url');
    const foreign = await t.call(site.shortUrlGet, { url: 'https://phish.example/login' });
    expect(foreign.code).toBe(ErrorCode.forbidden);
    expect((await t.call(site.shortUrlGet, { url: 'not a url' })).code).toBe(ErrorCode.badInput);
    expect((await t.call(site.shortUrlGet, { url: 'javascript:alert(1)' })).code).toBe(ErrorCode.badInput);
    expect(await count('site_short_url')).toBe(before);
  });

  it('keeps a doubled slash from turning a short link into a link to another host', async () => {
    const res = await t.call(site.shortUrlGet, { url: 'http://localhost//phish.example/login' });
    const visit = await t.app.inject({
      method: 'GET',
      url: new URL((res.data as { shortUrl: string }).shortUrl).pathname,
    });
    expect(visit.headers.location).toBe('/phish.example/login');
  });

  it('keeps links to hosts the operator lists whole', async () => {
    await withSwitch('shortUrlHosts', ['m.arena.example'], async () => {
      const res = await t.call(site.shortUrlGet, { url: 'https://m.arena.example/app/home?r_code=R77' });
      const visit = await t.app.inject({
        method: 'GET',
        url: new URL((res.data as { shortUrl: string }).shortUrl).pathname,
      });
      expect(visit.headers.location).toBe('https://m.arena.example/app/home?r_code=R77');
    });
  });

  it('answers the sports venues, status 0 usable and the maintained one with its message', async () => {
    const res = await t.call(site.sportsConfigList, {});
    const list = (res.data as { list: { venueCode: string }[] }).list;
    expect(list.map((v) => v.venueCode)).toEqual(['ybty', 'imty', 'dpty', 'sbty', 'ybdj']);
    expect(list[0]).toEqual({
      venueCode: 'ybty',
      name: 'YB体育',
      logoUrl: '/media/site/venue-ybty.svg',
      category: 'sports',
      status: 0,
      maintainMessage: null,
      sports: ['football', 'basketball', 'esports', 'anchor'],
      isDefault: true,
    });
    expect(list[3]).toMatchObject({
      status: 1,
      maintainMessage: '沙巴体育维护中，预计 05:00 恢复，请先前往其他场馆。',
    });
    expect(list[4]).toMatchObject({ category: 'esports', sports: ['esports'] });
  });

  it('answers the help categories and the articles of one', async () => {
    const cats = await t.call(site.helpCategoryList, {});
    expect((cats.data as { list: { name: string }[] }).list.map((c) => c.name)).toEqual([
      '新手指南',
      '存款帮助',
      '取款帮助',
      '账户安全',
      '投注规则',
      '常见问题',
    ]);
    const deposit = await t.call(site.helpInfoGet, { categoryId: 'help-deposit' });
    const articles = (deposit.data as { list: { id: string; title: string; contentHtml: string }[] }).list;
    expect(articles.map((a) => a.title)).toEqual(['支持哪些存款方式', '存款未到账怎么办']);
    expect(articles[1]?.contentHtml).toContain('1–5 分钟到账');
    expect((await t.call(site.helpInfoGet, { categoryId: 'help-nope' })).code).toBe(ErrorCode.notFound);
    expect((await t.call(site.helpInfoGet, { categoryId: '' })).code).toBe(ErrorCode.badInput);
  });
});

describe('system time and click report', () => {
  it('answers the server time in epoch ms', async () => {
    const before = Date.now();
    const res = await t.call(catalogue.time.systemTimeGet, {});
    const { serverTime } = res.data as { serverTime: number };
    expect(serverTime).toBeGreaterThanOrEqual(before - 1000);
    expect(serverTime).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await t.call(catalogue.time.systemTimeGet, { extra: 1 } as never)).code).toBe(ErrorCode.badInput);
  });

  const click = (over: Record<string, unknown> = {}) => ({
    event: 'banner.click',
    page: '/app/home',
    ts: Date.now(),
    ...over,
  });
  const batch = (events: unknown[]) => ({ events: JSON.stringify(events) });
  type ClickRow = {
    event: string;
    target: string | null;
    client_ts: number;
    member: boolean;
    device_id: string;
  };
  const lastClicks = async (n: number) =>
    (
      await t.db.query<ClickRow>(
        `select event, target, client_ts, member_id is not null as member, device_id from click_event
          where id > (select coalesce(max(id), 0) - $1 from click_event) order by id`,
        [n],
      )
    ).rows;

  it('stores every click event of a batch, with the member when signed in', async () => {
    const before = await count('click_event');
    const ts = Date.now();
    const visitor = await t.call(
      catalogue.tracking.clickReport,
      batch([click({ target: 'banner-home-vip', ts })]),
    );
    expect(visitor).toMatchObject({ code: 0, data: { ok: true, accepted: 1 } });
    await t.call(catalogue.tracking.clickReport, batch([click({ event: 'nav.click', ts })]), { token });
    expect(await count('click_event')).toBe(before + 2);
    expect(await lastClicks(2)).toEqual([
      {
        event: 'banner.click',
        target: 'banner-home-vip',
        client_ts: ts,
        member: false,
        device_id: 'test-device',
      },
      { event: 'nav.click', target: null, client_ts: ts, member: true, device_id: 'test-device' },
    ]);
  });

  it('stores a batch of three as three rows, in order', async () => {
    const before = await count('click_event');
    const events = [
      click({ event: 'tab', target: '/app/live' }),
      click({ event: 'tab' }),
      click({ event: 'download' }),
    ];
    const res = await t.call(catalogue.tracking.clickReport, batch(events));
    expect(res).toMatchObject({ code: 0, data: { ok: true, accepted: 3 } });
    expect(await count('click_event')).toBe(before + 3);
    expect((await lastClicks(3)).map((r) => [r.event, r.target])).toEqual([
      ['tab', '/app/live'],
      ['tab', null],
      ['download', null],
    ]);
  });

  it('rejects a batch with one bad event with 10001 and stores none of it', async () => {
    const before = await count('click_event');
    for (const bad of [
      click({ ts: 12345 }),
      click({ ts: String(Date.now()) }),
      click({ event: 'has space' }),
      click({ page: 'x'.repeat(257) }),
      click({ target: 'x'.repeat(129) }),
      click({ extra: '1' }),
    ]) {
      const res = await t.call(catalogue.tracking.clickReport, batch([click(), bad, click()]));
      expect(res.code, JSON.stringify(bad).slice(0, 80)).toBe(ErrorCode.badInput);
    }
    expect(await count('click_event')).toBe(before);
  });

  it('refuses 51 events, an empty batch, text that is no JSON array, and more than 16384 chars', async () => {
    const before = await count('click_event');
    const fifty = Array.from({ length: 50 }, () => click());
    const refused = [
      batch([...fifty, click()]),
      batch([]),
      { events: '[{"event":' },
      { events: JSON.stringify(click()) },
      { events: `${JSON.stringify(fifty)}${' '.repeat(16_385)}` },
      { ...batch([click()]), extra: '1' },
    ];
    for (const input of refused) {
      expect((await t.call(catalogue.tracking.clickReport, input as never)).code).toBe(ErrorCode.badInput);
    }
    expect(await count('click_event')).toBe(before);
    expect(await t.call(catalogue.tracking.clickReport, batch(fifty))).toMatchObject({
      code: 0,
      data: { accepted: 50 },
    });
    expect(await count('click_event')).toBe(before + 50);
  });

  it('stores a batch in one transaction: a row that fails takes the whole batch back', async () => {
    const before = await count('click_event');
    const row = {
      event: 'tab',
      page: '/app/home',
      target: null,
      clientTs: Date.now(),
      memberId: null,
      deviceId: null,
      clientType: null,
    };
    await expect(
      insertClickEvents(t.db, [row, { ...row, event: null as unknown as string }, row]),
    ).rejects.toThrow();
    expect(await count('click_event')).toBe(before);
  });

  it('lets the operator read the newest clicks of one event and device back', async () => {
    const deviceId = `clicks-${Date.now()}`;
    await t.call(
      catalogue.tracking.clickReport,
      batch([
        click({ event: 'tab', target: '/app/live', ts: 1_700_000_000_001 }),
        click({ event: 'download' }),
        click({ event: 'tab', page: '/app/live', ts: 1_700_000_000_002 }),
      ]),
      { headers: { deviceId } },
    );
    const admin = (url: string, auth = ADMIN_HEADERS.authorization) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: auth } });
    const res = await admin(`/admin/clicks?event=tab&deviceId=${deviceId}`);
    expect(res.json()).toEqual({
      code: 0,
      msg: 'ok',
      data: {
        list: [
          { event: 'tab', page: '/app/live', target: null, ts: 1_700_000_000_002 },
          { event: 'tab', page: '/app/home', target: '/app/live', ts: 1_700_000_000_001 },
        ],
      },
    });
    const all = (await admin('/admin/clicks')).json<{ data: { list: unknown[] } }>();
    expect(all.data.list.length).toBeGreaterThan(0);
    expect(all.data.list.length).toBeLessThanOrEqual(100);
    expect((await admin('/admin/clicks?event=has%20space')).statusCode).toBe(400);
    expect((await admin('/admin/clicks', 'Bearer nope')).statusCode).toBe(401);
  });
});

describe('site seed', () => {
  const TABLES = [
    'site_config',
    'site_config_info',
    'site_language',
    'site_white_member',
    'site_media_art',
    'site_banner',
    'site_notice',
    'site_home_module',
    'site_customer_service',
    'site_popup',
    'site_navigation',
    'site_floating_icon',
    'site_sponsor_tab',
    'site_client_resource',
    'site_country_area',
    'site_sports_venue',
    'site_help_category',
    'site_help_article',
  ];

  it('is idempotent and keeps operator edits', async () => {
    const counts = async () => Promise.all(TABLES.map(count));
    const before = await counts();
    expect(before.every((n) => n > 0)).toBe(true);
    await t.db.query("update site_banner set title = '运营修改的标题' where id = 'banner-game-egame'");
    await t.db.query("update site_config_info set value = '0' where key_code = 'anchorGameSwitch'");
    try {
      await seed(t.db);
      await seed(t.db);
      expect(await counts()).toEqual(before);
      const banner = await t.call(site.bannerListV1, { position: 'game' });
      expect((banner.data as { list: { title: string }[] }).list[0]?.title).toBe('运营修改的标题');
      const flag = await t.call(site.configInfoV1Get, { keyCode: 'anchorGameSwitch' });
      expect((flag.data as { value: string }).value).toBe('0');
    } finally {
      await t.db.query("update site_banner set title = 'YB电子爆奖不断' where id = 'banner-game-egame'");
      await t.db.query("update site_config_info set value = '1' where key_code = 'anchorGameSwitch'");
    }
  });
});

describe('operator site content (pop-ups, floating icons, home modules)', () => {
  const admin = (url: string, payload: unknown, headers: Record<string, string> = ADMIN_HEADERS) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as object });
  const popupIds = async (page: string) =>
    ids((await t.call(site.popupConfigGet, { page } as { page: 'home' })).data);

  it('adds a pop-up that the page then answers, and switches pop-ups off and on again', async () => {
    const res = await admin('/admin/site/popup', {
      id: 'popup-op-test',
      page: 'activity',
      title: '运营弹窗',
      contentHtml: '<p>正文</p>',
      linkUrl: '/app/home',
      frequency: 'always',
    });
    expect(res.statusCode).toBe(200);
    expect(await popupIds('activity')).toEqual(['popup-op-test']);
    const off = await admin('/admin/site/popups/enabled', { enabled: false });
    expect(off.json<{ data: { changed: number } }>().data.changed).toBeGreaterThanOrEqual(4);
    expect(await popupIds('home')).toEqual([]);
    expect(await popupIds('activity')).toEqual([]);
    await admin('/admin/site/popups/enabled', { enabled: true });
    expect(await popupIds('home')).toEqual(['popup-home-notice']);
    await admin('/admin/site/popups/enabled', { enabled: false, ids: ['popup-op-test'] });
    expect(await popupIds('activity')).toEqual([]);
  });

  it('refuses a bad pop-up or icon with 10001 and a Chinese message, writing nothing', async () => {
    const before = await count('site_popup');
    const bad = await admin('/admin/site/popup', {
      id: 'popup-bad',
      page: 'home',
      title: 'x',
      linkUrl: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    const body = bad.json<{ code: number; msg: string }>();
    expect(body.code).toBe(ErrorCode.badInput);
    expect(body.msg).toMatch(/^参数错误/);
    expect(await count('site_popup')).toBe(before);
    const icon = await admin('/admin/site/floating-icon', {
      id: 'float-bad',
      name: '坏',
      linkUrl: '//evil.example',
      position: 'right',
    });
    expect(icon.statusCode).toBe(400);
    const anonymous = await admin('/admin/site/popups/enabled', { enabled: false }, {});
    expect(anonymous.statusCode).toBe(401);
    expect(await popupIds('home')).toEqual(['popup-home-notice']);
  });

  it('adds a floating icon and hides a home module for one device', async () => {
    const res = await admin('/admin/site/floating-icon', {
      id: 'float-op-test',
      name: '运营图标',
      linkUrl: '/app/activities',
      position: 'left',
      sort: 9,
    });
    expect(res.statusCode).toBe(200);
    expect(ids((await t.call(site.floatingIconList, {})).data)).toContain('float-op-test');
    await admin('/admin/site/floating-icon', {
      id: 'float-op-test',
      name: '运营图标',
      linkUrl: '/app/activities',
      position: 'left',
      enabled: false,
    });
    expect(ids((await t.call(site.floatingIconList, {})).data)).not.toContain('float-op-test');

    const hide = { device: 'h5', module: 'sponsor', title: '赞助专区', sort: 8, visible: false };
    expect((await admin('/admin/site/home-module', hide)).statusCode).toBe(200);
    const h5 = (await t.call(site.homeConfigQuery, { device: 'h5' })).data as {
      list: { module: string; visible: boolean }[];
    };
    expect(h5.list.find((m) => m.module === 'sponsor')?.visible).toBe(false);
    await admin('/admin/site/home-module', { ...hide, visible: true });
  });
});

// spec §8 "Robot check needed | Jump to a check page"; §4 tickets. The page's pass is checked here.
describe('robot check pass', () => {
  const switches = (patch: object) =>
    t.app.inject({ method: 'POST', url: '/admin/switches', headers: ADMIN_HEADERS, payload: patch });
  const gated = site.languageCodeGet;
  const other = { headers: { deviceId: 'robot-other-device' } };

  it('answers need-safe without a real ticket, then clears this device only, for a while', async () => {
    await switches({ robotCheck: { on: true, calls: [gated.id] } });
    try {
      expect((await t.call(gated, {})).code).toBe(ErrorCode.robotCheck);
      const bare = await t.call(site.robotPass, {});
      expect(bare).toMatchObject({ code: ErrorCode.needSafe, data: { imageCode: 1, afs: 1, anji: 1 } });
      const forged = await t.call(site.robotPass, { captchaVerification: 'made-up' } as never);
      expect(forged.code).toBe(ErrorCode.needSafe);
      expect(await count('robot_clearance')).toBe(0);

      const ticket = await issueVerifyTicket(t.db, new Date(), verifyScopeOf(site.robotPass.id, {}));
      const pass = await t.call(site.robotPass, { captchaVerification: ticket } as never);
      expect(pass.code).toBe(ErrorCode.ok);
      const until = (pass.data as { until: number }).until;
      expect(until - Date.now()).toBeGreaterThan(29 * 60_000);
      expect(until - Date.now()).toBeLessThanOrEqual(30 * 60_000);
      // The ticket is spent: it cannot clear a second device.
      const again = await t.call(site.robotPass, { captchaVerification: ticket } as never, other);
      expect(again.code).toBe(ErrorCode.needSafe);

      expect((await t.call(gated, {})).code).toBe(ErrorCode.ok);
      expect((await t.call(gated, {}, other)).code).toBe(ErrorCode.robotCheck);
    } finally {
      await switches({ robotCheck: { on: false, calls: [] } });
    }
  });
});
