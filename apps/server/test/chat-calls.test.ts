import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { createTestApp, type TestApp } from './test-app.ts';
import { newMember, type TestMember } from './member-helpers.ts';
import { ROOM, messageCount, mute, sendInput, sendOk } from './chat-helpers.ts';

const { chat } = catalogue;

let t: TestApp;
let amy: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  amy = await newMember(t, 'chatamy');
});
afterAll(async () => t.close());
beforeEach(() => t.app.chat.limiter.reset());

it('handles every chat call', () => {
  for (const call of Object.values(chat)) expect(t.app.handledCalls.has(call.id), call.id).toBe(true);
});

describe('room status and entrance (spec §3, §4)', () => {
  it('answers status, exist and gameStatus keyed by match id or room id', async () => {
    const res = await t.call(chat.roomStatus, { matchIds: ['m1001', 'nope'], chatRoomNos: [ROOM] });
    expect(res.code).toBe(ErrorCode.ok);
    const data = res.data as { chatSwitch: boolean; list: Record<string, unknown>[] };
    expect(data.chatSwitch).toBe(true);
    expect(data.list[0]).toMatchObject({ matchId: 'm1001', chatRoomNo: 'r-match-1', status: 1, exist: true });
    expect(data.list[1]).toMatchObject({ matchId: 'nope', chatRoomNo: null, status: -1, exist: false });
    expect(data.list[2]).toMatchObject({ chatRoomNo: ROOM, exist: true, status: 1 });
  });

  it('refuses the connector of a closed room (status -1) with 10294', async () => {
    await t.db.query("insert into chat_room (room_no, open_status) values ('r-cast-5', -1)");
    const res = await t.call(chat.connector, { chatRoomNo: 'r-cast-5' });
    expect(res.code).toBe(ErrorCode.chatClosed);
    const sw = await t.call(chat.entranceSwitch, { chatRoomNo: 'r-cast-5' });
    expect(sw.data).toEqual({ chatOpenStatus: -1, chatSwitch: true });
  });

  it('gives visitors and members a single-use socket ticket on the same origin (spec §6)', async () => {
    const visitor = await t.call(chat.connector, { chatRoomNo: ROOM }, { via: 'anonymous' });
    expect(visitor.code).toBe(ErrorCode.ok);
    const data = visitor.data as { wsUrl: string; wsToken: string; expiresAt: number };
    expect(data.wsUrl).toBe('/ws/chat');
    expect(data.wsToken.length).toBeGreaterThan(20);
    expect(t.app.chat.tickets.take(data.wsToken, Date.now())).toMatchObject({ memberId: null, roomNo: ROOM });
    expect(t.app.chat.tickets.take(data.wsToken, Date.now())).toBeNull();
    const member = await t.call(chat.connector, { matchId: 'm1001' }, { token: amy.token });
    expect((member.data as { chatRoomNo: string }).chatRoomNo).toBe('r-match-1');
  });

  it('answers 10200 for an unknown room and 10001 for malformed input, changing nothing', async () => {
    const before = await messageCount(t);
    expect((await t.call(chat.detail, { chatRoomNo: 'zz' })).code).toBe(ErrorCode.notFound);
    expect((await t.call(chat.history, { chatRoomNo: ROOM, size: 0 })).code).toBe(ErrorCode.badInput);
    expect((await t.call(chat.history, { chatRoomNo: ROOM, size: 5, beforeId: 'x1' })).code).toBe(
      ErrorCode.badInput,
    );
    expect((await t.call(chat.offlineMessage, { chatRoomNo: ROOM, sinceId: '-1' })).code).toBe(
      ErrorCode.badInput,
    );
    expect((await t.call(chat.history, { chatRoomNo: ROOM, size: 5, x: 1 } as never)).code).toBe(
      ErrorCode.badInput,
    );
    expect(await messageCount(t)).toBe(before);
  });
});

describe('history and detail', () => {
  it('answers the seeded history newest first, paged by beforeId', async () => {
    const first = await t.call(chat.history, { chatRoomNo: ROOM, size: 3 });
    const page = first.data as { list: { id: string; content: string }[]; hasMore: boolean };
    expect(page.list).toHaveLength(3);
    expect(page.hasMore).toBe(true);
    const ids = page.list.map((m) => Number(m.id));
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const next = await t.call(chat.history, { chatRoomNo: ROOM, size: 3, beforeId: page.list[2]?.id });
    const rest = (next.data as { list: { id: string }[] }).list;
    expect(rest.every((m) => Number(m.id) < (ids[2] ?? 0))).toBe(true);
  });

  it('answers detail and greeting for visitors; mute is false for a visitor', async () => {
    const detail = await t.call(chat.detail, { chatRoomNo: ROOM });
    expect(detail.data).toMatchObject({
      chatRoomNo: ROOM,
      chatOpenStatus: 1,
      viewerLevel: 0,
      isAdmin: false,
    });
    const greeting = await t.call(chat.greeting, { chatRoomNo: ROOM });
    expect((greeting.data as { content: string }).content).toContain('欢迎');
    expect((await t.call(chat.mute, { chatRoomNo: ROOM })).data).toEqual({
      muted: false,
      until: null,
      reason: '',
    });
  });
});

describe('sending (spec §6)', () => {
  it('asks a visitor to log in and stores nothing', async () => {
    const before = await messageCount(t);
    const res = await t.call(chat.sendMessage, sendInput('hello'), { via: 'anonymous' });
    expect(res.code).toBe(ErrorCode.loginRequired);
    expect(await messageCount(t)).toBe(before);
  });

  it('stores trimmed plain text as sent (HTML is not interpreted) and a resend once', async () => {
    const input = sendInput('  <b>hi</b><script>x</script>  ');
    const a = await t.call(chat.sendMessage, input, { token: amy.token });
    expect(a.code, a.msg).toBe(ErrorCode.ok);
    t.app.chat.limiter.reset();
    const b = await t.call(chat.sendMessage, input, { token: amy.token });
    expect(b.data).toEqual(a.data);
    const { rows } = await t.db.query<{ content: string; n: number }>(
      'select content, count(*) over ()::int as n from chat_message where client_msg_id = $1',
      [input.clientMsgId],
    );
    expect(rows).toEqual([{ content: '<b>hi</b><script>x</script>', n: 1 }]);
  });

  it('refuses blank text, control characters and bidi overrides with 10293', async () => {
    const before = await messageCount(t);
    for (const content of ['   ', 'a\nb', 'a\u0007', 'a\u202eb']) {
      const res = await t.call(chat.sendMessage, sendInput(content), { token: amy.token });
      expect(res.code, content).toBe(ErrorCode.chatBadText);
    }
    expect(await messageCount(t)).toBe(before);
  });

  it('refuses a muted member with a Chinese message until the mute is lifted', async () => {
    const bob = await newMember(t, 'chatbob');
    expect((await mute(t, bob.name, 10)).statusCode).toBe(200);
    const before = await messageCount(t);
    const res = await t.call(chat.sendMessage, sendInput('hi'), { token: bob.token });
    expect(res.code).toBe(ErrorCode.chatMuted);
    expect(res.msg).toContain('禁言');
    expect(await messageCount(t)).toBe(before);
    const state = await t.call(chat.mute, { chatRoomNo: ROOM }, { token: bob.token });
    expect(state.data).toMatchObject({ muted: true });
    // Another room is not affected; lifting the mute lets the member send again.
    await sendOk(t, bob.token, 'elsewhere', 'r-cast-4');
    t.app.chat.limiter.reset();
    await mute(t, bob.name, 0);
    await sendOk(t, bob.token, 'back');
  });

  it('refuses a bad operator mute: unknown member or room, bad minutes', async () => {
    expect((await mute(t, 'nobody-here', 5)).statusCode).toBe(404);
    expect((await mute(t, amy.name, 5, 'zz')).statusCode).toBe(404);
    expect((await mute(t, amy.name, -1)).statusCode).toBe(400);
  });

  it('enforces slow mode (10291): one message per 2 s', async () => {
    const cid = await newMember(t, 'chatslow');
    await sendOk(t, cid.token, 'one');
    const before = await messageCount(t);
    const res = await t.call(chat.sendMessage, sendInput('two'), { token: cid.token });
    expect(res.code).toBe(ErrorCode.chatSlowMode);
    expect(res.msg).toContain('发言太快');
    expect(await messageCount(t)).toBe(before);
  });

  it('enforces the rate limit (10292): at most 10 messages per 30 s', async () => {
    const dan = await newMember(t, 'chatrate');
    const now = Date.now();
    for (let i = 0; i < 10; i++) await t.app.chat.limiter.note(dan.id, now - 28_000 + i * 2_500);
    const res = await t.call(chat.sendMessage, sendInput('eleven'), { token: dan.token });
    expect(res.code).toBe(ErrorCode.chatRateLimited);
    expect(res.msg).toContain('频繁');
    expect((res.data as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(0);
  });

  it('answers messages missed since an id, oldest first', async () => {
    const first = await sendOk(t, amy.token, 'missed-1');
    t.app.chat.limiter.reset();
    await sendOk(t, amy.token, 'missed-2');
    const res = await t.call(chat.offlineMessage, {
      chatRoomNo: ROOM,
      sinceId: String(Number(first.id) - 1),
    });
    const list = (res.data as { list: { content: string }[] }).list.map((m) => m.content);
    expect(list.slice(0, 2)).toEqual(['missed-1', 'missed-2']);
  });
});
