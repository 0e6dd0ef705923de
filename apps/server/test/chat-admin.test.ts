import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { ADMIN_HEADERS, createTestApp, type TestApp } from './test-app.ts';
import { newMember, type TestMember } from './member-helpers.ts';
import { messageCount, sendInput, sendOk } from './chat-helpers.ts';

const { chat } = catalogue;
/** A room of its own, so the settings changed here touch no other test file's room. */
const ROOM = 'r-cast-2';

let t: TestApp;
let admin: TestMember;
let amy: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await newMember(t, 'chatadm');
  amy = await newMember(t, 'chatami');
  const res = await t.app.inject({
    method: 'POST',
    url: `/admin/chat/rooms/${ROOM}/admins`,
    headers: ADMIN_HEADERS,
    payload: { name: admin.name, admin: true },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => t.close());
beforeEach(() => t.app.chat.limiter.reset());

const roomRow = async () => (await t.db.query('select * from chat_room where room_no = $1', [ROOM])).rows[0];

describe('room admins (spec §6)', () => {
  it('refuses a member who is not the room admin with 10203 and changes nothing', async () => {
    const before = await roomRow();
    const res = await t.call(
      chat.adminRoomSetup,
      { chatRoomNo: ROOM, chatOpenStatus: -1 },
      { token: amy.token },
    );
    expect(res.code).toBe(ErrorCode.forbidden);
    expect(await roomRow()).toEqual(before);
    const mute = await t.call(
      chat.adminOperation,
      { chatRoomNo: ROOM, action: 'mute', userId: String(admin.id), minutes: 5 },
      { token: amy.token },
    );
    expect(mute.code).toBe(ErrorCode.forbidden);
  });

  it('tells detail whether the viewer is the room admin', async () => {
    const mine = await t.call(chat.detail, { chatRoomNo: ROOM }, { token: admin.token });
    expect((mine.data as { isAdmin: boolean }).isAdmin).toBe(true);
    const theirs = await t.call(chat.detail, { chatRoomNo: ROOM }, { token: amy.token });
    expect((theirs.data as { isAdmin: boolean }).isAdmin).toBe(false);
    // The settings a room setup form starts from, the same for every viewer (docs/chat.md).
    const row = await roomRow();
    const settings = {
      chatOpenStatus: row?.open_status ?? 1,
      announcement: row?.announcement ?? '',
      slowModeSeconds: row?.slow_mode_seconds ?? 2,
      minLevel: row?.min_level ?? 0,
    };
    expect(mine.data).toMatchObject(settings);
    expect(theirs.data).toMatchObject(settings);
  });

  it('mutes a member, lists the mute, and unblocks', async () => {
    const bad = await t.call(
      chat.adminOperation,
      { chatRoomNo: ROOM, action: 'mute', userId: String(amy.id) },
      { token: admin.token },
    );
    expect(bad.code).toBe(ErrorCode.badInput);
    const unknown = await t.call(
      chat.adminOperation,
      { chatRoomNo: ROOM, action: 'mute', userId: '999999999', minutes: 5 },
      { token: admin.token },
    );
    expect(unknown.code).toBe(ErrorCode.notFound);
    const ok = await t.call(
      chat.adminOperation,
      { chatRoomNo: ROOM, action: 'mute', userId: String(amy.id), minutes: 5, reason: '刷屏' },
      { token: admin.token },
    );
    expect(ok.code, ok.msg).toBe(ErrorCode.ok);
    const refused = await t.call(chat.sendMessage, sendInput('hi', ROOM), { token: amy.token });
    expect(refused.code).toBe(ErrorCode.chatMuted);
    const list = await t.call(
      chat.adminMuteList,
      { chatRoomNo: ROOM, page: 1, size: 20 },
      { token: admin.token },
    );
    const page = list.data as { list: { member: { name: string }; reason: string }[]; total: number };
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ member: { name: amy.name }, reason: '刷屏' });
    const lifted = await t.call(
      chat.adminUnblock,
      { chatRoomNo: ROOM, userId: String(amy.id) },
      { token: admin.token },
    );
    expect(lifted.data).toEqual({ ok: true });
    await sendOk(t, amy.token, 'free again', ROOM);
  });

  it('deletes and pins messages of the room; another room id is 10200', async () => {
    const a = await sendOk(t, amy.token, 'to pin', ROOM);
    t.app.chat.limiter.reset();
    const b = await sendOk(t, amy.token, 'to delete', ROOM);
    const pin = await t.call(
      chat.adminOperation,
      { chatRoomNo: ROOM, action: 'pinMessage', messageId: a.id },
      { token: admin.token },
    );
    expect(pin.code).toBe(ErrorCode.ok);
    const detail = await t.call(chat.detail, { chatRoomNo: ROOM });
    expect((detail.data as { announcement: string }).announcement).toBe('to pin');
    const before = await messageCount(t, ROOM);
    const wrong = await t.call(
      chat.adminOperation,
      { chatRoomNo: ROOM, action: 'deleteMessage', messageId: '1' },
      { token: admin.token },
    );
    expect(wrong.code).toBe(ErrorCode.notFound); // message 1 is a seeded line of another room
    expect(await messageCount(t, ROOM)).toBe(before);
    const del = await t.call(
      chat.adminOperation,
      { chatRoomNo: ROOM, action: 'deleteMessage', messageId: b.id },
      { token: admin.token },
    );
    expect(del.code).toBe(ErrorCode.ok);
    expect(await messageCount(t, ROOM)).toBe(before - 1);
  });

  it('sets slow mode and a minimum level that sending then follows', async () => {
    const setup = await t.call(
      chat.adminRoomSetup,
      { chatRoomNo: ROOM, chatOpenStatus: 1, slowModeSeconds: 0, minLevel: 0, announcement: ' 文明观赛 ' },
      { token: admin.token },
    );
    expect(setup.code).toBe(ErrorCode.ok);
    expect(await roomRow()).toMatchObject({ slow_mode_seconds: 0, min_level: 0, announcement: '文明观赛' });
    await sendOk(t, amy.token, 'one', ROOM);
    await sendOk(t, amy.token, 'two, no slow mode', ROOM);
    await t.call(
      chat.adminRoomSetup,
      { chatRoomNo: ROOM, chatOpenStatus: 1, minLevel: 5 },
      { token: admin.token },
    );
    const low = await t.call(chat.sendMessage, sendInput('three', ROOM), { token: amy.token });
    expect(low.code).toBe(ErrorCode.chatLevelTooLow);
    await t.call(
      chat.adminRoomSetup,
      { chatRoomNo: ROOM, chatOpenStatus: -1, minLevel: 0 },
      { token: admin.token },
    );
    const closed = await t.call(chat.sendMessage, sendInput('four', ROOM), { token: amy.token });
    expect(closed.code).toBe(ErrorCode.chatClosed);
    const status = await t.call(chat.roomStatus, { chatRoomNos: [ROOM] });
    expect((status.data as { list: { status: number }[] }).list[0]?.status).toBe(-1);
  });
});
