import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Redis } from 'ioredis';
import { ErrorCode, LOGICAL_HEADERS, catalogue, type LoginInput } from '@arena/protocol';
import { missingParts, startCluster, type LocalCluster } from '../../../scripts/lib/cluster-stack.mjs';
import { openDb, type Db } from '../src/db/db.ts';
import { LOGIN_ATTEMPTS_PER_IP_PER_MINUTE, PASSWORD_CHANGE_MISSES } from '../src/modules/auth/brute-force.ts';
import { callOver, handshakeOver, sealCall, sendSealed } from './cluster-client.ts';
import { loginInput } from './account-helpers.ts';
import { ROOM } from './chat-helpers.ts';
import { expectLedgerBalanced, key } from './wallet-fixtures.ts';

// docs/scaling.md: three gateway instances on one PostgreSQL and one Redis, nginx in front. Every
// point below crosses instances: state made on one is used (or refused) on another.
const TOKEN = 'cluster-admin-token-0123456789abcdef';
const missing = missingParts();
if (missing.length > 0)
  console.warn(
    `\n⚠ cluster tests SKIPPED: ${missing.join(', ')} not installed (npm test installs them as root).\n`,
  );

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(what: string, probe: () => Promise<T | null>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const got = await probe().catch(() => null);
    if (got !== null) return got;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

interface Status {
  instanceId: string;
  leader: boolean;
  timedWork: Record<string, number>;
}
const status = async (base: string): Promise<Status> =>
  (
    (await (
      await fetch(`${base}/admin/cluster`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).json()) as {
      data: Status;
    }
  ).data;

describe.skipIf(missing.length > 0)('cluster of three instances', () => {
  let c: LocalCluster;
  let db: Db;
  let A: string, B: string, C: string;
  let demoToken = '';

  beforeAll(async () => {
    c = await startCluster({ count: 3, adminToken: TOKEN });
    [A, B, C] = c.instances.map((i) => i.url) as [string, string, string];
    db = await openDb({ databaseUrl: c.pg.url });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await c?.stop();
  });

  it('serves calls on B with a handshake made on A, and refuses on B a request A accepted', async () => {
    // spec §7: the session key is shared; spec §9: a nonce is accepted once across all instances.
    const session = await handshakeOver(A);
    const login = await sealCall(session, catalogue.auth.loginV3, loginInput('demo', 'arena2026'), {
      forwardedFor: '10.31.0.1',
    });
    const first = await sendSealed(B, session, login);
    expect(first.code, first.msg).toBe(ErrorCode.ok);
    demoToken = (first.data as { token: string }).token;
    const again = await sendSealed(C, session, login);
    expect(again.code).toBe(ErrorCode.envelopeReplayed);
    const sameInstance = await sendSealed(B, session, login);
    expect(sameInstance.code).toBe(ErrorCode.envelopeReplayed);
  });

  it('shows a line sent through A to a viewer connected to B, and counts viewers on every instance', async () => {
    const viewer = await handshakeOver(B);
    // The ticket comes from A's connector call; the socket opens on B (tickets are shared).
    const ticket = await callOver(A, viewer, catalogue.chat.connector, { chatRoomNo: ROOM });
    expect(ticket.code, ticket.msg).toBe(ErrorCode.ok);
    const frames: string[] = [];
    const ws = new WebSocket(
      `${B.replace('http', 'ws')}/ws/chat?ticket=${encodeURIComponent((ticket.data as { wsToken: string }).wsToken)}`,
    );
    ws.on('message', (d: Buffer) => frames.push(d.toString('utf8')));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const second = await callOver(C, viewer, catalogue.chat.connector, { chatRoomNo: ROOM });
    const ws2 = new WebSocket(
      `${C.replace('http', 'ws')}/ws/chat?ticket=${encodeURIComponent((second.data as { wsToken: string }).wsToken)}`,
    );
    await new Promise<void>((resolve, reject) => {
      ws2.once('open', () => resolve());
      ws2.once('error', reject);
    });
    // A used ticket is refused on every instance.
    const reused = new WebSocket(
      `${A.replace('http', 'ws')}/ws/chat?ticket=${encodeURIComponent((ticket.data as { wsToken: string }).wsToken)}`,
    );
    await new Promise<void>((resolve) => reused.once('error', () => resolve()));

    const member = await handshakeOver(A);
    const text = `集群消息 ${Date.now()}`;
    const sent = await callOver(
      A,
      member,
      catalogue.chat.sendMessage,
      { chatRoomNo: ROOM, content: text, msgType: 1, clientMsgId: key('c') },
      { token: demoToken },
    );
    expect(sent.code, sent.msg).toBe(ErrorCode.ok);
    // Slow mode holds across instances: the next line, sent through C at once, is refused.
    const tooSoon = await callOver(
      C,
      member,
      catalogue.chat.sendMessage,
      { chatRoomNo: ROOM, content: `${text} 再来`, msgType: 1, clientMsgId: key('c') },
      { token: demoToken },
    );
    expect(tooSoon.code).toBe(ErrorCode.chatSlowMode);
    await until('the line on B', () => Promise.resolve(frames.some((f) => f.includes(text)) ? true : null));
    // docs/scaling.md "Where a line's time goes": A timed the send call, B the bus and its write.
    const stages = async (base: string) =>
      (
        (await (
          await fetch(`${base}/admin/cluster/lines?since=0`, {
            headers: { authorization: `Bearer ${TOKEN}` },
          })
        ).json()) as { data: { lines: Record<string, number | string>[] } }
      ).data.lines.find((l) => l.id === (sent.data as { id: string }).id);
    expect((await stages(A))?.callMs).toBeGreaterThan(0);
    const onB = await stages(B);
    // Two processes' clocks (each epoch-aligned once at start) may differ by a fraction of a ms.
    expect(Number(onB?.receivedAt)).toBeGreaterThan(Number(onB?.publishedAt) - 5);
    expect(Number(onB?.writeEndAt)).toBeGreaterThanOrEqual(Number(onB?.writeStartAt));
    expect(Number(onB?.writeStartAt)).toBeGreaterThanOrEqual(Number(onB?.receivedAt));
    expect(onB?.sockets).toBe(1);
    // 人气: A holds no socket of the room, yet counts the ones on B and C.
    const online = await until('online count from A', async () => {
      const d = await callOver(A, member, catalogue.chat.detail, { chatRoomNo: ROOM }, { token: demoToken });
      const n = (d.data as { onlineCount: number }).onlineCount;
      return n >= 2 ? n : null;
    });
    expect(online).toBe(2);
    ws.close();
    ws2.close();
  });

  it('holds the per-address login limit across instances', async () => {
    const ip = '10.31.9.9';
    const bases = [A, B, C];
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_IP_PER_MINUTE; i++) {
      const s = await handshakeOver(bases[i % 3] as string);
      const r = await callOver(
        bases[i % 3] as string,
        s,
        catalogue.auth.loginV3,
        loginInput('nobody-here', 'x1234567'),
        {
          forwardedFor: ip,
        },
      );
      expect(r.code).not.toBe(ErrorCode.rateLimitedIp);
    }
    const s = await handshakeOver(B);
    const over = await callOver(C, s, catalogue.auth.loginV3, loginInput('demo', 'arena2026'), {
      forwardedFor: ip,
    });
    expect(over.code).toBe(ErrorCode.rateLimitedIp);
  });

  it('keeps call budgets, login misses and verify tickets in Redis with expiry, none in PostgreSQL', async () => {
    const redis = new Redis(c.redis.url);
    try {
      // Login misses of the previous test: counted in Redis, forgotten by Redis on their own.
      const ipLog = 'arena:log:login-ip:10.31.9.9';
      expect(await redis.llen(ipLog)).toBeGreaterThan(0);
      expect(await redis.pttl(ipLog)).toBeGreaterThan(0);
      const miss = 'arena:run:login-miss:nobody-here';
      expect(await redis.hget(miss, 'n')).not.toBeNull();
      expect(await redis.pttl(miss)).toBeGreaterThan(0);
      // A budgeted call (the name check) counts its window in Redis.
      const s = await handshakeOver(A);
      const check = await callOver(
        A,
        s,
        catalogue.auth.checkNameV1,
        { name: 'budgetcheck' },
        {
          forwardedFor: '10.31.7.7',
        },
      );
      expect(check.code, check.msg).toBe(ErrorCode.ok);
      expect(await redis.get('arena:win:budget:checkName:ip:10.31.7.7')).toBe('1');

      // A dialog solved on A (answer from the operator's sheet) opens the login on C, once.
      const reg = await callOver(A, s, catalogue.auth.captchaExRegister, {});
      const { captchaId } = reg.data as { captchaId: string };
      const sheet = (await (
        await fetch(`${A}/admin/verify/${captchaId}`, { headers: { authorization: `Bearer ${TOKEN}` } })
      ).json()) as { data: { imageCode: string } };
      const sealed = await sealCall(s, catalogue.auth.icVerify, {
        type: 'image',
        ticket: sheet.data.imageCode,
        captchaId,
        scope: { call: catalogue.auth.loginV3.id, name: 'demo' },
      });
      const res = await fetch(`${A}${sealed.wire.path}`, {
        method: 'POST',
        headers: sealed.wire.headers,
        body: sealed.wire.body ?? '',
      });
      const ticket = res.headers.get(LOGICAL_HEADERS.verifyToken) ?? '';
      expect(ticket).not.toBe('');
      // With the operator's forced verification on the login, only the ticket lets it through on C.
      const switches = (verification: object) =>
        fetch(`${A}/admin/switches`, {
          method: 'POST',
          headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify({ verification }),
        });
      await switches({ on: true, calls: [catalogue.auth.loginV3.id] });
      try {
        const plain = loginInput('demo', 'arena2026');
        // Each instance reads the switches on its own timer: both C and B must have it before the
        // ticket is spent on C and tried again on B.
        for (const [name, base] of [
          ['C', C],
          ['B', B],
        ] as const)
          await until(`the switch on ${name}`, async () => {
            const r = await callOver(base, s, catalogue.auth.loginV3, plain, { forwardedFor: '10.31.7.8' });
            return r.code === ErrorCode.needSafe ? true : null;
          });
        const withTicket = { ...plain, captchaVerification: ticket } as LoginInput;
        const login = await callOver(C, s, catalogue.auth.loginV3, withTicket, { forwardedFor: '10.31.7.8' });
        expect(login.code, login.msg).toBe(ErrorCode.ok);
        demoToken = (login.data as { token: string }).token;
        const again = await callOver(B, s, catalogue.auth.loginV3, withTicket, { forwardedFor: '10.31.7.8' });
        expect(again.code).toBe(ErrorCode.needSafe); // spent, on every instance
      } finally {
        await switches({ on: false, calls: [] });
      }

      const rows = async (table: string) =>
        Number((await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n);
      expect(await rows('login_attempt')).toBe(0);
      expect(await rows('login_failure')).toBe(0);
      expect(await rows('call_budget')).toBe(0);
      expect(await rows('verify_ticket')).toBe(0);

      // Envelope session keys are sealed at rest: no key material in the clear.
      const envKeys = await redis.keys('arena:env:*');
      expect(envKeys.length).toBeGreaterThan(0);
      for (const value of await redis.mget(...envKeys)) expect(value).toMatch(/^v1\./);
    } finally {
      redis.disconnect();
    }
  });

  it('names the first viewers of a room from every instance (spec §6 avatar list)', async () => {
    // Two members' sockets, on B and on C; A holds none, yet names both.
    const s = await handshakeOver(B);
    const name = `cv${Date.now().toString(36)}`;
    const reg = await callOver(
      B,
      s,
      catalogue.auth.registerV4,
      {
        name,
        password: 'abc12345',
        timewd: 'encoded',
        birthDate: '1990-01-01',
      },
      { forwardedFor: '10.31.6.6' },
    );
    expect(reg.code, reg.msg).toBe(ErrorCode.ok);
    const other = (reg.data as { token: string }).token;
    const open = async (base: string, token: string) => {
      const t = await callOver(base, s, catalogue.chat.connector, { chatRoomNo: ROOM }, { token });
      expect(t.code, t.msg).toBe(ErrorCode.ok);
      const ws = new WebSocket(
        `${base.replace('http', 'ws')}/ws/chat?ticket=${encodeURIComponent((t.data as { wsToken: string }).wsToken)}`,
      );
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      return ws;
    };
    const onB = await open(B, other);
    const onC = await open(C, demoToken);
    try {
      const names = await until('both viewers named by A', async () => {
        const d = await callOver(A, s, catalogue.chat.detail, { chatRoomNo: ROOM }, { token: demoToken });
        const list = (d.data as { viewers: { username: string }[] }).viewers.map((v) => v.username);
        return list.length >= 2 ? list : null;
      });
      expect(names).toHaveLength(2);
      expect(names[0]).toBe(name); // joined first, on B
    } finally {
      onB.close();
      onC.close();
    }
  });

  it('counts old-password tries across instances, lets logins take turns, and ends sessions everywhere on a change', async () => {
    // spec §4/§8: a password change ends the member's sessions, whichever instance serves them next.
    const bases = [A, B, C];
    const s = await handshakeOver(A);
    const name = `pw${Date.now().toString(36)}`;
    const reg = await callOver(
      A,
      s,
      catalogue.auth.registerV4,
      { name, password: 'abc12345', timewd: 'encoded', birthDate: '1990-01-01' },
      { forwardedFor: '10.31.5.1' },
    );
    expect(reg.code, reg.msg).toBe(ErrorCode.ok);
    const { token, member } = reg.data as { token: string; member: { id: string } };
    const memberId = Number(member.id);
    const live = async () =>
      Number(
        (
          await db.query<{ n: number }>(
            'select count(*)::int as n from session where member_id = $1 and ended_reason is null',
            [memberId],
          )
        ).rows[0]?.n,
      );
    const change = (base: string, oldPassword: string, as: string) =>
      callOver(
        base,
        s,
        catalogue.auth.updatePass,
        { oldPassword, password: 'new12345', timewd: 'encoded' },
        { token: as },
      );
    const login = (base: string, password: string, ip: string) =>
      callOver(base, s, catalogue.auth.loginV3, loginInput(name, password), { forwardedFor: ip });

    // Twelve wrong old passwords at once over the three instances: five are checked, seven refused.
    const tries = await Promise.all(
      Array.from({ length: 12 }, (_, i) => change(bases[i % 3] as string, `wrong${i}abc`, token)),
    );
    const codes = tries.map((r) => r.code);
    expect(codes.filter((c) => c === ErrorCode.badCredentials)).toHaveLength(PASSWORD_CHANGE_MISSES);
    expect(codes.filter((c) => c === ErrorCode.rateLimitedMember)).toHaveLength(12 - PASSWORD_CHANGE_MISSES);
    await db.query('delete from password_change_miss where member_id = $1', [memberId]);

    // Six logins at once over the three instances: one device at a time still holds.
    const logins = await Promise.all(
      Array.from({ length: 6 }, (_, i) => login(bases[i % 3] as string, 'abc12345', `10.31.5.${10 + i}`)),
    );
    for (const l of logins) expect(l.code, l.msg).toBe(ErrorCode.ok);
    expect(await live()).toBe(1);

    // A change on B ends the session it was made with, whichever instance serves it next.
    const fresh = await login(A, 'abc12345', '10.31.5.20');
    const current = (fresh.data as { token: string }).token;
    const changed = await change(B, 'abc12345', current);
    expect(changed.code, changed.msg).toBe(ErrorCode.ok);
    for (const base of [A, C]) {
      const after = await callOver(base, s, catalogue.auth.changePasswordCheck, {}, { token: current });
      expect(after.code).toBe(ErrorCode.passwordChanged);
    }
    expect(await live()).toBe(0);

    // The password changes on B while logins with the old one run on A and C: none outlives it.
    const again = await login(C, 'new12345', '10.31.5.21');
    const racing = await Promise.all([
      callOver(
        B,
        s,
        catalogue.auth.updatePass,
        { oldPassword: 'new12345', password: 'abc98765', timewd: 'encoded' },
        { token: (again.data as { token: string }).token },
      ),
      login(A, 'new12345', '10.31.5.22'),
      login(C, 'new12345', '10.31.5.23'),
    ]);
    // The change goes through unless a racing login ended its session first (10101), and then
    // that login's session is the one live, opened with the password it checked.
    if (racing[0].code === ErrorCode.ok) expect(await live()).toBe(0);
    else expect(racing[0].code).toBe(ErrorCode.loginElsewhere);
    expect(
      (await login(A, racing[0].code === ErrorCode.ok ? 'abc98765' : 'new12345', '10.31.5.24')).code,
    ).toBe(ErrorCode.ok);
    expect(await live()).toBe(1);
  });

  it('makes one order when the leader dies mid-deposit and the client retries elsewhere; the leader moves', async () => {
    const before = await Promise.all(c.instances.map((i) => status(i.url)));
    expect(before.filter((s) => s.leader)).toHaveLength(1);
    const leaderAt = before.findIndex((s) => s.leader);
    const victim = c.instances[leaderAt];
    const [first, second] = c.instances.filter((_, i) => i !== leaderAt).map((i) => i.url) as [
      string,
      string,
    ];
    const { rows: member } = await db.query<{ id: number }>("select id from member where name = 'demo'");
    const memberId = Number(member[0]?.id);
    const count = async () =>
      Number(
        (
          await db.query<{ n: number }>('select count(*)::int as n from deposit_order where member_id = $1', [
            memberId,
          ])
        ).rows[0]?.n,
      );
    const orders = await count();

    const session = await handshakeOver(c.proxy.url);
    // Deposits wait for the member's 18+ date of birth (docs/responsible-play.md); the seed has none.
    await callOver(
      first,
      session,
      catalogue.responsible.confirmAge,
      { birthDate: '1990-01-01' },
      {
        token: demoToken,
      },
    );
    const input = { payTypeId: 'bank', channelId: 'bank-1', amount: 50_000, idempotencyKey: key('cluster') };
    const sealed = await sealCall(session, catalogue.finance.payVal, input, { token: demoToken });
    const pending = sendSealed(victim?.url ?? '', session, sealed).catch((err: unknown) => err);
    await sleep(5);
    await victim?.kill('SIGKILL');
    await pending; // answered or cut: the client cannot tell which, so it retries on the next line
    const retry = await callOver(first, session, catalogue.finance.payVal, input, { token: demoToken });
    expect(retry.code, retry.msg).toBe(ErrorCode.ok);
    const again = await callOver(second, session, catalogue.finance.payVal, input, { token: demoToken });
    expect((again.data as { orderNo: string }).orderNo).toBe((retry.data as { orderNo: string }).orderNo);
    expect(await count()).toBe(orders + 1);

    // The scheduler keeps ticking: a survivor takes the lock and runs the live tick.
    const killedAt = Date.now();
    const next = await until('a new leader ticking', async () => {
      for (const base of [first, second]) {
        const s = await status(base);
        if (s.leader && (s.timedWork.liveTick ?? 0) > killedAt) return s;
      }
      return null;
    });
    expect(next.instanceId).not.toBe(before[leaderAt]?.instanceId);
    const after = await Promise.all([first, second].map(status));
    expect(after.filter((s) => s.leader)).toHaveLength(1);
    await expectLedgerBalanced(db);
  }, 40_000);
});
