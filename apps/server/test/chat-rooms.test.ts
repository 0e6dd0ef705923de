import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { CHAT_BATCH_MS, createChatRooms } from '../src/modules/chat/chat-rooms.ts';

/** A stand-in socket that records the frames written to it; each write takes `writeMs` of real time. */
function fakeSocket(writeMs = 0) {
  const frames: { type: string; list?: unknown[]; message?: unknown }[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    send: (data: Buffer) => {
      for (const end = performance.now() + writeMs; performance.now() < end;);
      frames.push(JSON.parse(data.toString('utf8')) as (typeof frames)[number]);
    },
    on: () => socket,
    ping: () => undefined,
    terminate: () => undefined,
    close: () => undefined,
  };
  return { socket: socket as unknown as WebSocket, frames };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

const viewer = { memberId: null, username: '游客', level: 0 };

// docs/chat.md "Batching": a quiet room sends at once; a window after each frame gathers what follows.
it('sends a message at once, batches what follows within the window, and sends at once again after it', () => {
  const rooms = createChatRooms();
  const { socket, frames } = fakeSocket();
  rooms.join(socket, 'r1', viewer);
  expect(frames.map((f) => f.type)).toEqual(['hello']);

  rooms.broadcast('r1', 'a');
  expect(frames.at(-1)).toEqual({ type: 'message', message: 'a' });
  vi.advanceTimersByTime(10);
  rooms.broadcast('r1', 'b');
  vi.advanceTimersByTime(10);
  rooms.broadcast('r1', 'c');
  expect(frames).toHaveLength(2);
  vi.advanceTimersByTime(CHAT_BATCH_MS - 20 - 1);
  expect(frames).toHaveLength(2); // the window since 'a' is not over yet
  vi.advanceTimersByTime(1);
  expect(frames.at(-1)).toEqual({ type: 'messages', list: ['b', 'c'] });

  // A message a whole window after the last frame goes out at once.
  vi.advanceTimersByTime(CHAT_BATCH_MS);
  rooms.broadcast('r1', 'd');
  expect(frames.at(-1)).toEqual({ type: 'message', message: 'd' });
  rooms.close();
});

// docs/chat.md "Batching": the window after a frame lasts as long as writing it took, when longer.
it('stretches the next window to the time the last frame took to write', () => {
  const rooms = createChatRooms();
  const { socket, frames } = fakeSocket();
  const slow = fakeSocket(CHAT_BATCH_MS * 2);
  rooms.join(socket, 'r1', viewer);
  rooms.join(slow.socket, 'r1', viewer);
  rooms.broadcast('r1', 'a'); // written at once, in at least 2 windows' time
  rooms.broadcast('r1', 'b');
  vi.advanceTimersByTime(CHAT_BATCH_MS * 2 - 1);
  expect(frames.at(-1)).toEqual({ type: 'message', message: 'a' }); // a plain window would be over
  vi.advanceTimersByTime(10_000);
  expect(frames.at(-1)).toEqual({ type: 'messages', list: ['b'] });
  expect(slow.frames.at(-1)).toEqual({ type: 'messages', list: ['b'] });
  rooms.close();
});

it('sends waiting messages before a control frame, and nothing to a room without sockets', () => {
  const rooms = createChatRooms();
  const { socket, frames } = fakeSocket();
  rooms.join(socket, 'r1', viewer);
  rooms.broadcast('r1', 'a');
  rooms.broadcast('r1', 'b');
  rooms.notify('r1', { type: 'deleted', id: '7' });
  expect(frames.slice(1)).toEqual([
    { type: 'message', message: 'a' },
    { type: 'messages', list: ['b'] },
    { type: 'deleted', id: '7' },
  ]);
  vi.advanceTimersByTime(CHAT_BATCH_MS * 2);
  expect(frames).toHaveLength(4); // the flushed batch is not sent twice
  rooms.broadcast('r2', 'x');
  expect(frames).toHaveLength(4);
  rooms.close();
});
