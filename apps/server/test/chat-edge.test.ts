import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';
import WebSocket from 'ws';
import { ErrorCode, catalogue } from '@arena/protocol';
import { createTestAppOn, type TestApp } from './test-app.ts';
import { newMember } from './member-helpers.ts';
import { ROOM, sendOk } from './chat-helpers.ts';

/** The pids of this process's chat edge children (docs/chat.md "Fan-out"). */
function edgePids(): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)]).toString();
  return out
    .split('\n')
    .filter((line) => line.includes('chat-edge-process'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

async function until<T>(read: () => T | Promise<T>, ok: (v: T) => boolean): Promise<T> {
  let v = await read();
  for (let i = 0; i < 150 && !ok(v); i++) {
    await new Promise((r) => setTimeout(r, 20));
    v = await read();
  }
  expect(ok(v)).toBe(true);
  return v;
}

async function openViewer(t: TestApp, base: string, token?: string) {
  const res = await t.call(catalogue.chat.connector, { chatRoomNo: ROOM }, token ? { token } : {});
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  const ws = new WebSocket(`${base}/ws/chat?ticket=${(res.data as { wsToken: string }).wsToken}`);
  const texts: string[] = [];
  ws.on('message', (data: Buffer) => texts.push(data.toString('utf8')));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, texts };
}

// docs/chat.md "Fan-out": the gateway replaces an edge process that dies, and still closes cleanly.
it('starts a new edge process when one dies; new viewers get messages and the app closes', async () => {
  const t = await createTestAppOn({ dataDir: 'memory' }, { chatEdge: 'process' });
  const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  const first = await openViewer(t, base);
  const [pid] = edgePids();
  expect(pid).toBeGreaterThan(0);
  const lost = new Promise<void>((resolve) => first.ws.once('close', () => resolve()));
  process.kill(pid ?? 0, 'SIGKILL');
  await lost; // the dead edge took its sockets with it
  const [next] = await until(edgePids, (pids) => pids.length === 1 && pids[0] !== pid);
  expect(next).not.toBe(pid);

  const viewer = await until(
    () => openViewer(t, base).catch(() => null),
    (v) => v !== null,
  );
  const sender = await newMember(t, 'edgeamy');
  await sendOk(t, sender.token, 'after the restart');
  await until(
    () => viewer?.texts.some((text) => text.includes('after the restart')) ?? false,
    (seen) => seen,
  );
  const started = Date.now();
  await t.close();
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(edgePids()).toEqual([]);
});

// spec §6/§9 "anchor avatar list 3": with the sockets in edge processes the room still names its first
// three member viewers, in join order across the edges, each member once, and the list moves on when
// one of them leaves.
it('names the first three member viewers across edge processes, in join order', async () => {
  const t = await createTestAppOn({ dataDir: 'memory' }, { chatEdge: 'process', chatEdgeProcesses: 2 });
  try {
    const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const visitor = await openViewer(t, base); // visitors are never named
    const members = [];
    for (const prefix of ['edgeva', 'edgevb', 'edgevc', 'edgevd']) {
      const m = await newMember(t, prefix);
      const viewer = await openViewer(t, base, m.token);
      members.push({ ...m, ...viewer });
      await new Promise((r) => setTimeout(r, 5)); // distinct join times
    }
    const names = async () => {
      const res = await t.call(catalogue.chat.detail, { chatRoomNo: ROOM });
      expect(res.code, res.msg).toBe(ErrorCode.ok);
      return (res.data as { viewers: { username: string }[] }).viewers.map((v) => v.username).join(',');
    };
    const [a, b, c, d] = members.map((m) => m.name);
    expect(await until(names, (list) => list === [a, b, c].join(','))).toBe([a, b, c].join(','));
    members[0]?.ws.close();
    expect(await until(names, (list) => list === [b, c, d].join(','))).toBe([b, c, d].join(','));
    for (const m of members) m.ws.close();
    visitor.ws.close();
  } finally {
    await t.close();
  }
}, 60_000);
