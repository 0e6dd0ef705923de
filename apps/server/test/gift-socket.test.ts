import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ErrorCode, catalogue } from '@arena/protocol';
import { createTestApp, type TestApp } from './test-app.ts';
import { walletMember } from './wallet-fixtures.ts';
import { GIFT_ROOM, buyGold, sendGift } from './gift-helpers.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(async () => t.close());

type Message = { msgType: number; content: Record<string, unknown> };

// "a member buys gold coins and sends a gift that the other context sees" (server half).
it('a visitor in the room receives the gift push (msgType 3, spec §3 fields) over the socket', async () => {
  const res = await t.call(catalogue.chat.connector, { chatRoomNo: GIFT_ROOM }, { via: 'anonymous' });
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  const messages: Message[] = [];
  const ws = new WebSocket(
    `${base}/ws/chat?ticket=${encodeURIComponent((res.data as { wsToken: string }).wsToken)}`,
  );
  ws.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString('utf8')) as { type: string; message?: Message; list?: Message[] };
    if (frame.message) messages.push(frame.message);
    for (const m of frame.list ?? []) messages.push(m);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  try {
    const giver = await walletMember(t, 'giftws', { fund: 10_000 });
    await buyGold(t, giver, 10_000);
    await sendGift(t, giver, 5, 2); // two rockets
    for (let i = 0; i < 100 && !messages.some((m) => m.msgType === 3); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(messages.find((m) => m.msgType === 3)?.content).toEqual({
      userId: String(giver.id),
      username: 'giftws',
      level: 0, // spec §3: vipLevel becomes level; no deposits or turnover yet, so VIP0
      giftId: 5,
      giftName: '火箭',
      count: 2,
    });
  } finally {
    ws.close();
  }
});
