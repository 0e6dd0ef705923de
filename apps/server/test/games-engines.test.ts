import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SLOT_LINES,
  baccaratPayout,
  deriveOutcome,
  rouletteReturns,
  seedMatchesHash,
  type EngineId,
  type RouletteBet,
} from '@arena/domain';
import { ErrorCode, catalogue } from '@arena/protocol';
import { transferBetween } from '../src/modules/wallet/ledger.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { balance, fund, launchInput, newMember, ticketOf } from './games-helpers.ts';

/*
 * Venue engines and provable fairness (docs/games.md "Engines", "Fairness"): titles map to engines by
 * game type, every real round settles on the venue sub-balance through the ledger, and every round can
 * be recomputed from the revealed server seed, the client seed and the nonce.
 */

const games = catalogue.games;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Fair {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  serverSeed?: string;
}
interface Round {
  roundNo: string;
  engine: EngineId;
  stake: number;
  payout: number;
  detail: string;
  outcome: unknown;
  fairness: Fair;
}
interface Answer<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

async function api<T>(path: string, body: object): Promise<Answer<T>> {
  const res = await t.app.inject({ method: 'POST', url: `/play/api/${path}`, payload: body });
  return { status: res.statusCode, ...res.json<{ code: number; msg: string; data: T }>() };
}
const round = (body: object) => api<{ round: Round; balance: number }>('round', body);
const housePostings = async () =>
  Number(
    (
      await t.db.query<{ s: string }>(
        "select coalesce(sum(amount), 0) as s from ledger_posting where account = 'house:games'",
      )
    ).rows[0]!.s,
  );

async function member(name: string, venue: string, amount: number) {
  const m = await newMember(t, name);
  await fund(t, m.id, amount, `fund-${name}`);
  await transferBetween(t.db, {
    idempotencyKey: `in-${name}`,
    memberId: m.id,
    from: 'main',
    to: `venue:${venue}`,
    amount,
    type: 'transfer_in',
  });
  return m;
}

async function launch(token: string, venue: string, game: string) {
  const res = await t.call(games.launch, launchInput(venue, game), { token });
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  const url = (res.data as { url: string }).url;
  return { url, ticket: ticketOf(url) };
}

describe('title → engine and the game page (issue: venue games)', () => {
  it('serves the slot page with its theme, the declared RTP and rules, under the strict CSP', async () => {
    const m = await newMember(t, 'engpage1');
    const { url, ticket } = await launch(m.token, 'by', 'yb0007');
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>|\sstyle=|\son[a-z]+=/);
    expect(page.body).toContain('data-engine="slot"');
    expect(page.body).toContain('返还率（RTP）：<strong data-testid="play-rtp">96.43%</strong>');
    const theme = /\/play\/assets\/theme\/([a-z]+)\.css/.exec(page.body)![1]!;
    const css = await t.app.inject({ url: `/play/assets/theme/${theme}.css` });
    expect(css.statusCode).toBe(200);
    expect(css.body).toMatch(/^:root\{--bg:#[0-9a-f]{6};/);
    expect((await t.app.inject({ url: '/play/assets/theme/nope.css' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/play/assets/venue.js' })).body).not.toContain('eval(');
    const state = await api<{ engine: string; info: { rtp: string }; seed: Fair }>('state', { ticket });
    expect(state.data).toMatchObject({ engine: 'slot', info: { rtp: '96.43%' } });
    expect(state.data.seed).toMatchObject({ nonce: 0 });
    expect(state.data.seed.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('maps egames to the slot (dice-tagged to dice), live tables to roulette (odd) or baccarat (even), cards to baccarat, fishing to dice', async () => {
    const m = await newMember(t, 'engpage2');
    const engineOf = async (venue: string, game: string) => {
      const { ticket } = await launch(m.token, venue, game);
      return (await api<{ engine: string }>('state', { ticket })).data.engine;
    };
    expect(await engineOf('ag', 'ag0001')).toBe('roulette');
    expect(await engineOf('ag', 'ag0002')).toBe('baccarat');
    expect(await engineOf('ky', 'ky0001')).toBe('baccarat');
    expect(await engineOf('fs', 'fs0001')).toBe('dice');
    expect(await engineOf('pg', 'pg0001')).toBe('slot');
    // An egame tagged dice keeps the dice table.
    expect(await engineOf('by', 'yb0003')).toBe('dice');
  });
});

describe('rounds on the ledger with fairness data (issue: provably fair)', () => {
  it('slot, roulette and baccarat move exactly stake and payout; each round recomputes after rotation', async () => {
    const m = await member('engplay1', 'by', 100_000);
    const slot = await launch(m.token, 'by', 'yb0010');
    let venue = 100_000;
    const house0 = await housePostings();
    const rounds: Round[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await round({ ticket: slot.ticket, requestId: `slot-req-${i}`, stake: 1_000 });
      expect(res.code, res.msg).toBe(ErrorCode.ok);
      const r = res.data.round;
      expect(r.fairness.nonce).toBe(i);
      expect(r.fairness.serverSeed).toBeUndefined();
      venue += r.payout - r.stake;
      expect(res.data.balance).toBe(venue);
      rounds.push(r);
    }
    expect(await balance(t, m.id, 'venue:by')).toBe(venue);
    expect(await housePostings()).toBe(house0 + 100_000 - venue);

    // A repeated request answers the same round, moves nothing and takes no nonce.
    const again = await round({ ticket: slot.ticket, requestId: 'slot-req-3', stake: 1_000 });
    expect(again.data.round).toMatchObject({ roundNo: rounds[3]!.roundNo, fairness: { nonce: 3 } });
    expect(again.data.balance).toBe(venue);

    // The server seed is secret until rotated.
    const hash = rounds[0]!.fairness.serverSeedHash;
    expect((await t.app.inject({ url: `/play/api/fair/seed/${hash}` })).statusCode).toBe(404);
    const rotated = await api<{ revealed: { serverSeed: string; rounds: number }; seed: Fair }>(
      'seed/rotate',
      { ticket: slot.ticket, clientSeed: 'my-lucky-seed' },
    );
    expect(rotated.code, rotated.msg).toBe(ErrorCode.ok);
    expect(rotated.data.revealed.rounds).toBe(8);
    expect(seedMatchesHash(rotated.data.revealed.serverSeed, hash)).toBe(true);
    expect(rotated.data.seed).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(rotated.data.seed.serverSeedHash).not.toBe(hash);
    const pub = await t.app.inject({ url: `/play/api/fair/seed/${hash}` });
    expect(pub.json()).toMatchObject({ code: 0, data: { serverSeed: rotated.data.revealed.serverSeed } });
    for (const r of rounds) {
      const outcome = deriveOutcome('slot', {
        serverSeed: rotated.data.revealed.serverSeed,
        clientSeed: r.fairness.clientSeed,
        nonce: r.fairness.nonce,
      });
      expect(outcome).toEqual(r.outcome);
      if (outcome.engine === 'slot') expect(r.payout).toBe((outcome.slot.win * r.stake) / SLOT_LINES);
    }

    // Roulette: the slip's total is the stake, the pocket pays by the layout.
    const rm = await member('engplay2', 'ag', 50_000);
    const table = await launch(rm.token, 'ag', 'ag0001');
    const bets: RouletteBet[] = [
      { kind: 'red', stake: 1_000 },
      { kind: 'straight', numbers: [17], stake: 100 },
      { kind: 'split', numbers: [17, 20], stake: 500 },
      { kind: 'dozen', numbers: [2], stake: 500 },
    ];
    const spin = await round({ ticket: table.ticket, requestId: 'roul-req-1', bets });
    expect(spin.code, spin.msg).toBe(ErrorCode.ok);
    const pocket = (spin.data.round.outcome as { pocket: number }).pocket;
    expect(spin.data.round.stake).toBe(2_100);
    expect(spin.data.round.payout).toBe(rouletteReturns(bets)[pocket]);
    expect(spin.data.balance).toBe(50_000 - 2_100 + spin.data.round.payout);
    // An illegal bet is refused and takes nothing, not even a nonce.
    const bad = await round({
      ticket: table.ticket,
      requestId: 'roul-req-2',
      bets: [{ kind: 'split', numbers: [3, 4], stake: 100 }],
    });
    expect(bad).toMatchObject({ status: 400, code: ErrorCode.badInput, msg: '下注位置无效' });
    expect((await api<{ seed: Fair }>('state', { ticket: table.ticket })).data.seed.nonce).toBe(1);
    expect(await balance(t, rm.id, 'venue:ag')).toBe(spin.data.balance);

    // Baccarat: banker pays 0.95:1, pushes on a tie.
    const bm = await member('engplay3', 'ky', 50_000);
    const bac = await launch(bm.token, 'ky', 'ky0002');
    let bBalance = 50_000;
    for (let i = 0; i < 5; i++) {
      const res = await round({
        ticket: bac.ticket,
        requestId: `bac-req-${i}`,
        stake: 1_000,
        side: 'banker',
      });
      expect(res.code, res.msg).toBe(ErrorCode.ok);
      const hand = (res.data.round.outcome as { hand: { winner: 'player' | 'banker' | 'tie' } }).hand;
      expect(res.data.round.payout).toBe(baccaratPayout('banker', 1_000, hand.winner));
      bBalance += res.data.round.payout - 1_000;
      expect(res.data.balance).toBe(bBalance);
    }
    expect((await round({ ticket: bac.ticket, requestId: 'bac-req-x', stake: 1_000 })).msg).toBe(
      '请选择庄、闲或和',
    );
    expect(await balance(t, bm.id, 'venue:ky')).toBe(bBalance);
  });

  it('concurrent rounds of one member take distinct nonces and never overspend', async () => {
    // 12 racing 50 元 spins against 300 元: at most 6 can be staked before any win comes back.
    const m = await member('engrace1', 'pg', 30_000);
    const { ticket } = await launch(m.token, 'pg', 'pg0005');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => round({ ticket, requestId: `race-req-${i}`, stake: 5_000 })),
    );
    const ok = results.filter((r) => r.code === ErrorCode.ok);
    expect(ok.length).toBeGreaterThanOrEqual(6);
    for (const r of results) if (r.code !== ErrorCode.ok) expect(r.code).toBe(ErrorCode.insufficientBalance);
    const nonces = ok.map((r) => r.data.round.fairness.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: ok.length }, (_, i) => i));
    const net = ok.reduce((s, r) => s + r.data.round.payout - r.data.round.stake, 0);
    expect(await balance(t, m.id, 'venue:pg')).toBe(30_000 + net);
    expect(await balance(t, m.id, 'venue:pg')).toBeGreaterThanOrEqual(0);
  });

  it('demo rounds reveal their one-off seed, move no money and refuse seed rotation', async () => {
    const res = await t.call(games.demoLaunch, launchInput('by', 'yb0021'));
    const ticket = ticketOf((res.data as { url: string }).url);
    const house = await housePostings();
    const r = await round({ ticket, requestId: 'demo-req-1', stake: 10_000 });
    expect(r.code, r.msg).toBe(ErrorCode.ok);
    const f = r.data.round.fairness;
    expect(f.clientSeed).toBe('demo');
    expect(seedMatchesHash(f.serverSeed!, f.serverSeedHash)).toBe(true);
    expect(deriveOutcome('slot', { serverSeed: f.serverSeed!, clientSeed: 'demo', nonce: 0 })).toEqual(
      r.data.round.outcome,
    );
    expect(r.data.balance).toBe(200_000 - 10_000 + r.data.round.payout);
    expect(await housePostings()).toBe(house);
    expect((await api('seed/rotate', { ticket })).code).toBe(ErrorCode.badInput);
  });

  it('refuses a bad client seed or seed hash with a clear code and changes nothing', async () => {
    const m = await newMember(t, 'engseed1');
    const { ticket } = await launch(m.token, 'by', 'yb0031');
    const before = (await api<{ seed: Fair }>('state', { ticket })).data.seed;
    const bad = await api('seed/rotate', { ticket, clientSeed: 'has space' });
    expect(bad).toMatchObject({ status: 400, code: ErrorCode.badInput });
    expect((await api<{ seed: Fair }>('state', { ticket })).data.seed).toEqual(before);
    expect((await t.app.inject({ url: '/play/api/fair/seed/xyz' })).statusCode).toBe(400);
  });
});
