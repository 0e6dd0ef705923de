import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ErrorCode, catalogue } from '@arena/protocol';
import { missingParts, startCluster, type LocalCluster } from '../../../scripts/lib/cluster-stack.mjs';
import { openDb, type Db } from '../src/db/db.ts';
import { LOGIN_ATTEMPTS_PER_IP_PER_MINUTE } from '../src/modules/auth/brute-force.ts';
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
