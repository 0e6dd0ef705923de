import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { ADMIN_HEADERS, createTestApp, type TestApp } from './test-app.ts';
import { newMember, type TestMember } from './member-helpers.ts';
import { ROOM, sendOk } from './chat-helpers.ts';

const { live, chat } = catalogue;
const DAY = 24 * 60 * 60_000;

interface Row {
  matchId: string;
  leagueId: string;
  matchClass: string;
  phase: string;
  startAt: string;
  homeScore: number | null;
  visitScore: number | null;
  odds: { odds: string }[];
}
interface Schedule {
  list: Row[];
  leagues: { leagueId: string; name: string; count: number }[];
}

/** The China date (UTC+8) of an instant, `YYYY-MM-DD`. */
const chinaDate = (at: number) => new Date(at + 8 * 60 * 60_000).toISOString().slice(0, 10);

let t: TestApp;
let fan: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.liveScheduler.stop(); // the test drives the scheduler itself
  await t.app.liveScheduler.tick(Date.now());
  fan = await newMember(t, 'fan');
});
afterAll(async () => t.close());

const schedule = async (input: { view: 'schedule' | 'results'; date: string; sport?: 'football' }) => {
  const res = await t.call(live.schedule, input);
  expect(res.code, res.msg).toBe(0);
  return res.data as Schedule;
};

describe('schedule and results (design; docs/live.md "Schedule and results")', () => {
  it("answers yesterday's finished matches with final scores and closing prices", async () => {
    const results = await schedule({ view: 'results', date: chinaDate(Date.now() - DAY) });
    expect(results.list.length).toBeGreaterThan(0);
    for (const row of results.list) {
      expect(row.phase).toBe('ended');
      expect(row.homeScore).not.toBeNull();
      expect(row.visitScore).not.toBeNull();
      expect(row.startAt.slice(0, 10)).toBe(chinaDate(Date.now() - DAY));
      expect(row.odds.length).toBeGreaterThan(0);
    }
    // Latest first, and the league counts add up to the list.
    const starts = results.list.map((r) => r.startAt);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(results.leagues.reduce((n, l) => n + l.count, 0)).toBe(results.list.length);
  });

  it('answers the coming and playing matches of a date, earliest first, filtered by sport', async () => {
    const today = await schedule({ view: 'schedule', date: chinaDate(Date.now()) });
    const tomorrow = await schedule({ view: 'schedule', date: chinaDate(Date.now() + DAY) });
    const all = [...today.list, ...tomorrow.list];
    expect(all.length).toBeGreaterThan(100);
    expect(all.every((r) => r.phase !== 'ended')).toBe(true);
    expect(today.list.map((r) => r.startAt)).toEqual(today.list.map((r) => r.startAt).sort());
    const football = [Date.now(), Date.now() + DAY].map((at) =>
      schedule({ view: 'schedule', date: chinaDate(at), sport: 'football' }),
    );
    const rows = (await Promise.all(football)).flatMap((s) => s.list);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.matchClass === 'football')).toBe(true);
  });

  it('keeps a finished match as a result when the scheduler moves it to the next day', async () => {
    const finished = await t.app.inject({
      method: 'POST',
      url: '/admin/live/matches/m1002/finish',
      headers: ADMIN_HEADERS,
      payload: { homeScore: 3, visitScore: 1 },
    });
    expect(finished.statusCode).toBe(200);
    const endedAt = Date.now();
    // The date a result belongs to is the site day of its start (the day before the end, when a match
    // runs over midnight in Beijing).
    const { rows } = await t.db.query<{ start_at: number }>(
      `select start_at from live_match where id = 'm1002'`,
    );
    const startedAt = rows[0]!.start_at;
    // Within the half hour after the end it is already a result of its date.
    const before = await schedule({ view: 'results', date: chinaDate(startedAt) });
    expect(before.list.some((r) => r.matchId === 'm1002' && r.homeScore === 3 && r.visitScore === 1)).toBe(
      true,
    );
    // After the grace the row rolls a day on, score cleared; the result stays with its score.
    const tick = await t.app.liveScheduler.tick(endedAt + 31 * 60_000);
    expect(tick.rolled).toBeGreaterThan(0);
    const stored = await t.db.query<{ home_score: number; visit_score: number }>(
      `select home_score, visit_score from live_result where match_id = 'm1002'
       order by start_at desc limit 1`,
    );
    expect(stored.rows[0]).toEqual({ home_score: 3, visit_score: 1 });
  });

  it('refuses a malformed date and writes nothing', async () => {
    const res = await t.call(live.schedule, { view: 'results', date: '2026-1-1' } as never);
    expect(res.code).toBe(ErrorCode.badInput);
  });
});

describe('follows (关注)', () => {
  it('asks a visitor to log in', async () => {
    const res = await t.call(live.follow, { kind: 'match', targetId: 'm1001', follow: true });
    expect(res.code).toBe(ErrorCode.loginRequired);
  });

  it('follows a match and a streamer once, lists them, and counts the streamer follower', async () => {
    const opts = { token: fan.token };
    const before = (
      await t.db.query<{ followers: number }>("select followers from live_anchor where id = 'a1'")
    ).rows[0]?.followers;
    for (let i = 0; i < 2; i++) {
      expect((await t.call(live.follow, { kind: 'match', targetId: 'm1001', follow: true }, opts)).code).toBe(
        0,
      );
      const anchor = await t.call(live.follow, { kind: 'anchor', targetId: 'a1', follow: true }, opts);
      expect((anchor.data as { followers: number }).followers).toBe((before ?? 0) + 1);
    }
    const list = (await t.call(live.followList, {}, opts)).data as {
      matches: { matchId: string }[];
      anchors: { anchorId: string; roomId: string | null }[];
    };
    expect(list.matches.map((m) => m.matchId)).toEqual(['m1001']);
    expect(list.anchors.map((a) => a.anchorId)).toEqual(['a1']);
    expect(list.anchors[0]?.roomId).not.toBeNull();

    await t.call(live.follow, { kind: 'anchor', targetId: 'a1', follow: false }, opts);
    await t.call(live.follow, { kind: 'anchor', targetId: 'a1', follow: false }, opts);
    const after = (
      await t.db.query<{ followers: number }>("select followers from live_anchor where id = 'a1'")
    ).rows[0]?.followers;
    expect(after).toBe(before);
    // Another member's follows are their own.
    const other = await newMember(t, 'oth');
    const theirs = (await t.call(live.followList, {}, { token: other.token })).data as { matches: unknown[] };
    expect(theirs.matches).toEqual([]);
  });

  it('refuses an unknown match or streamer and stores nothing', async () => {
    const opts = { token: fan.token };
    const res = await t.call(live.follow, { kind: 'anchor', targetId: 'nobody', follow: true }, opts);
    expect(res.code).toBe(ErrorCode.notFound);
    const rows = await t.db.query("select 1 from live_follow where target_id = 'nobody'");
    expect(rows.rows).toHaveLength(0);
  });
});

describe('chat block and report (docs/chat.md "Block and report")', () => {
  it('keeps a block with the blocker only, once, and lifts it', async () => {
    const loud = await newMember(t, 'loud');
    const other = await newMember(t, 'calm');
    const block = (token: string, memberId: string, on: boolean) =>
      t.call(chat.block, { memberId, block: on }, { token });
    for (let i = 0; i < 2; i++) {
      const res = await block(fan.token, String(loud.id), true);
      expect(res.code, res.msg).toBe(0);
      expect((res.data as { blockedIds: string[] }).blockedIds).toEqual([String(loud.id)]);
    }
    const theirs = await t.call(chat.blockList, {}, { token: other.token });
    expect((theirs.data as { blockedIds: string[] }).blockedIds).toEqual([]);
    expect((await block(fan.token, String(fan.id), true)).code).toBe(ErrorCode.badInput);
    expect((await block(fan.token, '999999999', true)).code).toBe(ErrorCode.notFound);
    expect((await t.call(chat.blockList, {})).code).toBe(ErrorCode.loginRequired);
    const lifted = await block(fan.token, String(loud.id), false);
    expect((lifted.data as { blockedIds: string[] }).blockedIds).toEqual([]);
  });

  it('reports a line once with its author and text; the operator reads it', async () => {
    const author = await newMember(t, 'rude');
    const sent = await sendOk(t, author.token, '不好的发言');
    const report = () =>
      t.call(chat.report, { chatRoomNo: ROOM, messageId: sent.id, reason: 'abuse' }, { token: fan.token });
    expect((await report()).code).toBe(0);
    expect((await report()).code).toBe(0);
    const res = await t.app.inject({ method: 'GET', url: '/admin/chat/reports', headers: ADMIN_HEADERS });
    const list = res.json<{ data: { list: { message_id: string; reported: string; content: string }[] } }>()
      .data.list;
    const mine = list.filter((r) => r.message_id === sent.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ reported: author.name, content: '不好的发言' });
    const unknown = await t.call(
      chat.report,
      { chatRoomNo: ROOM, messageId: '999999999', reason: 'spam' },
      { token: fan.token },
    );
    expect(unknown.code).toBe(ErrorCode.notFound);
    expect((await t.app.inject({ method: 'GET', url: '/admin/chat/reports' })).statusCode).toBe(401);
  });
});
