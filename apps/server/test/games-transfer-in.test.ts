import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { createTestApp, type TestApp } from './test-app.ts';
import { balance, fund, launchInput, newMember, ticketOf } from './games-helpers.ts';

// The game page offers the centre balance when auto-transfer is off (docs/games.md "Launch, the game
// page and money"): POST /play/api/transfer-in moves it through the wallet's ledger path.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function launch(token: string, venue = 'pg', demo = false) {
  const res = await t.call(demo ? catalogue.games.demoLaunch : catalogue.games.launch, launchInput(venue), {
    token,
  });
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  return ticketOf((res.data as { url: string }).url);
}

async function post(path: 'state' | 'transfer-in', body: object) {
  const res = await t.app.inject({ method: 'POST', url: `/play/api/${path}`, payload: body });
  return {
    status: res.statusCode,
    ...res.json<{
      code: number;
      msg: string;
      data: { balance: number; centerBalance: number | null; moved: number };
    }>(),
  };
}

describe('transfer-in on the game page', () => {
  it('shows the centre balance and moves it into the venue once per request id', async () => {
    const m = await newMember(t, 'topupone');
    await fund(t, m.id, 50_000, `topup-fund:${m.id}`);
    const ticket = await launch(m.token);
    const before = await post('state', { ticket });
    expect(before.data).toMatchObject({ balance: 0, centerBalance: 50_000 });

    const first = await post('transfer-in', { ticket, requestId: 'req-000001' });
    expect(first.data).toEqual({ moved: 50_000, balance: 50_000, centerBalance: 0 });
    const again = await post('transfer-in', { ticket, requestId: 'req-000001' });
    expect(again.data).toEqual({ moved: 50_000, balance: 50_000, centerBalance: 0 });
    expect(await balance(t, m.id, 'venue:pg')).toBe(50_000);
    expect(await balance(t, m.id, 'main')).toBe(0);
  });

  it('never moves more than the centre balance when requests race', async () => {
    const m = await newMember(t, 'topuprace');
    await fund(t, m.id, 30_000, `topup-fund:${m.id}`);
    const ticket = await launch(m.token, 'jd');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post('transfer-in', { ticket, requestId: `race-req-${i}` })),
    );
    expect(answers.every((a) => a.code === ErrorCode.ok)).toBe(true);
    expect(answers.reduce((sum, a) => sum + a.data.moved, 0)).toBe(30_000);
    expect(await balance(t, m.id, 'venue:jd')).toBe(30_000);
    expect(await balance(t, m.id, 'main')).toBe(0);
  });

  it('refuses demo tickets, bad input and a venue in maintenance, moving nothing', async () => {
    const m = await newMember(t, 'topupno');
    await fund(t, m.id, 10_000, `topup-fund:${m.id}`);
    const demo = await launch(m.token, 'pg', true);
    expect(await post('state', { ticket: demo })).toMatchObject({ data: { centerBalance: null } });
    expect(await post('transfer-in', { ticket: demo, requestId: 'demo-req-1' })).toMatchObject({
      status: 400,
      code: ErrorCode.badInput,
    });
    const ticket = await launch(m.token, 'ky');
    expect(await post('transfer-in', { ticket, requestId: 'x' })).toMatchObject({ code: ErrorCode.badInput });
    await t.db.query("update venue set status = 1, maintain_message = '升级中' where code = 'ky'");
    try {
      expect(await post('transfer-in', { ticket, requestId: 'maint-req-1' })).toMatchObject({
        code: ErrorCode.venueMaintenance,
        msg: '开元棋牌维护中：升级中',
      });
    } finally {
      await t.db.query("update venue set status = 0, maintain_message = null where code = 'ky'");
    }
    expect(await balance(t, m.id, 'main')).toBe(10_000);
    expect(await balance(t, m.id, 'venue:ky')).toBe(0);
  });
});
