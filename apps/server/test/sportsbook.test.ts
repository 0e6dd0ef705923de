import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue, type BetView, type BookMatch, type ParlayView } from '@arena/protocol';
import { moveMoney, walletBalance } from '../src/modules/wallet/ledger.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { exclude, responsibleStatus, setLimit } from '../src/modules/responsible/responsible-service.ts';
import { ADMIN_HEADERS, createTestApp, type TestApp } from './test-app.ts';
import { newMember } from './games-helpers.ts';

// Sports betting is the product's first offer (spec §1); a sports venue is usable at status 0 (§4).
// The book's rules are docs/sportsbook.md's.
const sb = catalogue.sportsbook;
const VENUE = 'venue:ybty' as const;
let t: TestApp;
let seq = 0;
const key = (tag: string) => `${tag}-${++seq}-${Math.random().toString(36).slice(2, 10)}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A member with `fen` on the sports venue sub-balance (moved in from a deposit). */
async function bettor(name: string, fen: number) {
  const m = await newMember(t, name);
  await moveMoney(t.db, {
    idempotencyKey: `fund-${name}`,
    memberId: m.id,
    type: 'deposit',
    postings: [
      { memberId: m.id, account: VENUE, currency: 'CNY', amount: fen },
      { memberId: null, account: 'house:deposits', currency: 'CNY', amount: -fen },
    ],
  });
  return m;
}

async function book(): Promise<BookMatch[]> {
  const res = await t.call(sb.list, {});
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  return (res.data as { list: BookMatch[] }).list;
}
async function match(id: string): Promise<BookMatch> {
  const res = await t.call(sb.match, { matchId: id });
  expect(res.code).toBe(ErrorCode.ok);
  return res.data as BookMatch;
}
const admin = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: ADMIN_HEADERS, payload });

type Placed = { code: number; msg: string; data: { bet: BetView; venueBalance: number; replayed: boolean } };
const place = async (
  token: string,
  m: BookMatch,
  marketKey: string,
  selectionKey: string,
  input: { stake: number; policy?: 'any' | 'higher' | 'none'; odds?: string; key?: string },
): Promise<Placed> => {
  const sel = m.markets
    .find((x) => x.marketKey === marketKey)
    ?.selections.find((s) => s.key === selectionKey);
  return (await t.call(
    sb.placeBet,
    {
      matchId: m.matchId,
      marketKey,
      selectionKey,
      odds: input.odds ?? sel?.odds ?? '1.01',
      stake: input.stake,
      policy: input.policy ?? 'none',
      idempotencyKey: input.key ?? key('bet'),
    },
    { token },
  )) as Placed;
};
const betsOf = async (memberId: number) =>
  (await t.db.query('select bet_no from sportsbook_bet where member_id = $1', [memberId])).rows.length;

let upcoming: BookMatch[] = [];
let live: BookMatch[] = [];

describe('the book', () => {
  it('lists coming and live matches with their main market, live first, none ended', async () => {
    const list = await book();
    live = list.filter((m) => m.inPlay);
    upcoming = list.filter((m) => !m.inPlay);
    expect(live.length).toBeGreaterThan(0);
    expect(upcoming.length).toBeGreaterThan(100);
    expect(list.every((m) => m.phase !== 'ended')).toBe(true);
    expect(list.findIndex((m) => !m.inPlay)).toBe(live.length);
    const football = list.find((m) => m.sport === 'football')!;
    expect(football.markets).toHaveLength(1);
    expect(football.markets[0]!.selections.map((s) => s.key)).toEqual(['home', 'draw', 'visit']);
  });

  it('prices every market of a match with a margin, on quarter lines for football', async () => {
    const fb = await match(upcoming.find((m) => m.sport === 'football')!.matchId);
    expect(fb.markets.map((m) => m.kind)).toEqual(['1x2', 'ah', 'ou', 'cs']);
    const x12 = fb.markets[0]!.selections.reduce((s, x) => s + 1 / Number(x.odds), 0);
    expect(x12).toBeGreaterThan(1.03); // the book's margin (≈ 6 %)
    expect(x12).toBeLessThan(1.1);
    expect(fb.markets.find((m) => m.kind === 'cs')!.selections).toHaveLength(17);
    const bb = await match(upcoming.find((m) => m.sport === 'basketball')!.matchId);
    expect(bb.markets.map((m) => m.kind)).toEqual(['ml', 'ah', 'ou']);
    // Basketball lines sit on half points: never a push.
    for (const m of bb.markets.filter((x) => x.kind !== 'ml'))
      expect(Math.abs(Number(m.marketKey.split(':')[1]) % 4)).toBe(2);
    const spread = Number(bb.markets[1]!.marketKey.split(':')[1]) / 4;
    expect(Math.abs(spread)).toBeLessThan(25);
  });
});

describe('placing a single', () => {
  it('moves the stake from the sports venue once, whatever the repeats of its key', async () => {
    const m = await bettor('sbsingle', 100_000);
    const fb = await match(upcoming.find((x) => x.sport === 'football')!.matchId);
    const k = key('once');
    const first = await place(m.token, fb, '1x2', 'home', { stake: 10_000, key: k });
    expect(first.code).toBe(ErrorCode.ok);
    expect(first.data.bet.status).toBe('pending');
    expect(first.data.venueBalance).toBe(90_000);
    const again = await Promise.all(
      [1, 2, 3].map(() => place(m.token, fb, '1x2', 'home', { stake: 10_000, key: k })),
    );
    for (const r of again) {
      expect(r.data.replayed).toBe(true);
      expect(r.data.bet.betNo).toBe(first.data.bet.betNo);
    }
    expect(await walletBalance(t.db, m.id, VENUE)).toBe(90_000);
    expect(await betsOf(m.id)).toBe(1);
    const open = await t.call(sb.myBets, { status: 'open' }, { token: m.token });
    expect((open.data as { list: BetView[] }).list.map((b) => b.betNo)).toEqual([first.data.bet.betNo]);
  });

  it('refuses with a reason and writes nothing', async () => {
    const m = await bettor('sbrefuse', 5_000);
    const fb = await match(upcoming.find((x) => x.sport === 'football')!.matchId);
    const cases: [Promise<Placed>, number][] = [
      [place(m.token, fb, '1x2', 'home', { stake: 500 }), ErrorCode.betLimit],
      [place(m.token, fb, '1x2', 'home', { stake: 6_000 }), ErrorCode.insufficientBalance],
      [place(m.token, fb, 'ah:-40', 'home', { stake: 1_000, odds: '1.90' }), ErrorCode.betMarketChanged],
      [place(m.token, fb, '1x2', 'home', { stake: 1_000, odds: '50.00' }), ErrorCode.betOddsChanged],
      [place(m.token, fb, '1x2', 'home', { stake: 1_000, odds: '1.0' }), ErrorCode.badInput],
    ];
    for (const [res, code] of cases) {
      const r = await res;
      expect(r.code, r.msg).toBe(code);
      expect(r.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const bad = await t.call(
      sb.placeBet,
      {
        matchId: fb.matchId,
        marketKey: 'x',
        selectionKey: 'home',
        odds: '2',
        stake: 1,
        policy: 'any',
        idempotencyKey: 'short',
      },
      { token: m.token },
    );
    expect(bad.code).toBe(ErrorCode.badInput);
    expect(await walletBalance(t.db, m.id, VENUE)).toBe(5_000);
    expect(await betsOf(m.id)).toBe(0);
  });

  it('takes a moved price under "higher" only when it went up, at the new price', async () => {
    const m = await bettor('sbhigher', 50_000);
    const fb = await match(upcoming.find((x) => x.sport === 'football')!.matchId);
    const home = fb.markets[0]!.selections[0]!.odds;
    const lower = (Number(home) - 0.05).toFixed(2);
    const up = await place(m.token, fb, '1x2', 'home', { stake: 1_000, odds: lower, policy: 'higher' });
    expect(up.code).toBe(ErrorCode.ok);
    expect(up.data.bet.odds).toBe(home);
    const higher = (Number(home) + 0.05).toFixed(2);
    const down = await place(m.token, fb, '1x2', 'home', { stake: 1_000, odds: higher, policy: 'higher' });
    expect(down.code).toBe(ErrorCode.betOddsChanged);
  });
});

describe('in play', () => {
  it('refuses under "none" when the price moves during acceptance, and takes it under "any"', async () => {
    t.app.sportsbook.acceptDelayMs = 400;
    const m = await bettor('sbinplay', 50_000);
    const fb = await match(live.find((x) => x.sport === 'football')!.matchId);
    const during = async (policy: 'none' | 'any', byE2: number) => {
      const pending = place(m.token, fb, '1x2', 'home', { stake: 2_000, policy });
      await new Promise((r) => setTimeout(r, 100));
      await admin(`/admin/sportsbook/matches/${fb.matchId}/shift`, { byE2 });
      return pending;
    };
    const refused = await during('none', 10);
    expect(refused.code).toBe(ErrorCode.betOddsChanged);
    expect(refused.msg).toContain('赔率已由');
    expect(await walletBalance(t.db, m.id, VENUE)).toBe(50_000);
    const taken = await during('any', -10);
    expect(taken.code, taken.msg).toBe(ErrorCode.ok);
    expect(taken.data.bet.inPlay).toBe(true);
    expect(taken.data.bet.scoreAtBet).toMatch(/^\d+-\d+$/);
    expect(await walletBalance(t.db, m.id, VENUE)).toBe(48_000);
  });

  it('suspends a match on a score change, so a bet seen before the goal is refused', async () => {
    const m = await bettor('sbgoal', 50_000);
    const fb = await match(live.find((x) => x.sport === 'football')!.matchId);
    const pending = place(m.token, fb, '1x2', 'home', { stake: 2_000, policy: 'any' });
    await new Promise((r) => setTimeout(r, 100));
    await admin('/admin/live/tick', { mode: 'score-live' });
    const r = await pending;
    expect(r.code).toBe(ErrorCode.betMarketSuspended);
    const after = await match(fb.matchId);
    expect(after.markets.every((x) => x.status === 'suspended')).toBe(true);
    expect(await walletBalance(t.db, m.id, VENUE)).toBe(50_000);
  });

  it('honours an operator suspension of one market kind', async () => {
    const m = await bettor('sbheld', 50_000);
    const fb = await match(upcoming.find((x) => x.sport === 'football')!.matchId);
    await admin(`/admin/sportsbook/matches/${fb.matchId}/suspend`, { kind: 'cs', suspended: true });
    const held = await match(fb.matchId);
    expect(held.markets.find((x) => x.kind === 'cs')!.status).toBe('suspended');
    expect(held.markets.find((x) => x.kind === '1x2')!.status).toBe('open');
    expect((await place(m.token, held, 'cs', '1-0', { stake: 1_000 })).code).toBe(
      ErrorCode.betMarketSuspended,
    );
    await admin(`/admin/sportsbook/matches/${fb.matchId}/suspend`, { kind: 'cs', suspended: false });
  });
});

describe('responsible play', () => {
  // docs/responsible-play.md: limits and exclusions hold at every money entry point, bets included.
  it('refuses a bet that could pass the net-loss limit or comes during a time-out; a settled win counts', async () => {
    const m = await bettor('sbrg', 100_000);
    const fb = await match(upcoming.filter((x) => x.sport === 'football')[5]!.matchId);
    const now = t.app.now();
    await setLimit(t.db, m.id, { kind: 'loss', period: 'day', amount: 5_000 }, now);
    const first = await place(m.token, fb, '1x2', 'home', { stake: 3_000 });
    expect(first.code, first.msg).toBe(ErrorCode.ok);
    const over = await place(m.token, fb, '1x2', 'visit', { stake: 3_000 });
    expect(over.code).toBe(ErrorCode.lossLimitReached);
    expect(over.msg).toContain('每日净亏损限额 50.00 元');
    expect(await betsOf(m.id)).toBe(1);
    expect(await walletBalance(t.db, m.id, VENUE)).toBe(97_000);
    // A win at settlement lowers the period's net loss, so the next stake fits again.
    await admin(`/admin/sportsbook/matches/${fb.matchId}/finish`, { homeScore: 1, visitScore: 0 });
    const returned = Math.floor((3_000 * Math.round(Number(first.data.bet.odds) * 100)) / 100);
    const loss = (await responsibleStatus(t.db, m.id, t.app.now())).limits.find((l) => l.kind === 'loss')!;
    expect(loss.used).toBe(3_000 - returned);
    const other = await match(upcoming.filter((x) => x.sport === 'football')[6]!.matchId);
    expect((await place(m.token, other, '1x2', 'home', { stake: 3_000 })).code).toBe(ErrorCode.ok);
    // A time-out refuses bets on money already in the venue.
    await exclude(t.db, m.id, { kind: 'timeout', days: 1 }, 'member', t.app.now());
    const during = await place(m.token, other, '1x2', 'visit', { stake: 1_000 });
    expect(during.code).toBe(ErrorCode.playExcluded);
    expect(await betsOf(m.id)).toBe(2);
  });
});

describe('settlement', () => {
  it('pays exactly the hand-computed returns when the operator finishes a match', async () => {
    const m = await bettor('sbsettle', 100_000);
    const fb = await match(upcoming.filter((x) => x.sport === 'football')[3]!.matchId);
    const ah = fb.markets.find((x) => x.kind === 'ah')!;
    const ou = fb.markets.find((x) => x.kind === 'ou')!;
    const bets = [
      await place(m.token, fb, '1x2', 'home', { stake: 1_001 }),
      await place(m.token, fb, '1x2', 'visit', { stake: 2_000 }),
      await place(m.token, fb, ah.marketKey, 'home', { stake: 3_001 }),
      await place(m.token, fb, ou.marketKey, 'over', { stake: 4_000 }),
      await place(m.token, fb, 'cs', '2-1', { stake: 1_000 }),
    ];
    for (const b of bets) expect(b.code, b.msg).toBe(ErrorCode.ok);
    const before = await walletBalance(t.db, m.id, VENUE);
    expect(before).toBe(100_000 - 11_002);
    const fin = await admin(`/admin/sportsbook/matches/${fb.matchId}/finish`, {
      homeScore: 2,
      visitScore: 1,
    });
    expect(fin.json<{ data: { settled: number } }>().data.settled).toBe(5);
    const odds = (i: number) => Math.round(Number(bets[i]!.data.bet.odds) * 100);
    const line4 = Number(ah.marketKey.split(':')[1]);
    const ouLine4 = Number(ou.marketKey.split(':')[1]);
    const lineReturn = (stake: number, o: number, margin4: number, quarter: boolean) => {
      if (!quarter) return margin4 > 0 ? Math.floor((stake * o) / 100) : margin4 === 0 ? stake : 0;
      if (margin4 >= 3) return Math.floor((stake * o) / 100);
      if (margin4 === 1) return Math.floor((stake * (o + 100)) / 200);
      if (margin4 === -1) return Math.floor(stake / 2);
      return 0;
    };
    const expected = [
      Math.floor((1_001 * odds(0)) / 100),
      0,
      lineReturn(3_001, odds(2), 4 + line4, line4 % 2 !== 0),
      lineReturn(4_000, odds(3), 12 - ouLine4, ouLine4 % 2 !== 0),
      Math.floor((1_000 * odds(4)) / 100),
    ];
    const settled = (await t.call(sb.myBets, { status: 'settled' }, { token: m.token })).data as {
      list: BetView[];
      venueBalance: number;
    };
    const byNo = new Map(settled.list.map((b) => [b.betNo, b]));
    bets.forEach((b, i) => expect(byNo.get(b.data.bet.betNo)!.returned).toBe(expected[i]));
    expect(byNo.get(bets[0]!.data.bet.betNo)!.detail).toContain('完场 2:1');
    const paid = expected.reduce((s, x) => s + x, 0);
    expect(await walletBalance(t.db, m.id, VENUE)).toBe(before + paid);
    expect(settled.venueBalance).toBe(before + paid);
    // Settled stakes count as valid turnover (the turnover ledger of rewards).
    const { rows } = await t.db.query<{ total: string }>(
      `select coalesce(sum(stake), 0)::text as total from turnover_entry where member_id = $1`,
      [m.id],
    );
    expect(Number(rows[0]!.total)).toBeGreaterThanOrEqual(1_001 + 2_000 + 1_000);
    // Settling again pays nothing more.
    await t.app.sportsbook.settleDue(t.app.now());
    expect(await walletBalance(t.db, m.id, VENUE)).toBe(before + paid);
  });

  it('voids every open bet of an abandoned match and closes its markets', async () => {
    const m = await bettor('sbvoid', 20_000);
    const fb = await match(upcoming.filter((x) => x.sport === 'football')[4]!.matchId);
    expect((await place(m.token, fb, '1x2', 'draw', { stake: 5_000 })).code).toBe(ErrorCode.ok);
    await admin(`/admin/sportsbook/matches/${fb.matchId}/abandon`, {});
    expect(await walletBalance(t.db, m.id, VENUE)).toBe(20_000);
    const settled = (await t.call(sb.myBets, { status: 'settled' }, { token: m.token })).data as {
      list: BetView[];
    };
    expect(settled.list[0]!.status).toBe('void');
    const closed = await match(fb.matchId);
    expect(closed.markets.every((x) => x.status === 'closed')).toBe(true);
  });
});

type ParlayPlaced = {
  code: number;
  msg: string;
  data: { parlay: ParlayView; venueBalance: number; replayed: boolean };
};
const leg = (m: BookMatch, marketKey: string, selectionKey: string) => ({
  matchId: m.matchId,
  marketKey,
  selectionKey,
  odds: m.markets.find((x) => x.marketKey === marketKey)!.selections.find((x) => x.key === selectionKey)!
    .odds,
});
const parlay = async (
  token: string,
  legs: ReturnType<typeof leg>[],
  input: { stake: number; key?: string; policy?: 'any' | 'higher' | 'none' },
) =>
  (await t.call(
    sb.placeParlay,
    { legs, stake: input.stake, policy: input.policy ?? 'none', idempotencyKey: input.key ?? key('parlay') },
    { token },
  )) as ParlayPlaced;
const e2 = (odds: string) => Math.round(Number(odds) * 100);
const footballAt = (i: number) => match(upcoming.filter((x) => x.sport === 'football')[i]!.matchId);

describe('parlays', () => {
  it('settles leg by leg: a void leg counts as 1.0, the return is floored to the fen, once', async () => {
    const m = await bettor('sbparlay', 100_000);
    const [a, b, c] = [await footballAt(10), await footballAt(11), await footballAt(12)];
    const k = key('p3');
    const placed = await parlay(
      m.token,
      [leg(a, '1x2', 'home'), leg(b, '1x2', 'visit'), leg(c, '1x2', 'draw')],
      {
        stake: 1_001,
        key: k,
      },
    );
    expect(placed.code, placed.msg).toBe(ErrorCode.ok);
    expect(placed.data.parlay.legs).toHaveLength(3);
    expect(placed.data.venueBalance).toBe(100_000 - 1_001);
    const again = await parlay(
      m.token,
      [leg(a, '1x2', 'home'), leg(b, '1x2', 'visit'), leg(c, '1x2', 'draw')],
      {
        stake: 1_001,
        key: k,
      },
    );
    expect(again.data.replayed).toBe(true);
    expect(again.data.parlay.betNo).toBe(placed.data.parlay.betNo);
    expect(await walletBalance(t.db, m.id, VENUE)).toBe(100_000 - 1_001);
    const [oa, , oc] = placed.data.parlay.legs.map((l) => e2(l.odds));

    // Leg 1 wins: the parlay waits for the others.
    await admin(`/admin/sportsbook/matches/${a.matchId}/finish`, { homeScore: 2, visitScore: 0 });
    let open = (await t.call(sb.myBets, { status: 'open' }, { token: m.token })).data as {
      parlays: ParlayView[];
    };
    expect(open.parlays[0]!.legs.map((l) => l.status)).toEqual(['won', 'pending', 'pending']);
    // Leg 2 is void (abandoned), leg 3 wins on a draw.
    await admin(`/admin/sportsbook/matches/${b.matchId}/abandon`, {});
    await admin(`/admin/sportsbook/matches/${c.matchId}/finish`, { homeScore: 1, visitScore: 1 });
    // 10.01 元 × odds(a) × 1.00 × odds(c), floored to the fen.
    const expected = Math.floor((1_001 * oa! * oc!) / 10_000);
    const settled = (await t.call(sb.myBets, { status: 'settled' }, { token: m.token })).data as {
      parlays: ParlayView[];
    };
    const p = settled.parlays.find((x) => x.betNo === placed.data.parlay.betNo)!;
    expect(p.legs.map((l) => l.status)).toEqual(['won', 'void', 'won']);
    expect(p.returned).toBe(expected);
    expect(p.detail).toContain('1.00（作废）');
    expect(await walletBalance(t.db, m.id, VENUE)).toBe(100_000 - 1_001 + expected);
    await t.app.sportsbook.settleDue(t.app.now());
    expect(await walletBalance(t.db, m.id, VENUE)).toBe(100_000 - 1_001 + expected);
    open = (await t.call(sb.myBets, { status: 'open' }, { token: m.token })).data as {
      parlays: ParlayView[];
    };
    expect(open.parlays).toHaveLength(0);
    // The game records list the parlay with each leg and its arithmetic, through the book's service.
    const day = new Date(t.app.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const records = (
      await t.call(
        catalogue.games.gameRecords,
        { page: 1, size: 20, startDate: day, endDate: day },
        { token: m.token },
      )
    ).data as {
      list: {
        betId: string;
        gameName: string;
        detail: string;
        winLoss: number;
        status: string;
        legs?: { match: string; pick: string; odds: string; result: string; status: string }[];
      }[];
      totalBet: number;
      totalWinLoss: number;
    };
    const row = records.list.find((r) => r.betId === placed.data.parlay.betNo)!;
    expect(row.gameName).toBe('体育串关 3 串 1');
    expect(row.status).toBe('settled');
    expect(row.winLoss).toBe(expected - 1_001);
    // Each leg laid out on its own: match, pick, price and result; the detail keeps the arithmetic.
    expect(row.legs?.map((l) => [l.status, l.result.split(' · ')[0]])).toEqual([
      ['won', '赢'],
      ['void', '作废'],
      ['won', '赢'],
    ]);
    expect(row.legs?.[0]?.result).toBe('赢 · 完场 2:0');
    expect(row.legs?.[2]?.result).toBe('赢 · 完场 1:1');
    expect(row.legs?.map((l) => l.odds)).toEqual(placed.data.parlay.legs.map((l) => l.odds));
    expect(row.legs?.[0]?.match).toContain(placed.data.parlay.legs[0]!.matchLabel);
    expect(row.legs?.[2]?.pick).toContain('平局');
    expect(row.detail).toContain(`= ${(expected / 100).toFixed(2)} 元`);
    expect(records.totalBet).toBe(1_001);
    expect(records.totalWinLoss).toBe(expected - 1_001);
  });

  it('is lost at the first lost leg, while other legs are still to play', async () => {
    const m = await bettor('sbparlaylost', 10_000);
    const [a, b] = [await footballAt(13), await footballAt(14)];
    const placed = await parlay(m.token, [leg(a, '1x2', 'home'), leg(b, '1x2', 'home')], { stake: 2_000 });
    expect(placed.code, placed.msg).toBe(ErrorCode.ok);
    await admin(`/admin/sportsbook/matches/${a.matchId}/finish`, { homeScore: 0, visitScore: 1 });
    const settled = (await t.call(sb.myBets, { status: 'settled' }, { token: m.token })).data as {
      parlays: ParlayView[];
    };
    expect(settled.parlays[0]!.status).toBe('lost');
    expect(settled.parlays[0]!.legs.map((l) => l.status)).toEqual(['lost', 'pending']);
    expect(await walletBalance(t.db, m.id, VENUE)).toBe(8_000);
  });

  it('refuses one-match twins, a single leg, a payout over the limit and the per-match limit, writing nothing', async () => {
    const m = await bettor('sbparlaybad', 1_000_000);
    const [a, b] = [await footballAt(15), await footballAt(16)];
    const twins = await parlay(m.token, [leg(a, '1x2', 'home'), leg(a, 'cs', '1-0')], { stake: 1_000 });
    expect(twins.code).toBe(ErrorCode.badInput);
    expect(twins.msg).toContain('同一场比赛');
    expect((await parlay(m.token, [leg(a, '1x2', 'home')], { stake: 1_000 })).code).toBe(ErrorCode.badInput);
    // 10 元 × two correct scores pays past a 100 元 payout limit.
    await admin('/admin/sportsbook/limits', {
      minStake: 1_000,
      maxStake: 5_000_000,
      maxPayout: 10_000,
      maxMarketStake: 10_000_000,
      maxMatchStake: 30_000,
    });
    const big = await parlay(m.token, [leg(a, 'cs', '3-3'), leg(b, 'cs', '3-3')], { stake: 1_000 });
    expect(big.code).toBe(ErrorCode.betLimit);
    expect(big.msg).toContain('最高派彩');
    // Per member on one match across its markets: 200 元 on 1X2, then 100 元 on correct score … then a
    // parlay leg on the same match passes 300 元.
    await admin('/admin/sportsbook/limits', {
      minStake: 1_000,
      maxStake: 5_000_000,
      maxPayout: 50_000_000,
      maxMarketStake: 10_000_000,
      maxMatchStake: 30_000,
    });
    expect((await place(m.token, a, '1x2', 'home', { stake: 20_000 })).code).toBe(ErrorCode.ok);
    expect((await place(m.token, a, 'cs', '1-0', { stake: 10_000 })).code).toBe(ErrorCode.ok);
    const over = await place(m.token, a, '1x2', 'draw', { stake: 1_000 });
    expect(over.code).toBe(ErrorCode.betLimit);
    expect(over.msg).toContain('同一场比赛累计投注不能超过 300.00 元');
    const viaParlay = await parlay(m.token, [leg(a, '1x2', 'visit'), leg(b, '1x2', 'home')], {
      stake: 1_000,
    });
    expect(viaParlay.code).toBe(ErrorCode.betLimit);
    await admin('/admin/sportsbook/limits', {
      minStake: 1_000,
      maxStake: 5_000_000,
      maxPayout: 50_000_000,
      maxMarketStake: 10_000_000,
      maxMatchStake: 20_000_000,
    });
    expect(await walletBalance(t.db, m.id, VENUE)).toBe(1_000_000 - 30_000);
    const { rows } = await t.db.query('select 1 from sportsbook_parlay where member_id = $1', [m.id]);
    expect(rows).toHaveLength(0);
  });
});

describe('concurrency', () => {
  it(
    '500 concurrent bets by 50 members on one market pass no limit and no balance',
    { timeout: 120_000 },
    async () => {
      await admin('/admin/sportsbook/limits', {
        minStake: 1_000,
        maxStake: 5_000_000,
        maxPayout: 50_000_000,
        maxMarketStake: 60_000,
      });
      const rich = await Promise.all(Array.from({ length: 25 }, (_, i) => bettor(`sbrich${i}`, 100_000)));
      const poor = await Promise.all(Array.from({ length: 25 }, (_, i) => bettor(`sbpoor${i}`, 50_000)));
      const fb = await match(upcoming.filter((x) => x.sport === 'football')[6]!.matchId);
      const all = [...rich, ...poor];
      const started = performance.now();
      const results = await Promise.all(
        all.flatMap((m) =>
          Array.from({ length: 10 }, () => place(m.token, fb, '1x2', 'home', { stake: 15_000 })),
        ),
      );
      expect(results).toHaveLength(500);
      console.info(`500 concurrent bets in ${Math.round(performance.now() - started)} ms`);
      const ok = results.filter((r) => r.code === ErrorCode.ok).length;
      // Rich members stop at the per-market limit (4 × 150 元 = 600 元), poor ones at their balance (3 × 150 元).
      expect(ok).toBe(25 * 4 + 25 * 3);
      expect(results.filter((r) => r.code === ErrorCode.betLimit)).toHaveLength(25 * 6);
      expect(results.filter((r) => r.code === ErrorCode.insufficientBalance)).toHaveLength(25 * 7);
      for (const m of rich) expect(await walletBalance(t.db, m.id, VENUE)).toBe(40_000);
      for (const m of poor) expect(await walletBalance(t.db, m.id, VENUE)).toBe(5_000);
      const check = await checkLedger(t.db);
      expect(check.ok).toBe(true);
      expect(check.negativeBalances).toBe(0);
      await admin('/admin/sportsbook/limits', {
        minStake: 1_000,
        maxStake: 5_000_000,
        maxPayout: 50_000_000,
        maxMarketStake: 10_000_000,
      });
    },
  );
});
