import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue, type CallOutput } from '@arena/protocol';
import { transferBetween } from '../src/modules/wallet/ledger.ts';
import { setAutoTransfer } from '../src/modules/wallet/venue-transfer-service.ts';
import { ADMIN_HEADERS, createTestApp, type TestApp } from './test-app.ts';
import { balance, fund, launchInput, newMember, play, ticketOf } from './games-helpers.ts';

const games = catalogue.games;
type Records = CallOutput<typeof games.gameRecords>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const recordsInput = (extra: object = {}) => ({
  page: 1,
  size: 20,
  startDate: today(),
  endDate: today(),
  ...extra,
});
const launchCount = async () =>
  Number((await t.db.query<{ n: string }>('select count(*) as n from game_launch')).rows[0]!.n);

/** A manual transfer from main into a venue (the wallet module's transferIn does the same). */
const intoVenue = (memberId: number, venue: string, amount: number) =>
  transferBetween(t.db, {
    idempotencyKey: `in-${memberId}-${venue}`,
    memberId,
    from: 'main',
    to: `venue:${venue}`,
    amount,
    type: 'transfer_in',
  });

async function launch(token: string, venue = 'by', game?: string) {
  const res = await t.call(games.launch, launchInput(venue, game), { token });
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  const url = (res.data as { url: string }).url;
  return { url, ticket: ticketOf(url) };
}

describe('launch and the dice round', () => {
  it('moves exactly the stake and the win through the venue sub-balance and records the round', async () => {
    const m = await newMember(t, 'gamesplay1');
    await fund(t, m.id, 100_000, 'fund-gamesplay1');
    await intoVenue(m.id, 'by', 20_000);
    expect(await balance(t, m.id, 'venue:by')).toBe(20_000);

    const { url, ticket } = await launch(m.token, 'by', 'yb0003');
    expect(url).toMatch(/^\/play\/by\/yb0003\?ticket=[A-Za-z0-9_-]{43}$/);
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toContain('<script>');

    const state = await play(t, 'state', { ticket });
    expect(state.data).toMatchObject({ demo: false, balance: 20_000 });

    let venue = 20_000;
    let house = 0;
    for (let i = 0; i < 6; i++) {
      const res = await play(t, 'round', {
        ticket,
        requestId: `req-000${i}`,
        stake: 1_000,
        pick: i % 2 ? 'big' : 'small',
      });
      expect(res.code, res.msg).toBe(ErrorCode.ok);
      const { round } = res.data;
      expect(round.roll).toBeGreaterThanOrEqual(1);
      expect(round.roll).toBeLessThanOrEqual(6);
      const won = i % 2 ? round.roll >= 4 : round.roll <= 3;
      expect(round.payout).toBe(won ? 1_950 : 0);
      venue += round.payout - 1_000;
      house += 1_000 - round.payout;
      expect(res.data.balance).toBe(venue);
    }
    expect(await balance(t, m.id, 'venue:by')).toBe(venue);
    expect(await balance(t, m.id, 'main')).toBe(80_000);
    const { rows } = await t.db.query<{ s: string }>(
      "select coalesce(sum(amount), 0) as s from ledger_posting where account = 'house:games'",
    );
    expect(Number(rows[0]!.s)).toBe(house);

    // A repeated request answers the same round and moves nothing.
    const first = await play(t, 'round', { ticket, requestId: 'req-0000', stake: 1_000, pick: 'small' });
    expect(first.data.balance).toBe(venue);

    const rec = await t.call(games.gameRecords, recordsInput(), { token: m.token });
    const records = rec.data as Records;
    expect(records.total).toBe(6);
    expect(records.totalBet).toBe(6_000);
    expect(records.totalWinLoss).toBe(venue - 20_000);
    expect(records.list[0]).toMatchObject({
      venueCode: 'by',
      gameCode: 'yb0003',
      betAmount: 1_000,
      status: 'settled',
    });
    expect(records.list[0]!.detail).toMatch(/^押[大小] · 掷出 [1-6]$/);
    const paged = (await t.call(games.gameRecords, recordsInput({ page: 2, size: 4 }), { token: m.token }))
      .data as Records;
    expect(paged.list).toHaveLength(2);
    const other = (await t.call(games.gameRecords, recordsInput({ venueCode: 'pg' }), { token: m.token }))
      .data as Records;
    expect(other.total).toBe(0);
  });

  it('refuses a stake above the venue balance and changes nothing', async () => {
    const m = await newMember(t, 'gamesplay2');
    const { ticket } = await launch(m.token);
    const res = await play(t, 'round', { ticket, requestId: 'req-broke1', stake: 100, pick: 'big' });
    expect(res.code).toBe(ErrorCode.insufficientBalance);
    expect((await t.call(games.gameRecords, recordsInput(), { token: m.token })).data).toMatchObject({
      total: 0,
    });
  });

  it('with auto-transfer on, launch moves main into the venue and leaving recovers it', async () => {
    const m = await newMember(t, 'gamesplay3');
    await fund(t, m.id, 50_000, 'fund-gamesplay3');
    await setAutoTransfer(t.db, m.id, true);
    const { ticket } = await launch(m.token, 'pg');
    expect(await balance(t, m.id, 'main')).toBe(0);
    expect(await balance(t, m.id, 'venue:pg')).toBe(50_000);
    const round = await play(t, 'round', { ticket, requestId: 'req-auto01', stake: 500, pick: 'big' });
    const after = 50_000 - 500 + round.data.round.payout;
    const left = await play(t, 'leave', { ticket });
    expect(left.data).toMatchObject({ rollbackAddress: 'http://127.0.0.1:8080/app/egame', recovered: after });
    expect(await balance(t, m.id, 'main')).toBe(after);
    expect(await balance(t, m.id, 'venue:pg')).toBe(0);
    // The ticket is dead after leaving; leaving again moves nothing.
    expect((await play(t, 'round', { ticket, requestId: 'req-auto02', stake: 500, pick: 'big' })).code).toBe(
      ErrorCode.gameTicketInvalid,
    );
    expect((await play(t, 'leave', { ticket })).data).toMatchObject({ recovered: 0 });
    expect((await t.app.inject({ url: `/play/pg/pg0001?ticket=${ticket}` })).statusCode).toBe(410);
  });
});

describe('demo launch', () => {
  it('plays with demo credits for a visitor and moves no money', async () => {
    const postings = async () =>
      Number((await t.db.query<{ n: string }>('select count(*) as n from ledger_posting')).rows[0]!.n);
    const before = await postings();
    const res = await t.call(games.demoLaunch, launchInput('jd', 'jd0002'));
    expect(res.code).toBe(ErrorCode.ok);
    const ticket = ticketOf((res.data as { url: string }).url);
    expect((await play(t, 'state', { ticket })).data).toMatchObject({ demo: true, balance: 200_000 });
    const round = await play(t, 'round', { ticket, requestId: 'req-demo01', stake: 10_000, pick: 'small' });
    expect(round.data.balance).toBe(200_000 - 10_000 + round.data.round.payout);
    expect(await postings()).toBe(before);
    expect(
      Number(
        (await t.db.query<{ n: string }>('select count(*) as n from game_round where ticket = $1', [ticket]))
          .rows[0]!.n,
      ),
    ).toBe(0);
  });

  it('refuses a game without demo mode (live venue)', async () => {
    const res = await t.call(games.demoLaunch, launchInput('ag'));
    expect(res.code).toBe(ErrorCode.gameUnavailable);
  });
});

describe('maintenance (spec §4)', () => {
  it('refuses launch of a venue in maintenance with 10230 and a Chinese message', async () => {
    const m = await newMember(t, 'gamesplay4');
    const before = await launchCount();
    const res = await t.call(games.launch, launchInput('cq'), { token: m.token });
    expect(res.code).toBe(ErrorCode.venueMaintenance);
    expect(res.msg).toContain('CQ9电子维护中');
    expect((await t.call(games.demoLaunch, launchInput('cq'))).code).toBe(ErrorCode.venueMaintenance);
    expect(await launchCount()).toBe(before);
  });

  it('an operator switches a venue into maintenance: launch and rounds refused, then back', async () => {
    const m = await newMember(t, 'gamesplay5');
    const { ticket } = await launch(m.token, 'ky');
    const on = await t.app.inject({
      method: 'POST',
      url: '/admin/venues/ky',
      headers: ADMIN_HEADERS,
      payload: { status: 1, message: '升级中' },
    });
    expect(on.json()).toMatchObject({ code: 0, data: { code: 'ky', status: 1, message: '升级中' } });
    const res = await t.call(games.launch, launchInput('ky'), { token: m.token });
    expect(res).toMatchObject({ code: ErrorCode.venueMaintenance, msg: '开元棋牌维护中：升级中' });
    expect((await play(t, 'round', { ticket, requestId: 'req-maint1', stake: 100, pick: 'big' })).code).toBe(
      ErrorCode.venueMaintenance,
    );
    await t.app.inject({
      method: 'POST',
      url: '/admin/venues/ky',
      headers: ADMIN_HEADERS,
      payload: { status: 0 },
    });
    expect((await t.call(games.maintenanceCheck, { venueCode: 'ky' })).data).toMatchObject({
      status: 0,
      message: '',
    });
  });

  it('grants play money by operator (bonus from the house), refusing bad input', async () => {
    const m = await newMember(t, 'gamesplay10');
    const grant = (body: object, name = 'gamesplay10', headers: Record<string, string> = ADMIN_HEADERS) =>
      t.app.inject({ method: 'POST', url: `/admin/games/members/${name}/grant`, headers, payload: body });
    expect((await grant({ amount: 12_345 })).json<unknown>()).toMatchObject({
      code: 0,
      data: { main: 12_345 },
    });
    expect((await grant({ amount: 0 })).statusCode).toBe(400);
    expect((await grant({ amount: 1.5 })).statusCode).toBe(400);
    expect((await grant({ amount: 100 }, 'nobody-here')).statusCode).toBe(404);
    expect((await grant({ amount: 100 }, 'gamesplay10', {})).statusCode).toBe(401);
    expect(await balance(t, m.id, 'main')).toBe(12_345);
  });

  it('guards the operator endpoint', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/admin/venues/ky', payload: { status: 1 } })).statusCode,
    ).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin/venues/ky',
      headers: ADMIN_HEADERS,
      payload: { status: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/admin/venues/zz',
      headers: ADMIN_HEADERS,
      payload: { status: 1 },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('bad input changes nothing', () => {
  it('launch: visitor, unknown venue or game, bad payload', async () => {
    const m = await newMember(t, 'gamesplay6');
    const before = await launchCount();
    expect((await t.call(games.launch, launchInput('by'))).code).toBe(ErrorCode.loginRequired);
    expect((await t.call(games.launch, launchInput('zz'), { token: m.token })).code).toBe(ErrorCode.notFound);
    expect((await t.call(games.launch, launchInput('by', 'nope'), { token: m.token })).code).toBe(
      ErrorCode.notFound,
    );
    expect(
      (await t.call(games.launch, { ...launchInput('by'), channelCode: 'nope' }, { token: m.token })).code,
    ).toBe(ErrorCode.notFound);
    expect(
      (
        await t.call(
          games.launch,
          { ...launchInput('by'), rollbackAddress: 'javascript:alert(1)' },
          { token: m.token },
        )
      ).code,
    ).toBe(ErrorCode.badInput);
    const { resetDpDomain: _omit, ...missing } = launchInput('by');
    expect((await t.call(games.launch, missing as never, { token: m.token })).code).toBe(ErrorCode.badInput);
    expect(await launchCount()).toBe(before);
  });

  it('game page calls: malformed, unknown ticket, bad stake or pick', async () => {
    const m = await newMember(t, 'gamesplay7');
    await fund(t, m.id, 10_000, 'fund-gamesplay7');
    const { ticket } = await launch(m.token);
    const unknown = 'A'.repeat(43);
    expect((await play(t, 'state', { ticket: 'short' })).code).toBe(ErrorCode.badInput);
    expect((await play(t, 'state', { ticket: unknown })).code).toBe(ErrorCode.gameTicketInvalid);
    expect((await play(t, 'round', { ticket, requestId: 'req-bad001', stake: 123, pick: 'big' })).code).toBe(
      ErrorCode.badInput,
    );
    expect(
      (await play(t, 'round', { ticket, requestId: 'req-bad002', stake: 100, pick: 'seven' })).code,
    ).toBe(ErrorCode.badInput);
    expect((await play(t, 'round', { ticket, requestId: 'x', stake: 100, pick: 'big' })).code).toBe(
      ErrorCode.badInput,
    );
    expect((await play(t, 'leave', { ticket: unknown })).code).toBe(ErrorCode.gameTicketInvalid);
    expect((await t.app.inject({ url: '/play/by/ybegdz?ticket=nope' })).statusCode).toBe(410);
    expect((await t.app.inject({ url: `/play/pg/pg0001?ticket=${ticket}` })).statusCode).toBe(410);
    expect(await balance(t, m.id, 'main')).toBe(10_000);
  });

  it('records: bad range, visitor', async () => {
    const m = await newMember(t, 'gamesplay8');
    expect(
      (
        await t.call(games.gameRecords, recordsInput({ startDate: '2026-12-02', endDate: '2026-12-01' }), {
          token: m.token,
        })
      ).code,
    ).toBe(ErrorCode.badInput);
    expect(
      (
        await t.call(games.gameRecords, recordsInput({ startDate: '2026-01-01', endDate: '2026-12-01' }), {
          token: m.token,
        })
      ).code,
    ).toBe(ErrorCode.badInput);
    expect(
      (await t.call(games.gameRecords, recordsInput({ startDate: '2026/01/01' }), { token: m.token })).code,
    ).toBe(ErrorCode.badInput);
    expect((await t.call(games.gameRecords, recordsInput())).code).toBe(ErrorCode.loginRequired);
  });

  it('hides rounds of the ZBYX channel when hideZBYXRecords is on', async () => {
    const m = await newMember(t, 'gamesplay9');
    await fund(t, m.id, 10_000, 'fund-gamesplay9');
    await intoVenue(m.id, 'by', 10_000);
    const res = await t.call(games.launch, { ...launchInput('by'), channelCode: 'ZBYX' }, { token: m.token });
    const ticket = ticketOf((res.data as { url: string }).url);
    await play(t, 'round', { ticket, requestId: 'req-zbyx01', stake: 100, pick: 'big' });
    expect((await t.call(games.gameRecords, recordsInput(), { token: m.token })).data).toMatchObject({
      total: 1,
    });
    await t.db.query("update site_config_info set value = '1' where key_code = 'hideZBYXRecords'");
    expect((await t.call(games.gameRecords, recordsInput(), { token: m.token })).data).toMatchObject({
      total: 0,
    });
    await t.db.query("update site_config_info set value = '0' where key_code = 'hideZBYXRecords'");
  });
});
