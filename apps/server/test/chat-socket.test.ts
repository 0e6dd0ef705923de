import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ErrorCode, catalogue } from '@arena/protocol';
import { ADMIN_HEADERS, createTestAppOn, type TestApp } from './test-app.ts';
import { newMember } from './member-helpers.ts';
import { ROOM, sendOk } from './chat-helpers.ts';

// spec §6 (chat entrance, tickets), docs/chat.md "Fan-out": every case runs with the sockets in the
// gateway (inline) and in the chat edge child process (the `npm start` default).
describe.each(['inline', 'process'] as const)('chat sockets (%s)', (mode) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestAppOn({ dataDir: 'memory' }, { chatEdge: mode });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = address.replace('http', 'ws');
  });
  afterAll(async () => t.close());

  async function ticket(token?: string, room = ROOM): Promise<string> {
    const res = await t.call(catalogue.chat.connector, { chatRoomNo: room }, token ? { token } : {});
    expect(res.code, res.msg).toBe(ErrorCode.ok);
    return (res.data as { wsToken: string }).wsToken;
  }

  /** Opens a socket and collects its JSON frames. */
  async function open(wsToken: string) {
    type Message = { content: unknown; msgType: number };
    type Frame = { type: string; message?: Message; list?: Message[] };
    const frames: Frame[] = [];
    const ws = new WebSocket(`${base}/ws/chat?ticket=${encodeURIComponent(wsToken)}`);
    ws.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString('utf8')) as Frame;
      // A batch (messages close together) counts as its single messages.
      if (frame.type === 'messages')
        for (const message of frame.list ?? []) frames.push({ type: 'message', message });
      else frames.push(frame);
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return { ws, frames };
  }

  /** A new member an operator made admin of the room (spec §6). */
  async function roomAdmin(prefix: string) {
    const admin = await newMember(t, prefix);
    const granted = await t.app.inject({
      method: 'POST',
      url: `/admin/chat/rooms/${ROOM}/admins`,
      headers: ADMIN_HEADERS,
      payload: { name: admin.name, admin: true },
    });
    expect(granted.statusCode).toBe(200);
    return admin;
  }

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(check()).toBe(true);
  };

  it('a visitor socket receives the message another member sent, and the member welcome (msgType 8)', async () => {
    const viewer = await open(await ticket());
    await until(() => viewer.frames.some((f) => f.type === 'hello'));
    const sender = await newMember(t, 'wsamy');
    const own = await open(await ticket(sender.token));
    await until(() => viewer.frames.some((f) => f.message?.msgType === 8));
    await sendOk(t, sender.token, '<img src=x onerror=alert(1)>');
    await until(() => viewer.frames.some((f) => f.message?.msgType === 1));
    const text = viewer.frames.find((f) => f.message?.msgType === 1);
    expect(text?.message?.content).toBe('<img src=x onerror=alert(1)>');
    await until(() => own.frames.some((f) => f.message?.msgType === 1));
    viewer.ws.close();
    own.ws.close();
  });

  it('refuses a socket without a valid ticket, and a ticket used twice', async () => {
    const refused = (url: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url);
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => resolve(101));
        ws.on('error', () => resolve(-1));
      });
    expect(await refused(`${base}/ws/chat?ticket=nope`)).toBe(401);
    const once = await ticket();
    const first = await open(once);
    expect(await refused(`${base}/ws/chat?ticket=${encodeURIComponent(once)}`)).toBe(401);
    first.ws.close();
  });

  it('sends messages close together as one batch frame after the first', async () => {
    const viewer = await open(await ticket());
    const raw: string[] = [];
    viewer.ws.on('message', (data: Buffer) => raw.push(data.toString('utf8')));
    const sender = await newMember(t, 'wsbatch');
    await sendOk(t, sender.token, 'batch 0');
    await until(() => viewer.frames.some((f) => f.type === 'message'));
    const line = viewer.frames.find((f) => f.type === 'message')!.message as unknown as { id: string };
    // Once the room is quiet (a window is 25 ms, chat-rooms.ts), three lines published in one turn of
    // the event loop: the first goes out alone at once, the other two together as one frame. Published
    // straight to the hub, so the database's pace on a loaded machine cannot spread them apart.
    await new Promise((r) => setTimeout(r, 200));
    raw.length = 0;
    for (const n of [1, 2, 3]) t.app.chat.hub.broadcast(ROOM, { ...line, id: `${line.id}-${n}` });
    await until(() => viewer.frames.filter((f) => f.type === 'message').length >= 4);
    const lines = raw
      .map((r) => JSON.parse(r) as { type: string; list?: unknown[] })
      .filter((f) => f.type === 'message' || f.type === 'messages');
    expect(lines.map((f) => f.type)).toEqual(['message', 'messages']);
    expect(lines[1]?.list).toHaveLength(2);
    viewer.ws.close();
  });

  it('a room admin kicks a member: their socket closes with 4001, and a deleted line is announced', async () => {
    const admin = await roomAdmin('wsadmin');
    const amy = await newMember(t, 'wskick');
    const viewer = await open(await ticket());
    const kicked = await open(await ticket(amy.token));
    const closed = new Promise<number>((resolve) => kicked.ws.once('close', (code) => resolve(code)));
    const line = await sendOk(t, amy.token, 'to be deleted');
    const op = (body: object) =>
      t.call(catalogue.chat.adminOperation, { chatRoomNo: ROOM, ...body } as never, { token: admin.token });
    expect((await op({ action: 'kick', userId: String(amy.id) })).code).toBe(ErrorCode.ok);
    expect(await closed).toBe(4001);
    expect((await op({ action: 'deleteMessage', messageId: line.id })).code).toBe(ErrorCode.ok);
    await until(() => viewer.frames.some((f) => f.type === 'deleted'));
    viewer.ws.close();
  });

  it("tells every viewer at once when a room admin changes the room's settings", async () => {
    // docs/chat.md "Room admin screens": the `room` frame carries the settings chat.detail answers.
    const admin = await roomAdmin('wsset');
    const viewer = await open(await ticket());
    await until(() => viewer.frames.some((f) => f.type === 'hello'));
    const res = await t.call(
      catalogue.chat.adminRoomSetup,
      { chatRoomNo: ROOM, chatOpenStatus: 1, announcement: ' 今晚 8 点抽奖 ' },
      { token: admin.token },
    );
    expect(res.code, res.msg).toBe(ErrorCode.ok);
    await until(() => viewer.frames.some((f) => f.type === 'room'));
    const frame = viewer.frames.find((f) => f.type === 'room') as unknown as { settings: unknown };
    const detail = await t.call(catalogue.chat.detail, { chatRoomNo: ROOM });
    expect(frame.settings).toEqual({
      chatOpenStatus: 1,
      announcement: '今晚 8 点抽奖',
      slowModeSeconds: (detail.data as { slowModeSeconds: number }).slowModeSeconds,
      minLevel: (detail.data as { minLevel: number }).minLevel,
    });
    expect(detail.data).toMatchObject(frame.settings as object);
    viewer.ws.close();
  });

  it('does not deliver a room message to a socket of another room', async () => {
    const other = await open(await ticket(undefined, 'r-cast-4'));
    const sender = await newMember(t, 'wsbob');
    await sendOk(t, sender.token, 'only r-cast-1');
    await new Promise((r) => setTimeout(r, 100));
    expect(other.frames.filter((f) => f.type === 'message')).toEqual([]);
    other.ws.close();
  });

  it("counts the room's sockets in the room detail, and forgets a closed one", async () => {
    const detail = async () => {
      const res = await t.call(catalogue.chat.detail, { chatRoomNo: 'r-cast-5' });
      expect(res.code, res.msg).toBe(ErrorCode.ok);
      return (res.data as { onlineCount: number }).onlineCount;
    };
    const before = await detail();
    const a = await open(await ticket(undefined, 'r-cast-5'));
    const b = await open(await ticket(undefined, 'r-cast-5'));
    await until(() => b.frames.some((f) => f.type === 'hello'));
    let now = await detail();
    for (let i = 0; i < 50 && now !== before + 2; i++) {
      await new Promise((r) => setTimeout(r, 20));
      now = await detail();
    }
    expect(now).toBe(before + 2);
    a.ws.close();
    for (let i = 0; i < 50 && now !== before + 1; i++) {
      await new Promise((r) => setTimeout(r, 20));
      now = await detail();
    }
    expect(now).toBe(before + 1);
    b.ws.close();
  });
});
