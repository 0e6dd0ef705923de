import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@arena/protocol';
import { DURATION_MIN } from '../src/modules/live/live-seed-data.ts';
import { openingScore } from '../src/modules/live/live-phase.ts';
import { SCORE_CHANCE, LIVE_TICK_MS } from '../src/modules/live/live-scheduler.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Live data a sports fan would believe: scores at a real pace, one match at a time per club, prices
// that differ per match and stop at full time, and start times (with their day) for what is coming.

const { live } = catalogue;
interface Item {
  matchId: string;
  homeName: string;
  visitName: string;
  startAt: string;
  phase: string;
  matchClass: string;
  anchorType: string;
  anchorStatus: number;
  odds: { name: string; odds: string }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.liveScheduler.stop();
  await t.app.liveScheduler.tick(Date.now());
});
afterAll(async () => t.close());

const popular = async (input: object = {}) =>
  ((await t.call(live.popularList, { page: 1, size: 200, ...input } as never)).data as { list: Item[] }).list;

describe('live data', () => {
  it('has no club playing two matches at once', async () => {
    const playing = (await popular({ tab: 'LIVE' })).filter((i) => i.phase === 'live' || i.phase === 'break');
    expect(playing.length).toBeGreaterThan(10);
    const clubs = playing.flatMap((i) => [`${i.matchClass}:${i.homeName}`, `${i.matchClass}:${i.visitName}`]);
    expect(clubs.length).toBe(new Set(clubs).size);
  });

  it('prices the draw per match, not one price for every coming match', async () => {
    const coming = (await popular({ sport: 'football' })).filter((i) => i.phase === 'scheduled');
    const draws = coming.map((i) => i.odds.find((o) => o.name === '平局')?.odds);
    expect(draws.length).toBeGreaterThan(20);
    expect(new Set(draws).size).toBeGreaterThan(draws.length / 3);
  });

  it('shows no prices once a match has finished, and closes its markets', async () => {
    const duration = DURATION_MIN.football * 60_000;
    await t.db.query('update live_match set start_at = $2 where id = $1', [
      'm1002',
      Date.now() - duration - 60_000,
    ]);
    const ended = (await popular({ sport: 'football' })).find((i) => i.matchId === 'm1002');
    expect(ended?.phase).toBe('ended');
    expect(ended?.odds).toEqual([]);
    const odds = (await t.call(live.odds, { matchId: 'm1002' })).data as {
      markets: { status: string; selections: unknown[] }[];
    };
    expect(odds.markets.length).toBeGreaterThan(0);
    expect(odds.markets.every((m) => m.status === 'closed' && m.selections.length === 0)).toBe(true);
  });

  it('dates a streamer room that has not started with its coming start, not the current time', async () => {
    const rooms = (await popular({ sport: 'anchor' })).filter((i) => i.anchorType === 'castLive');
    const waiting = rooms.find((i) => i.anchorStatus === 0);
    expect(waiting).toBeDefined();
    const startsAt = Date.parse(`${waiting!.startAt.replace(' ', 'T')}+08:00`);
    expect(startsAt).toBeGreaterThan(Date.now() + 60_000);
    expect(startsAt - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    const onAir = rooms.find((i) => i.anchorStatus === 2);
    if (onAir) expect(Date.parse(`${onAir.startAt.replace(' ', 'T')}+08:00`)).toBeLessThanOrEqual(Date.now());
  });
});

describe('scoring pace', () => {
  const ticksPerMinute = 60_000 / LIVE_TICK_MS;
  it('keeps a basketball game near 200 points, both when found live and when followed', () => {
    for (const id of ['m2001', 'm2002', 'm2003', 'm2017']) {
      const [home, visit] = openingScore(id, 'basketball', DURATION_MIN.basketball);
      for (const side of [home, visit]) expect(side).toBeGreaterThanOrEqual(80);
      for (const side of [home, visit]) expect(side).toBeLessThanOrEqual(135);
    }
    // ≈ 115 playing minutes at 2 points a basket.
    const expected = SCORE_CHANCE.basketball * ticksPerMinute * 115 * 2;
    expect(expected).toBeGreaterThan(180);
    expect(expected).toBeLessThan(250);
  });

  it('keeps football near three goals and esports near thirty kills', () => {
    expect(SCORE_CHANCE.football * ticksPerMinute * 90).toBeLessThan(4);
    expect(SCORE_CHANCE.esports * ticksPerMinute * 50).toBeLessThan(35);
    const [h, v] = openingScore('m1001', 'football', 105);
    expect(h + v).toBeLessThanOrEqual(6);
  });
});
