import { expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { WRITE_SLICE_MS, createFrameWriter } from '../src/modules/chat/room-writer.ts';

/** A stand-in socket: notes each frame written to it in one log shared by all, taking `writeMs` each. */
function fakeSockets(count: number, writeMs: number, log: string[]) {
  return Array.from({ length: count }, (_, i) => ({
    socket: {
      OPEN: 1,
      readyState: 1,
      send: (data: Buffer) => {
        for (const end = performance.now() + writeMs; performance.now() < end;);
        log.push(`${i}:${data.toString('utf8')}`);
      },
    } as unknown as WebSocket,
  }));
}

const frame = (text: string) => [Buffer.from(text), Buffer.from(text)] as const;

// docs/scaling.md "Fan-out": a frame to a large room is written a slice at a time, and whatever the
// event loop has waiting runs between the slices; frames are never reordered on any socket.
it('writes a large room in slices with the event loop running between them, in order', async () => {
  const log: string[] = [];
  const targets = fakeSockets(400, 0.05, log); // ~20 ms of writes: several slices
  const writer = createFrameWriter();
  const done: string[] = [];
  let between = -1;
  setImmediate(() => (between = log.length)); // queued before the writes: runs between two slices
  const [a, aData] = frame('a');
  const [b, bData] = frame('b');
  const finished = new Promise<void>((resolve) => {
    writer.write(targets, a, aData, (w) => {
      done.push('a');
      expect(w.sockets).toBe(400);
      expect(w.writeMs).toBeGreaterThanOrEqual(15);
    });
    writer.write(targets, b, bData, () => {
      done.push('b');
      resolve();
    });
  });
  // The first slice ran at once and stopped near its budget.
  expect(log.length).toBeGreaterThan(0);
  expect(log.length).toBeLessThan(400);
  await finished;
  expect(done).toEqual(['a', 'b']);
  expect(between).toBeGreaterThan(0);
  expect(between).toBeLessThan(400); // before the first frame had reached every socket
  // Every socket read a, then b.
  for (let i = 0; i < 400; i++) {
    const mine = log.filter((line) => line.startsWith(`${i}:`));
    expect(mine).toEqual([`${i}:a`, `${i}:b`]);
  }
  expect(WRITE_SLICE_MS).toBeLessThanOrEqual(5);
});

it('writes a small room before returning and skips sockets that are no longer open', () => {
  const log: string[] = [];
  const targets = fakeSockets(3, 0, log);
  (targets[1]?.socket as unknown as { readyState: number }).readyState = 3;
  const writer = createFrameWriter();
  let written = 0;
  const [a, aData] = frame('a');
  writer.write(targets, a, aData, (w) => (written = w.sockets));
  expect(log).toEqual(['0:a', '2:a']);
  expect(written).toBe(3);
});
