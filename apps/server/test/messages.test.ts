import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ErrorCode, catalogue } from '@arena/protocol';
import { ADMIN_HEADERS, createTestApp, type TestApp } from './test-app.ts';
import { newMember, type TestMember } from './member-helpers.ts';
import { sendLetter } from '../src/modules/message/message-service.ts';

const m = catalogue.message;
type Page = {
  list: { id: string; title: string; read: boolean; sticky: boolean; link?: string | null }[];
  total: number;
};

let t: TestApp;
let alice: TestMember;
let bob: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  alice = await newMember(t, 'msga');
  bob = await newMember(t, 'msgb');
});
afterAll(() => t.close());

const adminPost = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: ADMIN_HEADERS, payload: payload as object });

async function letterTo(name: string, title: string, link?: string) {
  const res = await adminPost('/admin/messages/letters', { name, title, content: `${title} 内容`, link });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string } }>().data.id;
}

async function list(who: TestMember, kind: 'letter' | 'notice', page = 1, size = 20) {
  const res = await t.call(
    kind === 'letter' ? m.letterList : m.noticeList,
    { page, size },
    { token: who.token },
  );
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  return res.data as Page;
}

async function unread(who: TestMember, kind: 'letter' | 'notice') {
  const res = await t.call(
    kind === 'letter' ? m.letterUnreadCount : m.noticeUnreadCount,
    {},
    { token: who.token },
  );
  return (res.data as { count: number }).count;
}

const rowCount = async (table: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n ?? 0;

describe('private letters (spec §7 Messages)', () => {
  it('lists sticky first then newest, pages, and counts unread', async () => {
    const first = await letterTo(alice.name, '第一封');
    await letterTo(alice.name, '第二封', '/wallet');
    const third = await letterTo(alice.name, '第三封');
    expect(await unread(alice, 'letter')).toBe(3);
    expect((await list(alice, 'letter')).list.map((l) => l.title)).toEqual(['第三封', '第二封', '第一封']);

    const sticky = await t.call(m.letterSticky, { id: first, sticky: true }, { token: alice.token });
    expect(sticky.code).toBe(ErrorCode.ok);
    const page1 = await list(alice, 'letter', 1, 2);
    expect(page1.total).toBe(3);
    expect(page1.list.map((l) => l.title)).toEqual(['第一封', '第三封']);
    expect(page1.list[0]?.sticky).toBe(true);
    expect((await list(alice, 'letter', 2, 2)).list.map((l) => l.title)).toEqual(['第二封']);
    expect((await list(alice, 'letter', 2, 2)).list[0]?.link).toBe('/wallet');

    expect((await t.call(m.letterRead, { ids: [third] }, { token: alice.token })).code).toBe(ErrorCode.ok);
    expect(await unread(alice, 'letter')).toBe(2);
    const unreadOnly = await t.call(
      m.letterList,
      { page: 1, size: 10, unreadOnly: true },
      { token: alice.token },
    );
    expect((unreadOnly.data as Page).list.map((l) => l.title)).toEqual(['第一封', '第二封']);
  });

  it("never lets a member read, sticky or delete another member's letter, and writes nothing", async () => {
    const bobs = await letterTo(bob.name, '给 Bob');
    const before = await t.db.query('select read_at, sticky, deleted_at from message_letter where id = $1', [
      bobs,
    ]);
    for (const res of [
      await t.call(m.letterRead, { ids: [bobs] }, { token: alice.token }),
      await t.call(m.letterDelete, { ids: [bobs] }, { token: alice.token }),
      await t.call(m.letterSticky, { id: bobs, sticky: true }, { token: alice.token }),
    ]) {
      expect(res.code).toBe(ErrorCode.notFound);
      expect(res.msg).toBe('消息不存在或已删除');
    }
    // a mixed request (one own id, one foreign) is refused whole
    const own = await letterTo(alice.name, '混合');
    const mixed = await t.call(m.letterRead, { ids: [own, bobs] }, { token: alice.token });
    expect(mixed.code).toBe(ErrorCode.notFound);
    const after = await t.db.query('select read_at, sticky, deleted_at from message_letter where id = $1', [
      bobs,
    ]);
    expect(after.rows).toEqual(before.rows);
    expect((await list(alice, 'letter')).list.find((l) => l.id === own)?.read).toBe(false);
    expect((await list(alice, 'letter')).list.some((l) => l.id === bobs)).toBe(false);
  });

  it("all-read and all-delete act on exactly the member's own letters; deleted stays deleted", async () => {
    await letterTo(bob.name, 'Bob 未读');
    const bobUnread = await unread(bob, 'letter');
    expect((await t.call(m.letterAllRead, {}, { token: alice.token })).code).toBe(ErrorCode.ok);
    expect(await unread(alice, 'letter')).toBe(0);
    expect(await unread(bob, 'letter')).toBe(bobUnread);

    const bobTotal = (await list(bob, 'letter')).total;
    expect((await t.call(m.letterAllDelete, {}, { token: alice.token })).code).toBe(ErrorCode.ok);
    expect((await list(alice, 'letter')).total).toBe(0);
    expect((await list(bob, 'letter')).total).toBe(bobTotal);

    const gone = (
      await t.db.query<{ id: string }>(
        'select id::text as id from message_letter where member_id = $1 limit 1',
        [alice.id],
      )
    ).rows[0]!.id;
    expect((await t.call(m.letterSticky, { id: gone, sticky: true }, { token: alice.token })).code).toBe(
      ErrorCode.notFound,
    );
    expect((await t.call(m.letterRead, { ids: [gone] }, { token: alice.token })).code).toBe(
      ErrorCode.notFound,
    );
    expect((await list(alice, 'letter')).total).toBe(0);
  });

  it('refuses bad operator input with a Chinese message and writes nothing', async () => {
    const before = await rowCount('message_letter');
    const cases = [
      [{ name: alice.name, title: '  ', content: 'x' }, '标题不能为空'],
      [{ name: alice.name, title: 't', content: '' }, '内容不能为空'],
      [
        { name: alice.name, title: 't', content: 'c', link: 'https://evil.example/' },
        '链接必须是站内页面路径',
      ],
      [{ name: alice.name, title: 't', content: 'c', link: '//evil.example' }, '链接必须是站内页面路径'],
      [{ name: 'nobody-here', title: 't', content: 'c' }, '会员不存在'],
      [{ name: alice.name, title: 't' }, '请求内容不正确'],
    ] as const;
    for (const [payload, msg] of cases) {
      const res = await adminPost('/admin/messages/letters', payload);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.json<{ msg: string }>().msg).toContain(msg);
    }
    const noToken = await t.app.inject({ method: 'POST', url: '/admin/messages/letters', payload: {} });
    expect(noToken.statusCode).toBe(401);
    expect(await rowCount('message_letter')).toBe(before);
  });

  it('refuses malformed member input through the shared schema', async () => {
    const empty = await t.call(m.letterRead, { ids: [] }, { token: alice.token });
    expect(empty.code).toBe(ErrorCode.badInput);
    const big = await t.call(m.letterList, { page: 1, size: 500 }, { token: alice.token });
    expect(big.code).toBe(ErrorCode.badInput);
    const junk = await t.call(m.letterRead, { ids: ['abc'] }, { token: alice.token });
    expect(junk.code).toBe(ErrorCode.notFound);
    const anon = await t.call(m.letterList, { page: 1, size: 10 });
    expect(anon.code).toBe(ErrorCode.loginRequired);
  });

  it('sendLetter refuses an unknown member for other modules', async () => {
    await expect(sendLetter(t.db, { memberId: 99_999_999, title: 't', content: 'c' })).rejects.toThrow(
      '会员不存在',
    );
  });
});

describe('notices (spec §7 Messages): one row, lazy per-member state', () => {
  it('a notice to all is one row that every member sees, with state kept per member', async () => {
    const rowsBefore = await rowCount('message_notice');
    const res = await adminPost('/admin/messages/notices', { title: '维护公告', content: '今晚维护' });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ data: { id: string } }>().data.id;
    expect(await rowCount('message_notice')).toBe(rowsBefore + 1);
    expect(await rowCount('message_notice_state')).toBe(0);

    const aliceUnread = await unread(alice, 'notice');
    const bobUnread = await unread(bob, 'notice');
    expect(aliceUnread).toBeGreaterThanOrEqual(1);
    expect((await list(bob, 'notice')).list[0]?.id).toBe(id);

    await t.call(m.noticeRead, { ids: [id] }, { token: alice.token });
    await t.call(m.noticeSticky, { id, sticky: true }, { token: alice.token });
    expect(await unread(alice, 'notice')).toBe(aliceUnread - 1);
    expect(await unread(bob, 'notice')).toBe(bobUnread);
    expect((await list(alice, 'notice')).list[0]).toMatchObject({ id, read: true, sticky: true });
    expect((await list(bob, 'notice')).list.find((n) => n.id === id)).toMatchObject({
      read: false,
      sticky: false,
    });

    await t.call(m.noticeDelete, { ids: [id] }, { token: bob.token });
    expect((await list(bob, 'notice')).list.some((n) => n.id === id)).toBe(false);
    expect((await list(alice, 'notice')).list.some((n) => n.id === id)).toBe(true);
    // deleted stays deleted: read and sticky on it are refused
    expect((await t.call(m.noticeSticky, { id, sticky: true }, { token: bob.token })).code).toBe(
      ErrorCode.notFound,
    );
  });

  it('all-delete hides current notices only; a later notice still arrives', async () => {
    await adminPost('/admin/messages/notices', { title: '旧公告', content: '旧' });
    await t.call(m.noticeAllDelete, {}, { token: alice.token });
    expect((await list(alice, 'notice')).total).toBe(0);
    expect((await list(bob, 'notice')).total).toBeGreaterThan(0);
    await adminPost('/admin/messages/notices', { title: '新公告', content: '新' });
    expect((await list(alice, 'notice')).list.map((n) => n.title)).toEqual(['新公告']);
    await t.call(m.noticeAllRead, {}, { token: alice.token });
    expect(await unread(alice, 'notice')).toBe(0);
    expect(await unread(bob, 'notice')).toBeGreaterThan(0);
  });

  it('a notice to a VIP level reaches only members at that level or above', async () => {
    const vip = await newMember(t, 'msgv');
    // the rewards module owns VIP levels; the test sets one directly
    await t.db.query(
      'insert into member_reward (member_id, level) values ($1, 3) on conflict (member_id) do update set level = 3',
      [vip.id],
    );
    const res = await adminPost('/admin/messages/notices', {
      title: 'VIP3 专享',
      content: 'x',
      minVipLevel: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ data: { id: string } }>().data.id;
    expect((await list(vip, 'notice')).list.some((n) => n.id === id)).toBe(true);
    expect((await list(bob, 'notice')).list.some((n) => n.id === id)).toBe(false);
    const read = await t.call(m.noticeRead, { ids: [id] }, { token: bob.token });
    expect(read.code).toBe(ErrorCode.notFound);
    expect(await rowCount('message_notice_state')).toBeGreaterThan(0);
    const states = await t.db.query('select 1 from message_notice_state where notice_id = $1', [id]);
    expect(states.rows).toEqual([]);
  });

  it('refuses a bad notice and writes nothing', async () => {
    const before = await rowCount('message_notice');
    const res = await adminPost('/admin/messages/notices', { title: '', content: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ msg: string }>().msg).toContain('标题不能为空');
    expect(await rowCount('message_notice')).toBe(before);
  });
});

describe('inbox socket', () => {
  it("pushes a new letter to the member's open socket only", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const open = (token: string) =>
      new Promise<{ ws: WebSocket; frames: unknown[] }>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/inbox`);
        const frames: unknown[] = [];
        ws.on('open', () => ws.send(JSON.stringify({ token })));
        ws.on('message', (raw: Buffer) => {
          const frame = JSON.parse(raw.toString()) as { type: string };
          if (frame.type === 'ready') resolve({ ws, frames });
          else frames.push(frame);
        });
        ws.on('error', reject);
      });
    const a = await open(alice.token);
    const b = await open(bob.token);
    await letterTo(alice.name, '推送');
    await new Promise((r) => setTimeout(r, 100));
    expect(a.frames).toContainEqual({ type: 'inbox', kind: 'letter' });
    expect(b.frames).toEqual([]);
    a.ws.close();
    b.ws.close();
  });

  it('pushes a letter written by another instance (found by polling the database)', async () => {
    const { port } = t.app.server.address() as { port: number };
    const frames: unknown[] = [];
    const ws = await new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/inbox`);
      socket.on('open', () => socket.send(JSON.stringify({ token: alice.token })));
      socket.on('message', (raw: Buffer) => {
        const frame = JSON.parse(raw.toString()) as { type: string };
        if (frame.type === 'ready') resolve(socket);
        else frames.push(frame);
      });
      socket.on('error', reject);
    });
    // let the poller take its first mark, then write as another instance would: no in-process event
    await new Promise((r) => setTimeout(r, 2_000));
    await t.db.query(`insert into message_letter (member_id, title, content) values ($1, '别处写入', 'x')`, [
      alice.id,
    ]);
    await expect.poll(() => frames, { timeout: 5_000 }).toContainEqual({ type: 'inbox', kind: 'letter' });
    ws.close();
  });

  it('closes a socket that sends no valid token', async () => {
    const { port } = t.app.server.address() as { port: number };
    const code = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/inbox`);
      ws.on('open', () => ws.send(JSON.stringify({ token: 'nope' })));
      ws.on('close', (c) => resolve(c));
    });
    expect(code).toBe(4001);
  });
});
