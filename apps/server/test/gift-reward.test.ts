import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { CHAT_MESSAGE_TYPE } from '@arena/domain';
import { createTestApp, type TestApp } from './test-app.ts';
import { adminPost, expectLedgerBalanced, key, walletMember, type WalletMember } from './wallet-fixtures.ts';
import { memberBalances } from '../src/modules/wallet/ledger.ts';
import { seedGifts } from '../seed/gift-seed.ts';
import { GIFT_ROOM, buyGold, expectGiftRefused, sendGift, setGiftBlock } from './gift-helpers.ts';

const { live, chat } = catalogue;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Pushed {
  id: string;
  msgType: number;
  content: Record<string, unknown>;
}
const latest = async (room = GIFT_ROOM) => {
  const res = await t.call(chat.history, { chatRoomNo: room, size: 5 }, { via: 'anonymous' });
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  return (res.data as { list: Pushed[] }).list;
};

describe('gift config (spec §3 Gift; §7 "gift config")', () => {
  it('lists the six active gifts in order with their icon and SVGA paths, for visitors too', async () => {
    const res = await t.call(live.giftConfig, {}, { via: 'anonymous' });
    expect(res.code).toBe(ErrorCode.ok);
    const list = (res.data as { list: Record<string, unknown>[] }).list;
    expect(list.map((g) => [g.giftId, g.giftCode, g.name, g.price, g.giftType])).toEqual([
      [1, 'rose', '玫瑰', 1, 0],
      [2, 'heart', '爱心', 10, 0],
      [3, 'cheer', '加油', 50, 0],
      [4, 'trophy', '奖杯', 100, 0],
      [5, 'rocket', '火箭', 500, 1],
      [6, 'crown', '皇冠', 1000, 1],
    ]);
    expect(list[0]).toMatchObject({
      status: 1,
      url: '/media/gift/rose.svg',
      svgaUrl: '/media/gift/rose.svga',
    });
  });

  it('seeds idempotently: a second seed adds nothing and keeps an operator’s edit', async () => {
    await t.db.query('update gift set price = 2 where gift_id = 1');
    try {
      await seedGifts(t.db);
      const { rows } = await t.db.query<{ n: number; price: number }>(
        'select count(*)::int as n, max(price) filter (where gift_id = 1) as price from gift',
      );
      expect(rows[0]).toEqual({ n: 6, price: 2 });
    } finally {
      await t.db.query('update gift set price = 1 where gift_id = 1');
    }
  });

  it('leaves out a gift an operator switched off, and refuses sending it (10284)', async () => {
    const m = await walletMember(t, 'giftoff', { fund: 100_000 });
    await buyGold(t, m, 20_000);
    expect((await adminPost(t, '/admin/gifts/3/status', { status: 0 })).code).toBe(0);
    try {
      const res = await t.call(live.giftConfig, {});
      expect((res.data as { list: { giftId: number }[] }).list.map((g) => g.giftId)).toEqual([1, 2, 4, 5, 6]);
      await expectGiftRefused(t, m, ErrorCode.giftUnavailable, () =>
        t.call(
          live.giftReward,
          { giftId: 3, count: 1, anchorRoomId: GIFT_ROOM, idempotencyKey: key('off') },
          { token: m.token },
        ),
      );
    } finally {
      await adminPost(t, '/admin/gifts/3/status', { status: 1 });
    }
    expect((await adminPost(t, '/admin/gifts/99/status', { status: 1 })).status).toBe(404);
  });
});

describe('gift reward (spec §3 gift push, §6 permission, §7 "reward")', () => {
  let ida: WalletMember;
  beforeAll(async () => {
    ida = await walletMember(t, 'giftida', { fund: 100_000 });
    await t.db.query("update member set nickname = '艾达' where id = $1", [ida.id]);
    await buyGold(t, ida, 20_000); // 2,000 coins
  });

  it('debits price × count gold coins, records the send, and pushes a gift line (msgType 3) into the room', async () => {
    const data = await sendGift(t, ida, 4, 3); // trophy 100 × 3
    expect(data).toEqual({ gold: 1_700, spent: 300 });
    expect(await memberBalances(t.db, ida.id)).toMatchObject({ gold: 1_700, main: 80_000 });
    const [push] = await latest();
    // spec §3: the push's level is the sender's vipLevel; a member with no deposits or turnover is VIP0.
    expect(push).toMatchObject({
      msgType: CHAT_MESSAGE_TYPE.giftPush,
      content: { userId: String(ida.id), username: '艾达', level: 0, giftId: 4, giftName: '奖杯', count: 3 },
    });
    const { rows } = await t.db.query<{ gift_id: number; count: number; gold: string; room_id: string }>(
      'select gift_id, count, gold::text as gold, room_id from gift_send where member_id = $1',
      [ida.id],
    );
    expect(rows).toEqual([{ gift_id: 4, count: 3, gold: '300', room_id: GIFT_ROOM }]);
    await expectLedgerBalanced(t.db);
  });

  it('broadcasts the push to the room socket hub after the money commit', async () => {
    const seen: unknown[] = [];
    const original = t.app.chat.hub.broadcast.bind(t.app.chat.hub);
    t.app.chat.hub.broadcast = (room, message) => {
      seen.push({ room, message });
      original(room, message);
    };
    try {
      await sendGift(t, ida, 1, 2);
    } finally {
      t.app.chat.hub.broadcast = original;
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      room: GIFT_ROOM,
      message: { msgType: 3, content: { giftId: 1, count: 2 } },
    });
  });

  it('answers a replay with the same key once: no second debit, no second push', async () => {
    const idem = key('twice');
    const first = await sendGift(t, ida, 2, 1, GIFT_ROOM, idem);
    const before = await latest();
    const again = await sendGift(t, ida, 2, 1, GIFT_ROOM, idem);
    expect(again).toEqual(first);
    expect(await latest()).toEqual(before);
    expect(await memberBalances(t.db, ida.id)).toMatchObject({ gold: first.gold });
  });

  it('refuses a gift worth more than the gold coins held (10283) and changes nothing', async () => {
    const { gold } = await memberBalances(t.db, ida.id);
    expect(gold).toBeLessThan(1_000 * 2);
    const res = await expectGiftRefused(t, ida, ErrorCode.goldInsufficient, () =>
      t.call(
        live.giftReward,
        { giftId: 6, count: 2, anchorRoomId: GIFT_ROOM, idempotencyKey: key('poor') },
        { token: ida.token },
      ),
    );
    expect(res.msg).toContain('金币不足');
  });

  it('refuses a member with no gold at all (10283), changing nothing', async () => {
    const zed = await walletMember(t, 'giftzed', { fund: 0 });
    await expectGiftRefused(t, zed, ErrorCode.goldInsufficient, () =>
      t.call(
        live.giftReward,
        { giftId: 1, count: 1, anchorRoomId: GIFT_ROOM, idempotencyKey: key('zero') },
        { token: zed.token },
      ),
    );
  });

  it('refuses an unknown gift or room (10200), bad input (10001) and visitors (10002), changing nothing', async () => {
    const send = (input: Record<string, unknown>, token: string | null = ida.token) =>
      t.call(
        live.giftReward,
        { giftId: 1, count: 1, anchorRoomId: GIFT_ROOM, idempotencyKey: key('bad'), ...input },
        token ? { token } : {},
      );
    await expectGiftRefused(t, ida, ErrorCode.notFound, () => send({ giftId: 77 }));
    await expectGiftRefused(t, ida, ErrorCode.notFound, () => send({ anchorRoomId: 'r-nope' }));
    // A match id is not a streamer room.
    await expectGiftRefused(t, ida, ErrorCode.notFound, () => send({ anchorRoomId: 'm1001' }));
    for (const bad of [{ count: 0 }, { count: 10_000 }, { giftId: -1 }, { count: 1.5 }])
      await expectGiftRefused(t, ida, ErrorCode.badInput, () => send(bad));
    await expectGiftRefused(t, ida, ErrorCode.loginRequired, () => send({}, null));
  });

  it('refuses a blocked member (10281) with the reason, changing nothing', async () => {
    await setGiftBlock(t, 'giftida', true);
    try {
      const res = await expectGiftRefused(t, ida, ErrorCode.giftNotAllowed, () =>
        t.call(
          live.giftReward,
          { giftId: 1, count: 1, anchorRoomId: GIFT_ROOM, idempotencyKey: key('blk') },
          { token: ida.token },
        ),
      );
      expect((res.data as { reason: string }).reason).toBe(res.msg);
    } finally {
      await setGiftBlock(t, 'giftida', false);
    }
  });

  it('gifts a pure-match streamer room too', async () => {
    const data = await sendGift(t, ida, 1, 1, 'r-match-1');
    expect(data.spent).toBe(1);
    const [push] = await latest('r-match-1');
    expect(push).toMatchObject({ msgType: 3, content: { giftId: 1, count: 1 } });
  });
});
