import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_TYPE } from '@arena/domain';
import { ErrorCode, catalogue, type ChatMessage } from '@arena/protocol';
import { transferBetween } from '../src/modules/wallet/ledger.ts';
import { ORDER_PUSH_EVERY_MS, orderPushTick } from '../src/modules/chat/order-push-scheduler.ts';
import { ADMIN_HEADERS, createTestApp, type TestApp } from './test-app.ts';
import { fund, launchInput, newMember, play, ticketOf } from './games-helpers.ts';
import { messageCount } from './chat-helpers.ts';

// Order pushes (msgType 4/5, spec §3 "Order push", §4 selection) and shared orders (msgType 2, spec §6).

const { chat } = catalogue;
/** A pure-match streamer room (its match is m1001, docs/chat.md). */
const ROOM = 'r-match-1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.liveScheduler.stop(); // the tests drive the order-push tick themselves
  // Forget what the start-up tick saw, so each test's first tick is a first sight.
  t.app.orderPushes.lastPushAt.clear();
  t.app.orderPushes.auto.clear();
});
afterAll(async () => t.close());
beforeEach(() => t.app.chat.limiter.reset());

const admin = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = ADMIN_HEADERS,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const pick = (extra: object = {}) => ({
  categoryName: '全场胜平负',
  itemName: '主胜 @1.85',
  score: '1-0',
  venueName: 'YB',
  ...extra,
});

async function history(room = ROOM): Promise<ChatMessage[]> {
  const res = await t.call(chat.history, { chatRoomNo: room, size: 100 });
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  return (res.data as { list: ChatMessage[] }).list;
}

async function inForce(room = ROOM) {
  const res = await admin('GET', `/admin/chat/rooms/${room}/order-push`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { venueName: string; push: { id: string; itemName: string } | null } }>().data;
}

async function push(body: object, room = ROOM) {
  const res = await admin('POST', `/admin/chat/rooms/${room}/order-push`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ChatMessage & { content: { id: string } } }>().data;
}

describe('operator order pushes (spec §3, §4)', () => {
  it('publishes a push that history replays with its venue, and the push in force follows it', async () => {
    const { venueName } = await inForce();
    // spec §3: OBTY maps to YB and IMTY to IM; the push is stored under the mapped name.
    const raw = venueName === 'YB' ? 'OBTY' : venueName === 'IM' ? 'IMTY' : venueName;
    const line = await push(pick({ venueName: raw, teamLogo: 'https://example.com/a.svg' }));
    expect(line).toMatchObject({ msgType: CHAT_MESSAGE_TYPE.orderPush, venueName });
    expect(line.content).toMatchObject({ categoryName: '全场胜平负', score: '1-0', venueName });
    const newest = (await history())[0];
    expect(newest).toMatchObject({ id: line.id, msgType: 4, content: { id: line.content.id } });
    const state = await inForce();
    expect(state.push?.id).toBe(line.content.id);
  });

  it('ignores a push for another venue when choosing the one in force (spec §4)', async () => {
    const state = await inForce();
    const own = await push(pick({ venueName: state.venueName, itemName: 'own' }));
    await push(pick({ venueName: state.venueName === 'YB' ? 'IM' : 'YB', itemName: 'other' }));
    expect((await inForce()).push).toMatchObject({ id: own.content.id, itemName: 'own' });
  });

  it('reverts a push (msgType 5 with its venue); a second revert is 10289, an unknown id 10288', async () => {
    const state = await inForce();
    const line = await push(pick({ venueName: state.venueName }));
    const res = await admin('POST', `/admin/chat/rooms/${ROOM}/order-push/revert`, { id: line.content.id });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: ChatMessage }>().data).toMatchObject({
      msgType: CHAT_MESSAGE_TYPE.revertOrderPush,
      venueName: state.venueName,
      content: { id: line.content.id },
    });
    expect((await inForce()).push).toBeNull();

    const before = await messageCount(t, ROOM);
    const again = await admin('POST', `/admin/chat/rooms/${ROOM}/order-push/revert`, { id: line.content.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.orderPushWithdrawn, msg: '推单已撤回' });
    const unknown = await admin('POST', `/admin/chat/rooms/${ROOM}/order-push/revert`, { id: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: ErrorCode.orderPushUnknown });
    // Only the push in force can be withdrawn: a revert would end the scan of the newer one too.
    const older = await push(pick({ venueName: state.venueName, itemName: 'older' }));
    const newer = await push(pick({ venueName: state.venueName, itemName: 'newer' }));
    const replaced = await admin('POST', `/admin/chat/rooms/${ROOM}/order-push/revert`, {
      id: older.content.id,
    });
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json()).toMatchObject({ code: ErrorCode.orderPushWithdrawn });
    expect((await inForce()).push?.id).toBe(newer.content.id);
    const pushedCount = await messageCount(t, ROOM);
    expect(pushedCount).toBe(before + 2);
    // A push of another room is unknown here.
    const elsewhere = await push(pick(), 'r-cast-1');
    const cross = await admin('POST', `/admin/chat/rooms/${ROOM}/order-push/revert`, {
      id: elsewhere.content.id,
    });
    expect(cross.statusCode).toBe(404);
    expect(await messageCount(t, ROOM)).toBe(pushedCount);
  });

  it('refuses bad bodies, unknown rooms and missing operator tokens, storing nothing', async () => {
    const before = await messageCount(t, ROOM);
    for (const body of [
      pick({ categoryName: '' }),
      pick({ venueName: 'Y B' }),
      pick({ teamLogo: 'javascript:alert(1)' }),
      pick({ itemName: 'x'.repeat(61) }),
      pick({ extra: 1 }),
      {},
    ]) {
      const res = await admin('POST', `/admin/chat/rooms/${ROOM}/order-push`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: ErrorCode.badInput });
      expect(res.json<{ msg: string }>().msg).toMatch(/^推单内容无效/);
    }
    expect((await admin('POST', `/admin/chat/rooms/${ROOM}/order-push/revert`, {})).statusCode).toBe(400);
    const missing = await admin('POST', '/admin/chat/rooms/zz/order-push', pick());
    expect(missing.statusCode).toBe(404);
    expect((await admin('POST', `/admin/chat/rooms/${ROOM}/order-push`, pick(), {})).statusCode).toBe(401);
    expect(await messageCount(t, ROOM)).toBe(before);
  });
});

describe('the streamers’ picks on the live schedule', () => {
  /** A time at which the room's match is playing (10 minutes in), and the match's id. */
  async function playingTime(room: string) {
    const { rows } = await t.db.query<{ id: string; start_at: string }>(
      'select m.id, m.start_at from live_room r join live_match m on m.id = r.match_id where r.id = $1',
      [room],
    );
    const row = rows[0]!;
    await t.db.query('update live_room set status = 2 where id = $1', [room]);
    return { matchId: row.id, now: Number(row.start_at) + 10 * 60_000 };
  }

  it('pushes a pick from the match’s real odds after the wait, and withdraws it when the market closes', async () => {
    const room = 'r-match-2';
    const { matchId, now } = await playingTime(room);
    const first = await orderPushTick(t.app, now);
    expect(first.pushed).not.toContain(room); // first sight only starts the (staggered) wait

    const later = now + ORDER_PUSH_EVERY_MS;
    const second = await orderPushTick(t.app, later);
    expect(second.pushed).toContain(room);
    const line = (await history(room))[0]!;
    expect(line.msgType).toBe(CHAT_MESSAGE_TYPE.orderPush);
    if (line.msgType !== CHAT_MESSAGE_TYPE.orderPush) return;
    const { rows: markets } = await t.db.query<{ market_id: string; name: string; selections: string }>(
      'select market_id, name, selections from live_market where match_id = $1',
      [matchId],
    );
    const market = markets.find((m) => m.name === line.content.categoryName)!;
    expect(market).toBeDefined();
    const selections = JSON.parse(market.selections) as { name: string; odds: string }[];
    expect(selections.map((s) => `${s.name} @${s.odds}`)).toContain(line.content.itemName);
    const { rows: venue } = await t.db.query<{ venue_name: string }>(
      'select venue_name from live_match where id = $1',
      [matchId],
    );
    expect(line.venueName).toBe(venue[0]!.venue_name);

    // Not again before the period is over.
    expect((await orderPushTick(t.app, later + 10_000)).pushed).not.toContain(room);

    await t.db.query("update live_market set status = 'suspended' where market_id = $1", [market.market_id]);
    const third = await orderPushTick(t.app, later + 20_000);
    expect(third.reverted).toContain(room);
    const revert = (await history(room))[0]!;
    expect(revert).toMatchObject({
      msgType: CHAT_MESSAGE_TYPE.revertOrderPush,
      content: { id: line.content.id },
    });
    await t.db.query("update live_market set status = 'open' where market_id = $1", [market.market_id]);
  });

  it('withdraws its pick when the match stops playing, and leaves an operator’s pick alone', async () => {
    const room = 'r-match-2';
    const { now } = await playingTime(room);
    const start = now + 10 * ORDER_PUSH_EVERY_MS;
    expect((await orderPushTick(t.app, start)).pushed).toContain(room);
    // The match is over a few hours later: the pick is withdrawn.
    const over = await orderPushTick(t.app, start + 6 * 3600_000);
    expect(over.reverted).toContain(room);

    // An operator's push restarts the wait; the scheduler does not revert it.
    const next = start + 20 * ORDER_PUSH_EVERY_MS;
    expect((await orderPushTick(t.app, next)).pushed).toContain(room);
    t.app.now = () => next + 1000;
    try {
      await push(pick(), room);
    } finally {
      t.app.now = () => Date.now();
    }
    const after = await orderPushTick(t.app, next + 2000);
    expect(after.pushed).not.toContain(room);
    expect(after.reverted).not.toContain(room);
  });
});

describe('shared orders (晒单, msgType 2; spec §6)', () => {
  async function memberWithRound(name: string) {
    const m = await newMember(t, name);
    await fund(t, m.id, 50_000, `fund-${name}`);
    await transferBetween(t.db, {
      idempotencyKey: `in-${name}`,
      memberId: m.id,
      from: 'main',
      to: 'venue:by',
      amount: 10_000,
      type: 'transfer_in',
    });
    const launch = await t.call(catalogue.games.launch, launchInput('by', 'yb0003'), { token: m.token });
    expect(launch.code, launch.msg).toBe(ErrorCode.ok);
    const ticket = ticketOf((launch.data as { url: string }).url);
    const round = await play(t, 'round', { ticket, requestId: 'req-0001', stake: 1_000, pick: 'big' });
    expect(round.code, round.msg).toBe(ErrorCode.ok);
    return { ...m, round: round.data.round };
  }
  const share = (content: string) => ({
    chatRoomNo: ROOM,
    msgType: 2 as const,
    content,
    clientMsgId: randomUUID(),
  });

  it('stores and replays the sender’s own round as an order line (game, detail, stake, result)', async () => {
    const ann = await memberWithRound('orderann');
    const res = await t.call(chat.sendMessage, share(ann.round.roundNo), { token: ann.token });
    expect(res.code, res.msg).toBe(ErrorCode.ok);
    const line = (await history()).find((m) => m.id === (res.data as { id: string }).id)!;
    expect(line.msgType).toBe(CHAT_MESSAGE_TYPE.order);
    expect(line).toMatchObject({ siteSeries: 'arena', sender: { username: 'orderann' } });
    const win = ann.round.payout > 0 ? '赢 19.50' : '未中';
    expect(line.content).toContain(ann.round.detail);
    expect(line.content).toContain('投注 10.00');
    expect(line.content).toContain(win);
  });

  it('refuses another member’s round, an unknown or malformed round, and visitors, storing nothing', async () => {
    const bob = await memberWithRound('orderbob');
    const cat = await newMember(t, 'ordercat');
    const before = await messageCount(t, ROOM);
    for (const content of [bob.round.roundNo, 'R0000000000', 'not a round', 'R1 or 1=1']) {
      const res = await t.call(chat.sendMessage, share(content), { token: cat.token });
      expect(res.code, content).toBe(ErrorCode.chatOrderNotYours);
      expect(res.msg).toBe('注单不存在或不是您的注单，无法分享');
    }
    const visitor = await t.call(chat.sendMessage, share(bob.round.roundNo));
    expect(visitor.code).toBe(ErrorCode.loginRequired);
    expect(await messageCount(t, ROOM)).toBe(before);
  });
});
