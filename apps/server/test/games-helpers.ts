import { expect } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { moveMoney, walletBalance, type MemberWallet } from '../src/modules/wallet/ledger.ts';
import type { TestApp } from './test-app.ts';

/** Registers a member; answers its token and id. */
export async function newMember(t: TestApp, name: string): Promise<{ token: string; id: number }> {
  const res = await t.call(catalogue.auth.registerV4, {
    name,
    password: 'abc12345',
    timewd: 'encoded',
    birthDate: '1990-01-01',
  });
  expect(res.code).toBe(ErrorCode.ok);
  const { rows } = await t.db.query<{ id: number | string }>('select id from member where name = $1', [name]);
  return { token: (res.data as { token: string }).token, id: Number(rows[0]!.id) };
}

/** Puts play money on a member's main wallet, as a deposit from the house. */
export async function fund(t: TestApp, memberId: number, amount: number, key: string): Promise<void> {
  await moveMoney(t.db, {
    idempotencyKey: key,
    memberId,
    type: 'deposit',
    postings: [
      { memberId, account: 'main', currency: 'CNY', amount },
      { memberId: null, account: 'house:deposits', currency: 'CNY', amount: -amount },
    ],
  });
}

export const balance = (t: TestApp, memberId: number, wallet: MemberWallet) =>
  walletBalance(t.db, memberId, wallet);

/** The launch payload the web client sends (spec §3 "Launch payload additions"). */
export const launchInput = (venueCode: string, gameCode?: string) => ({
  venueCode,
  ...(gameCode ? { gameCode } : {}),
  device: 'h5' as const,
  resetDpDomain: false,
  rollbackAddress: 'http://127.0.0.1:8080/app/egame',
  isUseCache: false,
});

/** The ticket of a launch URL `/play/<venue>/<game>?ticket=…`. */
export const ticketOf = (url: string) => new URL(url, 'http://x').searchParams.get('ticket') ?? '';

/** What the game page's calls answer (the fields of the call asked; the others are absent). */
export interface PlayData {
  balance: number;
  demo: boolean;
  round: { roundNo: string; roll: number; stake: number; payout: number; detail: string };
  rounds: { roundNo: string }[];
  rollbackAddress: string;
  recovered: number;
}

/** A plain JSON call of the game page. */
export async function play(t: TestApp, path: 'state' | 'round' | 'leave', body: object) {
  const res = await t.app.inject({ method: 'POST', url: `/play/api/${path}`, payload: body });
  return { status: res.statusCode, ...res.json<{ code: number; msg: string; data: PlayData }>() };
}
