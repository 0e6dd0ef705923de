import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { siteDay, siteDayStart } from '@arena/domain';
import { ErrorCode, catalogue } from '@arena/protocol';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/db.ts';
import type { Config } from '../src/config.ts';
import { seed } from '../seed/seed.ts';
import { callApi } from './gateway-test-client.ts';
import { openMigratedMemoryDb } from './test-db.ts';
import { TEST_ADMIN_TOKEN, type TestApp } from './test-app.ts';
import { newMember, type TestMember } from './member-helpers.ts';
import { ROOM } from './chat-helpers.ts';

// spec §1 (points), docs/rewards.md "Points": the "watch a live room for 10 minutes" task counts time
// on the server from the member's authenticated room socket — joining, each heartbeat it answers,
// leaving — with the gateway's clock injected and moved by the test, on one or several instances.

/**
 * The hub pings this often here (real ms; the injected clock is what the counted time reads). Long
 * enough that a socket of this busy process (PGlite shares its thread) always answers in time.
 */
const HEARTBEAT_MS = 1_000;
/** A step of the injected clock between heartbeats: less than the 50 s gap that ends a stretch. */
const STEP_MS = 45_000;

const clock = { now: 0 };
let db: Db;
const apps: TestApp[] = [];

async function instance(chatEdge: Config['chatEdge'] = 'inline') {
  const app = await buildApp({
    config: {
      webDist: '/nonexistent',
      logLevel: 'silent',
      adminToken: TEST_ADMIN_TOKEN,
      chatEdge,
      chatEdgeProcesses: 1,
      callBudgets: false,
    },
    db,
    now: () => clock.now,
    chatHeartbeatMs: HEARTBEAT_MS,
  });
  await app.ready();
  const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  const t: TestApp = {
    app,
    db,
    call: (call, input, opts) => callApi(app, call, input, opts),
    close: () => app.close(),
  };
  apps.push(t);
  return { t, base };
}

beforeAll(async () => {
  db = await openMigratedMemoryDb();
  await seed(db);
  // 04:00 Beijing time today: the whole file stays inside one site day.
  clock.now = siteDayStart(siteDay(Date.now())) + 4 * 3_600_000;
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await db.close();
});

/** Opens a room socket with a connector ticket (a member's when `token` is given). */
async function openSocket(at: { t: TestApp; base: string }, token?: string): Promise<WebSocket> {
  const res = await at.t.call(catalogue.chat.connector, { chatRoomNo: ROOM }, token ? { token } : {});
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  const ticket = (res.data as { wsToken: string }).wsToken;
  const ws = new WebSocket(`${at.base}/ws/chat?ticket=${encodeURIComponent(ticket)}`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return ws;
}

async function closeSocket(ws: WebSocket): Promise<void> {
  const closed = new Promise((r) => ws.once('close', r));
  ws.close();
  await closed;
}

interface WatchRow {
  watched: number;
  open: boolean;
}
async function watchOf(m: TestMember): Promise<WatchRow | null> {
  const { rows } = await db.query<{ watched_ms: string | number; seen_at_ms: string | number | null }>(
    'select watched_ms, seen_at_ms from live_watch where member_id = $1',
    [m.id],
  );
  const r = rows[0];
  return r ? { watched: Number(r.watched_ms), open: r.seen_at_ms !== null } : null;
}

/** Waits (real time) until the member's watch row satisfies `check`. */
async function until(m: TestMember, check: (w: WatchRow | null) => boolean): Promise<WatchRow | null> {
  for (let i = 0; i < 400; i++) {
    const w = await watchOf(m);
    if (check(w)) return w;
    await new Promise((r) => setTimeout(r, 20));
  }
  const w = await watchOf(m);
  expect(check(w), `watch row ${JSON.stringify(w)}`).toBe(true);
  return w;
}

/** A heartbeat and a half of real time: every instance has reported at the current clock. */
const heartbeats = () => new Promise((r) => setTimeout(r, HEARTBEAT_MS * 1.5));

/** Moves the clock one step and waits for the counted time to reach `expected`. */
async function step(m: TestMember, expected: number) {
  clock.now += STEP_MS;
  await until(m, (w) => w !== null && w.watched >= expected);
}

async function watchTask(t: TestApp, m: TestMember) {
  const res = await t.call(catalogue.member.pointsTasks, {}, { token: m.token });
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  const { list } = res.data as {
    list: { taskId: string; title: string; progress: number; target: number; status: string }[];
  };
  const task = list.find((x) => x.title === '观看直播 10 分钟');
  expect(task).toBeDefined();
  return task!;
}

describe('the live-room points task (watching counted on the server)', () => {
  it('counts ten minutes on a member room socket; the task is then claimable once', async () => {
    const at = await instance();
    const m = await newMember(at.t, 'watch');
    const ws = await openSocket(at, m.token);
    await until(m, (w) => w?.open === true); // the join started a stretch
    for (let i = 1; i <= 13; i++) await step(m, i * STEP_MS);
    expect((await watchOf(m))?.watched).toBe(13 * STEP_MS); // 9 min 45 s
    expect(await watchTask(at.t, m)).toMatchObject({ progress: 9, target: 10, status: 'doing' });

    await step(m, 14 * STEP_MS); // 10 min 30 s
    await heartbeats();
    expect((await watchOf(m))?.watched).toBe(14 * STEP_MS);
    const task = await watchTask(at.t, m);
    expect(task).toMatchObject({ progress: 10, status: 'claimable' });
    const claim = await at.t.call(catalogue.member.pointsClaim, { taskId: task.taskId }, { token: m.token });
    expect(claim.code, claim.msg).toBe(ErrorCode.ok);
    expect(claim.data).toEqual({ points: 20 });
    const again = await at.t.call(catalogue.member.pointsClaim, { taskId: task.taskId }, { token: m.token });
    expect(again.code).toBe(ErrorCode.rewardClaimed);

    await closeSocket(ws);
    await until(m, (w) => w?.open === false); // leaving ended the stretch
  }, 90_000);

  it('counts nothing for a visitor, for a gap of missed heartbeats, or after leaving; two tabs count one clock', async () => {
    const at = await instance();
    const before = await db.query<{ n: number }>('select count(*)::int as n from live_watch');
    const visitor = await openSocket(at);
    await heartbeats();
    const after = await db.query<{ n: number }>('select count(*)::int as n from live_watch');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    await closeSocket(visitor);

    const m = await newMember(at.t, 'watchtwo');
    const tab1 = await openSocket(at, m.token);
    const tab2 = await openSocket(at, m.token);
    await until(m, (w) => w?.open === true);
    await step(m, STEP_MS);
    await heartbeats();
    expect((await watchOf(m))?.watched).toBe(STEP_MS); // not twice

    // Nobody saw the member for 5 minutes (an instance stalled): that time is not counted.
    clock.now += 5 * 60_000;
    await heartbeats();
    expect((await watchOf(m))?.watched).toBe(STEP_MS);
    await step(m, 2 * STEP_MS);

    await closeSocket(tab1);
    await closeSocket(tab2);
    await until(m, (w) => w?.open === false);
    clock.now += 10 * 60_000; // away
    const back = await openSocket(at, m.token);
    await until(m, (w) => w?.open === true);
    await heartbeats();
    expect((await watchOf(m))?.watched).toBe(2 * STEP_MS);
    await step(m, 3 * STEP_MS);
    await closeSocket(back);
  }, 60_000);

  it('adds up sockets on two instances sharing the database as one clock', async () => {
    const one = await instance();
    const two = await instance();
    const m = await newMember(one.t, 'watchduo');
    const a = await openSocket(one, m.token);
    const b = await openSocket(two, m.token);
    await until(m, (w) => w?.open === true);
    await step(m, STEP_MS);
    await heartbeats();
    expect((await watchOf(m))?.watched).toBe(STEP_MS);
    // Leaving on one instance ends the stretch; the other instance's socket starts the next one.
    await closeSocket(a);
    await heartbeats();
    await until(m, (w) => w?.open === true);
    await step(m, 2 * STEP_MS);
    await closeSocket(b);
  });

  it('the chat edge process reports the members of its sockets too', async () => {
    const at = await instance('process');
    const m = await newMember(at.t, 'watchedge');
    const ws = await openSocket(at, m.token);
    await until(m, (w) => w?.open === true);
    await step(m, STEP_MS);
    await step(m, 2 * STEP_MS);
    await closeSocket(ws);
    await until(m, (w) => w?.open === false);
    expect((await watchOf(m))?.watched).toBe(2 * STEP_MS);
  });
});
