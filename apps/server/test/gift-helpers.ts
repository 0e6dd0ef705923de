import { expect } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import type { TestApp } from './test-app.ts';
import { adminPost, key, walletState, type WalletMember } from './wallet-fixtures.ts';

const { live } = catalogue;

/** A seeded streamer room that is on air (docs/live.md "Fixed rooms for tests"). */
export const GIFT_ROOM = 'r-cast-1';

/** Buys gold coins and expects it to succeed. */
export async function buyGold(t: TestApp, m: WalletMember, amount: number, idem = key('buy')) {
  const res = await t.call(live.goldPurchase, { amount, idempotencyKey: idem }, { token: m.token });
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  return res.data as {
    gold: number;
    balance: number;
    goldAdded: number;
    dailyLimit: number;
    dailyLimitRemaining: number;
  };
}

/** Sends a gift and expects it to succeed. */
export async function sendGift(
  t: TestApp,
  m: WalletMember,
  giftId: number,
  count: number,
  room = GIFT_ROOM,
  idem = key('gift'),
) {
  const res = await t.call(
    live.giftReward,
    { giftId, count, anchorRoomId: room, idempotencyKey: idem },
    { token: m.token },
  );
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  return res.data as { gold: number; spent: number };
}

/** POST /admin/gifts/block */
export const setGiftBlock = (t: TestApp, name: string, blocked: boolean) =>
  adminPost(t, '/admin/gifts/block', { name, blocked });

/** POST /admin/site-config */
export const setSiteConfig = (t: TestApp, k: string, value: unknown) =>
  adminPost(t, '/admin/site-config', { key: k, value });

/** Wallet tables and balances plus the gift tables and the room's chat lines: what a refusal must not change. */
export async function giftState(t: TestApp, memberId: number) {
  const counts: Record<string, number> = {};
  for (const table of ['gift_send', 'chat_message', 'gift_block']) {
    const { rows } = await t.db.query<{ n: number | string }>(`select count(*) as n from ${table}`);
    counts[table] = Number(rows[0]?.n);
  }
  return { wallet: await walletState(t.db, memberId), counts };
}

/** Runs a call that must be refused with `code` and asserts nothing changed. */
export async function expectGiftRefused(
  t: TestApp,
  m: { id: number },
  code: number,
  run: () => Promise<{ code: number; msg: string; data?: unknown }>,
) {
  const before = await giftState(t, m.id);
  const res = await run();
  expect(res.code, res.msg).toBe(code);
  expect(res.msg.length).toBeGreaterThan(0);
  expect(await giftState(t, m.id)).toEqual(before);
  return res;
}
