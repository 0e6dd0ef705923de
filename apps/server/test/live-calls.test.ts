import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { WORLD_CUP_MATCH_IDS, isWorldCupMatch } from '@arena/domain';
import { ADMIN_HEADERS, createTestApp, type TestApp } from './test-app.ts';
import { decodePng } from './png-decode.ts';

const { live, video } = catalogue;

interface Item {
  matchId: string;
  matchClass: string;
  phase: string;
  isStart: boolean;
  homeScore: number | null;
  visitScore: number | null;
  anchorStatus: number;
  anchorType: string;
  anchorRoomId: string | null;
  anchor_flv_url: string;
  videoWebUrl: string;
  homeLogo: string;
  odds: { odds: string }[];
  anchorInfo: { avatarUrl: string } | null;
  isInAnchorTab: boolean;
}
interface Page {
  list: Item[];
  total: number;
  page: number;
  size: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.liveScheduler.stop(); // tests drive the scheduler themselves
  await t.app.liveScheduler.tick(Date.now());
});
afterAll(async () => t.close());

const list = async (input: Record<string, unknown> = {}) => {
  const res = await t.call(live.popularList, { page: 1, size: 200, ...input } as never);
  expect(res.code).toBe(0);
  return res.data as Page;
};

const matchCount = async () =>
  Number((await t.db.query<{ n: number }>('select count(*)::int as n from live_match')).rows[0]?.n);

it('handles every live and video call, gifts and gold coins included', () => {
  for (const call of [...Object.values(live), ...Object.values(video)])
    expect(t.app.handledCalls.has(call.id), call.id).toBe(true);
});

describe('popular list (spec §3, §9: page 1, size 200)', () => {
  it('answers 200 items, live matches first, every sport, with served logos and main odds', async () => {
    const page = await list();
    expect(page.size).toBe(200);
    expect(page.list).toHaveLength(200);
    expect(page.total).toBeGreaterThanOrEqual(200);
    const firstScheduled = page.list.findIndex((i) => i.phase === 'scheduled');
    expect(firstScheduled).toBeGreaterThan(0);
    expect(page.list.slice(0, firstScheduled).every((i) => i.isStart)).toBe(true);
    expect(new Set(page.list.map((i) => i.matchClass))).toEqual(
      new Set(['football', 'basketball', 'esports']),
    );
    const live = page.list[0]!;
    expect(live.homeScore).not.toBeNull();
    expect(live.videoWebUrl).toBe(`/live/${live.matchId}.flv`);
    expect(live.odds.length).toBeGreaterThanOrEqual(2);
    const logo = await t.app.inject({ method: 'GET', url: live.homeLogo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const crest = decodePng(logo.rawPayload);
    expect([crest.width, crest.height, crest.channels]).toEqual([64, 64, 4]);
    // A crest on a transparent ground: the corners are clear, the middle is opaque.
    expect(crest.pixels[3]).toBe(0);
    expect(crest.pixels[(32 * 64 + 32) * 4 + 3]).toBe(255);
    const avatarUrl = page.list.find((i) => i.anchorInfo?.avatarUrl)?.anchorInfo?.avatarUrl ?? '';
    expect(avatarUrl).toMatch(/^\/live\/avatar\/.+\.png$/);
    expect(decodePng((await t.app.inject({ url: avatarUrl })).rawPayload).width).toBe(64);
    expect((await t.app.inject({ url: live.homeLogo.replace('.png', '.svg') })).statusCode).toBe(404);
  });

  it('filters by sport and by the LIVE tab; the anchor sport answers streamer rooms', async () => {
    const basketball = await list({ sport: 'basketball' });
    expect(basketball.list.every((i) => i.matchClass === 'basketball')).toBe(true);
    const onAir = await list({ tab: 'LIVE' });
    expect(onAir.list.length).toBeGreaterThan(0);
    expect(onAir.list.every((i) => i.isStart)).toBe(true);
    const anchors = await list({ sport: 'anchor' });
    expect(anchors.list.every((i) => i.isInAnchorTab)).toBe(true);
    expect(anchors.list.some((i) => i.anchorType === 'castLive' && i.anchorRoomId !== null)).toBe(true);
  });

  it('refuses any page but 1 and any size but 200 with 10001 (spec §9)', async () => {
    for (const input of [
      { page: 2, size: 200 },
      { page: 1, size: 20 },
      { page: 1, size: 200, sport: 'golf' },
      { page: 1, size: 200, extra: 1 },
    ]) {
      const res = await t.call(live.popularList, input as never);
      expect(res.code).toBe(ErrorCode.badInput);
    }
  });
});

// spec §9 "World-cup match ids: a list of three"; docs/live.md "World Cup".
describe('World Cup feature matches and room covers', () => {
  it('seeds the three world-cup ids and puts each first in its part of the list', async () => {
    const page = await list();
    const ids = page.list.map((i) => i.matchId);
    for (const id of WORLD_CUP_MATCH_IDS) expect(ids).toContain(id);
    expect(page.list[0]?.matchId).toBe(WORLD_CUP_MATCH_IDS[0]); // the opener is on at seed time
    const firstComing = page.list.find((i) => i.phase === 'scheduled');
    expect(isWorldCupMatch(firstComing?.matchId ?? '')).toBe(true);
    const cup = page.list.filter((i) => isWorldCupMatch(i.matchId));
    expect(new Set(cup.map((i) => (i as Item & { matchName: string }).matchName))).toEqual(
      new Set(['世界杯']),
    );
  });

  it('gives every streamer room a drawn 16:9 cover, and a match without a room none', async () => {
    const rooms = (await list({ sport: 'anchor' })).list as (Item & { coverUrl?: string })[];
    const cast = rooms.find((i) => i.anchorRoomId === 'r-cast-1');
    expect(cast?.coverUrl).toBe('/live/cover/r-cast-1.png');
    const res = await t.app.inject({ method: 'GET', url: cast?.coverUrl ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = decodePng(res.rawPayload);
    expect([png.width, png.height]).toEqual([192, 108]);
    expect(rooms.every((i) => i.coverUrl?.startsWith('/live/cover/'))).toBe(true);
    const bare = ((await list()).list as (Item & { coverUrl?: string })[]).find((i) => !i.isInAnchorTab);
    expect(bare?.coverUrl).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/live/cover/r-nope.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/live/cover/..%2Fx.png' })).statusCode).toBe(404);
  });
});

describe('list ticks (the 1 Hz companion of the list)', () => {
  it('answers the running rows always and the others only once they moved after `since`', async () => {
    const res = await t.call(live.popularTicks, { since: Date.now() + 60_000 });
    expect(res.code).toBe(0);
    const ticks = (res.data as { list: { matchId: string; phase: string }[]; serverTime: number }).list;
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.every((x) => x.phase !== 'scheduled')).toBe(true);
    const all = await t.call(live.popularTicks, { since: 0, sport: 'esports' });
    const esports = (await list({ sport: 'esports' })).list.filter((i) => i.phase !== 'scheduled');
    const ids = (all.data as { list: { matchId: string }[] }).list.map((x) => x.matchId);
    expect(esports.every((i) => ids.includes(i.matchId))).toBe(true);
  });

  it('refuses a negative or missing `since` with 10001', async () => {
    expect((await t.call(live.popularTicks, { since: -1 })).code).toBe(ErrorCode.badInput);
    expect((await t.call(live.popularTicks, {} as never)).code).toBe(ErrorCode.badInput);
  });
});

describe('anchor list and streamer status (spec §3, §4)', () => {
  it('lists rooms that are on first; off rooms carry no stream address', async () => {
    const res = await t.call(live.anchorList, { page: 1, size: 200 });
    expect(res.code).toBe(0);
    const items = (res.data as Page).list;
    const on = (i: Item) => [1, 2, 3].includes(i.anchorStatus);
    const firstOff = items.findIndex((i) => !on(i));
    expect(items.slice(firstOff).every((i) => !on(i))).toBe(true);
    const notStarted = items.find((i) => i.matchId === 'r-cast-4')!;
    const interrupted = items.find((i) => i.matchId === 'r-cast-5')!;
    expect(notStarted.anchorStatus).toBe(0);
    expect(interrupted.anchorStatus).toBe(4);
    expect(notStarted.anchor_flv_url).toBe('');
    expect(items.find((i) => i.matchId === 'r-cast-1')!.anchor_flv_url).toBe('/live/r-cast-1.flv');
  });

  it('lets an operator change a room status, and only with the operator token', async () => {
    const denied = await t.app.inject({
      method: 'POST',
      url: '/admin/live/rooms/r-cast-2/status',
      payload: { status: 4 },
    });
    expect(denied.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin/live/rooms/r-cast-2/status',
      headers: ADMIN_HEADERS,
      payload: { status: 9 },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/admin/live/rooms/r-cast-2/status',
      headers: ADMIN_HEADERS,
      payload: { status: 4 },
    });
    expect(ok.statusCode).toBe(200);
    const detail = await t.call(live.matchDetail, { matchId: 'r-cast-2' });
    expect((detail.data as Item).anchorStatus).toBe(4);
    await t.app.inject({
      method: 'POST',
      url: '/admin/live/rooms/r-cast-2/status',
      headers: ADMIN_HEADERS,
      payload: { status: 1 },
    });
  });
});

describe('match detail, odds, playing video', () => {
  it('answers a match with its chat room and stats, and a cast room by its room id', async () => {
    const res = await t.call(live.matchDetail, { matchId: 'm1001' });
    expect(res.code).toBe(0);
    const data = res.data as Item & { chatRoomNo: string; stats: unknown[] };
    expect(data.matchId).toBe('m1001');
    expect(data.chatRoomNo).toBe('r-match-1');
    expect(data.stats.length).toBe(3);
    const cast = await t.call(live.matchDetail, { matchId: 'r-cast-1' });
    expect((cast.data as Item).anchorType).toBe('castLive');
  });

  it('answers 10200 for an unknown match and 10001 for a malformed id, changing nothing', async () => {
    const before = await matchCount();
    for (const call of [live.matchDetail, live.odds, live.playingVideo]) {
      expect((await t.call(call, { matchId: 'm-nope' })).code).toBe(ErrorCode.notFound);
      expect((await t.call(call, { matchId: '' })).code).toBe(ErrorCode.badInput);
    }
    expect(await matchCount()).toBe(before);
  });

  it('answers decimal-string odds per market', async () => {
    const res = await t.call(live.odds, { matchId: 'm1001' });
    expect(res.code).toBe(0);
    const data = res.data as { markets: { name: string; selections: { odds: string }[] }[] };
    expect(data.markets.map((m) => m.name)).toEqual(['全场胜平负', '全场大小 2.5']);
    for (const s of data.markets.flatMap((m) => m.selections)) expect(s.odds).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers the ANIMATION / LIVE / ANCHOR urls of a room (spec §3 tabs)', async () => {
    const res = await t.call(live.playingVideo, { matchId: 'm1001' });
    expect(res.data).toEqual({
      animationURL: '/live/animation/m1001.html',
      flvURL: '/live/m1001.flv',
      anchorURL: '/live/r-match-1.flv',
    });
  });
});

describe('video calls (spec §7 "Video": signed GET, x1 decrypted)', () => {
  it('lists one source per video line for a live match; the answer travels sealed in x1', async () => {
    const res = await t.call(video.streamList, { matchId: 'm1001' });
    expect(res.code).toBe(0);
    expect(res.data).toEqual({
      list: [{ line: 'default', quality: 'sd', flvUrl: '/live/m1001.flv', hlsUrl: '/live/m1001/index.m3u8' }],
    });
  });

  it('adds the operator video lines as further sources (rotating video domains)', async () => {
    const set = await t.app.inject({
      method: 'POST',
      url: '/admin/site-config',
      headers: ADMIN_HEADERS,
      payload: { key: 'videoLines', value: ['http://video2.arena.test'] },
    });
    expect(set.statusCode).toBe(200);
    const res = await t.call(video.streamList, { matchId: 'm1001' });
    const lines = (res.data as { list: { line: string; flvUrl: string }[] }).list;
    expect(lines.map((l) => l.line)).toEqual(['default', 'video-1']);
    expect(lines[1]!.flvUrl).toBe('http://video2.arena.test/live/m1001.flv');
    const play = await t.call(video.playUrl, { matchId: 'm1001', line: 'video-1', quality: 'sd' });
    expect((play.data as { url: string }).url).toBe('http://video2.arena.test/live/m1001.flv');
    await t.app.inject({
      method: 'POST',
      url: '/admin/site-config',
      headers: ADMIN_HEADERS,
      payload: { key: 'videoLines', value: [] },
    });
  });

  it('has no sources for a room that is not on, and play url says 10280', async () => {
    expect((await t.call(video.streamList, { matchId: 'r-cast-4' })).data).toEqual({ list: [] });
    const play = await t.call(video.playUrl, { matchId: 'r-cast-5', line: 'default', quality: 'sd' });
    expect(play.code).toBe(ErrorCode.streamOffline);
  });

  it('refuses unknown lines, qualities and inputs', async () => {
    expect((await t.call(video.playUrl, { matchId: 'm1001', line: 'nope', quality: 'sd' })).code).toBe(
      ErrorCode.notFound,
    );
    expect((await t.call(video.playUrl, { matchId: 'm1001', line: 'default', quality: 'uhd' })).code).toBe(
      ErrorCode.notFound,
    );
    expect(
      (await t.call(video.playUrl, { matchId: 'm1001', line: 'default', quality: '4k' } as never)).code,
    ).toBe(ErrorCode.badInput);
    expect((await t.call(video.streamList, { matchId: 'm1001', ts: '1' } as never)).code).toBe(
      ErrorCode.badInput,
    );
  });
});

describe('scheduler (moves scores and odds on a schedule)', () => {
  it('moves the scores and odds of playing matches, and leaves coming ones alone', async () => {
    const before = await list();
    const now = Date.now();
    const scored = new Set<string>();
    for (let step = 1; step <= 40; step++) {
      const r = await t.app.liveScheduler.tick(now + step * 4_000);
      r.scored.forEach((id) => scored.add(id));
    }
    const after = await list();
    const byId = new Map(after.list.map((i) => [i.matchId, i]));
    const changed = before.list.filter((i) => {
      const a = byId.get(i.matchId);
      return i.isStart && a && (a.homeScore !== i.homeScore || a.visitScore !== i.visitScore);
    });
    expect(changed.length).toBeGreaterThan(0);
    const coming = before.list.filter((i) => i.phase === 'scheduled').map((i) => i.matchId);
    expect(coming.some((id) => scored.has(id))).toBe(false);
  });

  it('forces a score on every playing match in score-live mode (operator tick)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/live/tick',
      headers: ADMIN_HEADERS,
      payload: { mode: 'score-live' },
    });
    const data = res.json<{ data: { scored: string[] } }>().data;
    const playing = (await list({ tab: 'LIVE' })).list.filter((i) => i.phase === 'live');
    expect(playing.every((i) => data.scored.includes(i.matchId))).toBe(true);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin/live/tick',
      headers: ADMIN_HEADERS,
      payload: { mode: 'explode' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('moves an ended match to the same time the next day with its score cleared', async () => {
    const row = (
      await t.db.query<{ start_at: number; duration_min: number }>(
        "select start_at::float8 as start_at, duration_min from live_match where id = 'm1001'",
      )
    ).rows[0]!;
    const later = row.start_at + row.duration_min * 60_000 + 31 * 60_000;
    const res = await t.app.liveScheduler.tick(later);
    expect(res.rolled).toBeGreaterThan(0);
    const moved = (
      await t.db.query<{ start_at: number; home_score: number | null }>(
        "select start_at::float8 as start_at, home_score from live_match where id = 'm1001'",
      )
    ).rows[0]!;
    expect(moved.start_at).toBe(row.start_at + 24 * 3_600_000);
    expect(moved.home_score).toBeNull();
  });
});
