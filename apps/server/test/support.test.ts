import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue, type SupportLine } from '@arena/protocol';
import { createTestApp, type TestApp } from './test-app.ts';
import { newMember } from './member-helpers.ts';
import {
  FAKE_PNG,
  PNG_1PX,
  countConversationStatements,
  newOperator,
  ops,
  signedInOperators,
  supportCounts,
} from './support-helpers.ts';

const { support, finance } = catalogue;
type State = {
  conversation: {
    id: string;
    status: string;
    queuePosition: number;
    version: number;
    orderNo: string;
    readUpTo: string;
  } | null;
  operatorsOnline: boolean;
  identity: string;
  lines?: SupportLine[];
};

let t: TestApp;
let device = 0;
const visitor = () => ({ headers: { deviceId: `visitor-device-${(device += 1)}-${Date.now()}` } });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('customer service without an operator online (spec §1 "contact customer service")', () => {
  it('refuses to open a conversation and writes nothing: the page offers the offline form', async () => {
    const before = await supportCounts(t);
    const v = visitor();
    const state = await t.call(support.state, {}, v);
    expect((state.data as State).operatorsOnline).toBe(false);
    const sent = await t.call(support.send, { text: '你好' }, v);
    expect(sent.code).toBe(ErrorCode.supportOffline);
    expect(sent.msg).toMatch(/客服暂不在线/);
    expect(await supportCounts(t)).toEqual(before);
  });

  it('takes an offline message from a member and answers it once, as a private letter', async () => {
    const m = await newMember(t, 'offl');
    const left = await t.call(support.leaveMessage, { content: '提款什么时候到账？' }, { token: m.token });
    expect(left.code, left.msg).toBe(0);
    const visitorLeaves = await t.call(support.leaveMessage, { content: '访客留言' }, visitor());
    expect(visitorLeaves.code).toBe(ErrorCode.loginRequired);
    const op = await newOperator(t);
    const id = (left.data as { id: string }).id;
    const listed = await ops(t, op.token, 'GET', '/offline');
    expect((listed.data as { list: { id: string }[] }).list.map((o) => o.id)).toContain(id);
    const answered = await ops(t, op.token, 'POST', `/offline/${id}/answer`, { answer: '已为您加急处理' });
    expect(answered.code, answered.msg).toBe(0);
    const again = await ops(t, op.token, 'POST', `/offline/${id}/answer`, { answer: '再答一次' });
    expect(again.code).toBe(ErrorCode.conflict);
    const letters = await t.db.query<{ n: number }>(
      `select count(*)::int as n from support_offline_message o where o.id = $1 and o.letter_id is not null`,
      [id],
    );
    expect(letters.rows[0]?.n).toBe(1);
    const inbox = await t.call(catalogue.message.letterList, { page: 1, size: 20 }, { token: m.token });
    expect(inbox.code, inbox.msg).toBe(0);
    expect(JSON.stringify(inbox.data)).toContain('已为您加急处理');
  });
});

describe('a conversation between a customer and one operator', () => {
  it('queues visitors in order and carries a visitor conversation over to the member on login', async () => {
    await newOperator(t); // an operator online
    const v1 = visitor();
    const v2 = visitor();
    expect((await t.call(support.send, { text: '第一位' }, v1)).code).toBe(0);
    expect((await t.call(support.send, { text: '第二位' }, v2)).code).toBe(0);
    const s1 = (await t.call(support.state, {}, v1)).data as State;
    const s2 = (await t.call(support.state, {}, v2)).data as State;
    expect(s2.conversation?.queuePosition).toBe((s1.conversation?.queuePosition ?? 0) + 1);
    expect(s1.identity).toBe('visitor');

    // The same device signs in: the member sees the visitor's history and the same conversation.
    const m = await newMember(t, 'upg');
    const asMember = await t.call(
      support.lines,
      { after: '0', version: 0, wait: false, read: true },
      {
        token: m.token,
        ...v1,
      },
    );
    const data = asMember.data as State;
    expect(data.identity).toBe('member');
    expect(data.conversation?.id).toBe(s1.conversation?.id);
    expect(data.lines?.map((l) => l.text)).toEqual(['第一位']);
    // The visitor side of that device no longer reads it.
    const stillVisitor = (
      await t.call(support.lines, { after: '0', version: 0, wait: false, read: false }, v1)
    ).data as State;
    expect(stillVisitor.conversation).toBeNull();
  });

  it('chats both ways with text and an image, with delivery and read state', async () => {
    const op = await newOperator(t);
    const m = await newMember(t, 'chat');
    const me = { token: m.token };
    const first = await t.call(support.send, { text: '充值没到账' }, me);
    expect(first.code, first.msg).toBe(0);
    const conv = (first.data as { conversation: { id: string; version: number } }).conversation;

    const took = await ops(t, op.token, 'POST', `/conversations/${conv.id}/take`);
    expect(took.code, took.msg).toBe(0);

    // The member's poll is held and wakes with the operator's image line (spec: without reload).
    const state = (await t.call(support.state, {}, me)).data as State;
    const held = t.call(
      support.lines,
      { after: '0', version: state.conversation?.version ?? 0, wait: true, read: true },
      me,
    );
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    const reply = await ops(t, op.token, 'POST', `/conversations/${conv.id}/send`, { image: PNG_1PX });
    expect(reply.code, reply.msg).toBe(0);
    const woke = (await held).data as State;
    expect(Date.now() - started).toBeLessThan(1000);
    const image = woke.lines?.find((l) => l.kind === 'image');
    expect(image?.sender).toBe('operator');
    const img = await t.app.inject({ method: 'GET', url: image?.imageUrl ?? '' });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');

    // The operator's poll shows the customer's line, and the member then sees "read" up to it.
    const lines = await ops(t, op.token, 'GET', `/conversations/${conv.id}/lines?after=0`);
    const opLines = (lines.data as { lines: SupportLine[] }).lines;
    expect(opLines.map((l) => l.sender)).toEqual(['customer', 'system', 'operator']);
    const after = (await t.call(support.state, {}, me)).data as State;
    expect(BigInt(after.conversation?.readUpTo ?? '0')).toBeGreaterThanOrEqual(BigInt(opLines[0]?.id ?? '1'));

    const closed = await ops(t, op.token, 'POST', `/conversations/${conv.id}/close`, { note: '已核实到账' });
    expect(closed.code, closed.msg).toBe(0);
    const row = await t.db.query<{ status: string; close_note: string }>(
      'select status, close_note from support_conversation where id = $1',
      [conv.id],
    );
    expect(row.rows[0]).toEqual({ status: 'closed', close_note: '已核实到账' });
    const details = await ops(t, op.token, 'GET', `/conversations/${conv.id}/customer`);
    expect((details.data as { member: { name: string } }).member.name).toBe(m.name);
  });

  it('lets exactly one of 20 operators take a conversation taken at the same moment', async () => {
    const operators = await signedInOperators(t, 20);
    const m = await newMember(t, 'race');
    const sent = await t.call(support.send, { text: '谁来接？' }, { token: m.token });
    const id = (sent.data as { conversation: { id: string } }).conversation.id;
    const takes = await Promise.all(
      operators.map((op) => ops(t, op.token, 'POST', `/conversations/${id}/take`)),
    );
    const winners = takes.filter((r) => r.code === 0);
    expect(winners).toHaveLength(1);
    expect(takes.filter((r) => r.code === ErrorCode.supportTaken && r.status === 409)).toHaveLength(19);
    const row = await t.db.query<{ operator_id: number }>(
      'select operator_id from support_conversation where id = $1',
      [id],
    );
    const winner = operators.find((op) => op.id === row.rows[0]?.operator_id);
    expect(winner).toBeDefined();
    const systemLines = await t.db.query<{ n: number }>(
      `select count(*)::int as n from support_line where conversation_id = $1 and sender = 'system'`,
      [id],
    );
    expect(systemLines.rows[0]?.n).toBe(1);
    // Another operator cannot reply into it.
    const loser = operators.find((op) => op !== winner);
    const refused = await ops(t, loser?.token ?? '', 'POST', `/conversations/${id}/send`, { text: '抢答' });
    expect(refused.code).toBe(ErrorCode.supportNotYours);
  });
});

describe('isolation and bad input', () => {
  it('never shows one member the conversation of another, and needs an operator session for the console', async () => {
    await newOperator(t);
    const a = await newMember(t, 'isoa');
    const b = await newMember(t, 'isob');
    await t.call(support.send, { text: 'A 的私密问题' }, { token: a.token });
    const bLines = (
      await t.call(support.lines, { after: '0', version: 0, wait: false, read: true }, { token: b.token })
    ).data as State;
    expect(bLines.lines).toEqual([]);
    expect(bLines.conversation).toBeNull();
    const list = await ops(t, a.token, 'GET', '/conversations');
    expect(list.status).toBe(401);
    expect(list.code).toBe(ErrorCode.supportOperatorAuth);
  });

  it('refuses empty text, a fake image and unknown fields with a clear code, writing nothing', async () => {
    await newOperator(t);
    const m = await newMember(t, 'bad');
    const before = await supportCounts(t);
    const empty = await t.call(support.send, { text: '   ' }, { token: m.token });
    expect(empty.code).toBe(ErrorCode.badInput);
    expect(JSON.stringify(empty.data)).toContain('请输入内容');
    const fake = await t.call(support.send, { image: FAKE_PNG }, { token: m.token });
    expect(fake.code).toBe(ErrorCode.uploadRejected);
    expect(fake.msg).toMatch(/图片/);
    const both = await t.call(support.send, { text: 'x', image: PNG_1PX }, { token: m.token });
    expect(both.code).toBe(ErrorCode.badInput);
    expect(await supportCounts(t)).toEqual(before);

    const badLogin = await ops(t, null, 'POST', '/login', { name: 'nobody_here', password: 'whatever1' });
    expect(badLogin.code).toBe(ErrorCode.supportOperatorAuth);
    expect(badLogin.msg).toBe('客服账号或密码错误');
    const shortNote = await ops(t, null, 'POST', '/login', { name: 'x', password: '1' });
    expect(shortNote.status).toBe(400);
    expect(shortNote.msg).toMatch(/账号为/);
    const badAdmin = await t.app.inject({
      method: 'POST',
      url: '/admin/support/operators',
      payload: { name: 'a', password: 'b' },
    });
    expect(badAdmin.statusCode).toBe(401);
  });
});

describe('finance customer service (spec §7 "finance customer service")', () => {
  it('opens the member conversation tied to the order and answers the /cs entry', async () => {
    const op = await newOperator(t);
    const m = await newMember(t, 'fin');
    const res = await t.call(finance.customerService, { orderNo: 'D20261125000001' }, { token: m.token });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toEqual({
      url: 'http://localhost:80/cs?scene=finance&order=D20261125000001',
      online: true,
    });
    const list = await ops(t, op.token, 'GET', '/conversations');
    const row = (list.data as { list: { memberName: string; orderNo: string; status: string }[] }).list.find(
      (c) => c.memberName === m.name,
    );
    expect(row).toMatchObject({ orderNo: 'D20261125000001', status: 'waiting' });
    const state = (await t.call(support.state, {}, { token: m.token })).data as State;
    expect(state.conversation?.orderNo).toBe('D20261125000001');
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `ok()` holds, failing with `what` after 3 s. */
async function until(ok: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 3000;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`not within 3 s: ${what}`);
    await sleep(5);
  }
}

/** One side's page as the web client keeps it: the lines it has and the other side's read cursor. */
interface Page {
  lines: Map<string, SupportLine>;
  readUpTo: bigint;
  answers: number;
}

describe('wake-ups and read receipts (spec §1 "contact customer service": delivery and read state)', () => {
  it('delivers each line and its read receipt with at most three reads of the conversation row', async () => {
    const op = await newOperator(t);
    const m = await newMember(t, 'wake');
    const me = { token: m.token };
    const first = await t.call(support.send, { text: '在吗' }, me);
    const id = (first.data as { conversation: { id: string } }).conversation.id;
    expect((await ops(t, op.token, 'POST', `/conversations/${id}/take`)).code).toBe(0);

    // Both pages poll as the web client does: each answer's version and last line go into the next poll.
    const customer: Page = { lines: new Map(), readUpTo: 0n, answers: 0 };
    const desk: Page = { lines: new Map(), readUpTo: 0n, answers: 0 };
    let stopping = false;
    const customerLoop = (async () => {
      let after = '0';
      let version = 0;
      while (!stopping) {
        const res = await t.call(support.lines, { after, version, wait: version !== 0, read: true }, me);
        const data = res.data as State & { lines: SupportLine[] };
        customer.answers += 1;
        for (const line of data.lines) customer.lines.set(line.id, line);
        after = data.lines.at(-1)?.id ?? after;
        version = data.conversation?.version ?? 0;
        customer.readUpTo = BigInt(data.conversation?.readUpTo ?? '0');
      }
    })();
    const deskLoop = (async () => {
      let after = '0';
      let version = 0;
      while (!stopping) {
        const res = await ops(
          t,
          op.token,
          'GET',
          `/conversations/${id}/lines?after=${after}&version=${version}&wait=${version ? 1 : 0}`,
        );
        const data = res.data as {
          lines: SupportLine[];
          conversation: { version: number; readUpTo: string };
        };
        desk.answers += 1;
        for (const line of data.lines) desk.lines.set(line.id, line);
        after = data.lines.at(-1)?.id ?? after;
        version = data.conversation.version;
        desk.readUpTo = BigInt(data.conversation.readUpTo);
      }
    })();
    await until(() => customer.lines.size === 2 && desk.lines.size === 2, 'both pages have the history');
    await sleep(400); // the history's receipts settle and both polls are held

    const count = countConversationStatements(t.db);
    const answersBefore = customer.answers + desk.answers;
    const LINES = 12;
    for (let i = 0; i < LINES; i += 1) {
      const fromDesk = i % 2 === 0;
      const sent = fromDesk
        ? await ops(t, op.token, 'POST', `/conversations/${id}/send`, { text: `回复 ${i}` })
        : await t.call(support.send, { text: `问题 ${i}` }, me);
      expect(sent.code, sent.msg).toBe(0);
      const lineId = (sent.data as { line: SupportLine }).line.id;
      // Delivered to the other side, whose reading is then shown to the sender.
      const [to, from] = fromDesk ? [customer, desk] : [desk, customer];
      await until(() => to.lines.has(lineId), `line ${i} delivered`);
      await until(() => from.readUpTo >= BigInt(lineId), `line ${i} shown as read to its sender`);
      await until(() => from.lines.has(lineId), `line ${i} on its sender's poll`);
    }
    count.stop();
    const answers = customer.answers + desk.answers - answersBefore;

    stopping = true;
    await ops(t, op.token, 'POST', `/conversations/${id}/send`, { text: '结束' });
    await t.call(support.send, { text: '结束' }, me);
    await Promise.all([customerLoop, deskLoop]);

    // Per line: the customer's send (finding the open conversation), the receiver's answer and the
    // sender's answer, which carries the receipt; re-armed polls read nothing.
    expect(count.counts.reads).toBeLessThanOrEqual(3 * LINES);
    // The line's own version bump and the receiver's cursors; a poll that moves nothing tries nothing
    // (+1: the console's first line after the take follows the system line without a customer line
    // between, so that answer tries its cursor once).
    expect(count.counts.writes).toBeLessThanOrEqual(2 * LINES + 1);
    // One answer on each side per line, as the receipt rides on the sender's wake-up (a slow receipt
    // may let a sender's poll answer once more).
    expect(answers).toBeLessThanOrEqual(3 * LINES);
  });

  it("shows a sender's line on their own held poll when the other side is not there", async () => {
    const op = await newOperator(t);
    const m = await newMember(t, 'away');
    const first = await t.call(support.send, { text: '有人吗' }, { token: m.token });
    const id = (first.data as { conversation: { id: string } }).conversation.id;
    await ops(t, op.token, 'POST', `/conversations/${id}/take`);
    const now = await ops(t, op.token, 'GET', `/conversations/${id}/lines?after=0`);
    const { version } = (now.data as { conversation: { version: number } }).conversation;
    const held = ops(t, op.token, 'GET', `/conversations/${id}/lines?after=0&version=${version}&wait=1`);
    await sleep(50);
    const started = Date.now();
    const sent = await ops(t, op.token, 'POST', `/conversations/${id}/send`, { text: '您好' });
    expect(sent.code, sent.msg).toBe(0);
    const woke = (await held).data as { lines: SupportLine[] };
    expect(woke.lines.map((l) => l.text)).toContain('您好');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
