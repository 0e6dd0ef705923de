import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createChatRooms, wireTextFrame } from '../src/modules/chat/chat-rooms.ts';

// docs/chat.md "Fan-out": a room frames each text once and writes the same bytes to every socket.
let wss: WebSocketServer;
let port = 0;
const rooms = createChatRooms();
beforeAll(async () => {
  wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  port = (wss.address() as { port: number }).port;
  wss.on('connection', (ws) => rooms.join(ws, 'r1', { memberId: null, username: '游客', level: 0 }));
});
afterAll(async () => {
  rooms.close();
  await new Promise((resolve) => wss.close(resolve));
});

it('frames short, 16-bit and 64-bit lengths as a real WebSocket client reads them', async () => {
  const client = new WebSocket(`ws://127.0.0.1:${port}`);
  const frames: string[] = [];
  client.on('message', (data: Buffer, binary: boolean) => {
    expect(binary).toBe(false);
    frames.push(data.toString('utf8'));
  });
  await new Promise<void>((resolve) => client.once('message', () => resolve())); // hello
  for (const size of [10, 300, 70_000]) {
    rooms.notify('r1', { type: 'deleted', id: '字'.repeat(size) });
    await new Promise<void>((resolve) => client.once('message', () => resolve()));
  }
  expect(frames.map((f) => (JSON.parse(f) as { type: string }).type)).toEqual([
    'hello',
    'deleted',
    'deleted',
    'deleted',
  ]);
  expect(frames.map((f) => (JSON.parse(f) as { id?: string }).id?.length ?? 0)).toEqual([0, 10, 300, 70_000]);
  client.close();
});

it('writes the header RFC 6455 gives each length', () => {
  expect([...wireTextFrame(Buffer.from('hi')).subarray(0, 2)]).toEqual([0x81, 2]);
  expect([...wireTextFrame(Buffer.alloc(300)).subarray(0, 4)]).toEqual([0x81, 126, 1, 44]);
  const big = wireTextFrame(Buffer.alloc(70_000));
  expect([big[0], big[1], big.readUInt32BE(6)]).toEqual([0x81, 127, 70_000]);
  expect(big.length).toBe(70_010);
});
