import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  CRASH_CLIENT_SEED,
  crashDelayFor,
  crashMultiplierAt,
  deriveOutcome,
  seedMatchesHash,
} from '@arena/domain';
import { ErrorCode, catalogue } from '@arena/protocol';
import { transferBetween } from '../src/modules/wallet/ledger.ts';
import { GatewayError } from '../src/gateway/gateway-error.ts';
import { currentRound } from '../src/modules/games/crash-rounds.ts';
import {
  cashOutCrash,
  crashState,
  placeCrashBet,
  settleDueCrashBets,
} from '../src/modules/games/crash-service.ts';
import type { CrashRoundRow } from '../src/modules/games/crash-repository.ts';
import { revealSeedByHash } from '../src/modules/games/fair-service.ts';
import { listGameRecords } from '../src/modules/games/records-repository.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { balance, fund, launchInput, newMember, ticketOf } from './games-helpers.ts';

/*
 * The shared crash rounds (docs/games.md "Crash rounds"): two members in one round, each cash-out paying
 * its own stake only, a cash-out at or after the bust refused by the server clock, repeated requests
 * moving nothing, every money change a ledger movement on the venue sub-balance.
 */

const VENUE = 'by';
const GAME = 'yb0098'; // 极速雷霆连线: a crash title
const FUNDS = 100_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function member(name: string) {
  const m = await newMember(t, name);
  await fund(t, m.id, FUNDS, `fund-${name}`);
  await transferBetween(t.db, {
    idempotencyKey: `in-${name}`,
    memberId: m.id,
    from: 'main',
    to: `venue:${VENUE}`,
    amount: FUNDS,
    type: 'transfer_in',
  });
  const res = await t.call(catalogue.games.launch, launchInput(VENUE, GAME), { token: m.token });
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  const url = (res.data as { url: string }).url;
  return { ...m, url, ticket: ticketOf(url) };
}

const api = async (path: string, body: object) => {
  const res = await t.app.inject({ method: 'POST', url: `/play/api/${path}`, payload: body });
  return {
    status: res.statusCode,
    ...res.json<{ code: number; msg: string; data: Record<string, unknown> }>(),
  };
};
const venueBalance = (id: number) => balance(t, id, `venue:${VENUE}`);
const houseGames = async () =>
  Number(
    (
      await t.db.query<{ s: string }>(
        "select coalesce(sum(amount), 0) as s from ledger_posting where account = 'house:games'",
      )
    ).rows[0]!.s,
  );
const count = async (sql: string) => Number((await t.db.query<{ n: string }>(sql)).rows[0]!.n);

/** The next round open for bets from `at`, skipping rounds that bust below `minPoint`. */
async function roundFrom(at: number, minPoint: number): Promise<CrashRoundRow> {
  let r = await currentRound(t.db, at);
  while (r.point < minPoint) r = await currentRound(t.db, r.bustAt + 1);
  return r;
}

async function refusal(work: Promise<unknown>): Promise<GatewayError> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GatewayError);
  return err as GatewayError;
}

describe('crash rounds shared by all players (spec §3 launch; docs/games.md "Crash rounds")', () => {
  it('serves the crash page and socket; bad input is refused with a Chinese message and writes nothing', async () => {
    const a = await member('crashpage');
    const page = await t.app.inject({ url: a.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-engine="crash"');
    expect(page.body).not.toMatch(/<script>|\sstyle=|\son[a-z]+=/);
    expect(page.body).toContain('99.00%');
    const state = await api('crash/state', { ticket: a.ticket });
    expect(state.code).toBe(ErrorCode.ok);
    const round = state.data.round as {
      roundNo: number;
      phase: string;
      point: number | null;
      serverSeed: string | null;
    };
    expect(round).toMatchObject({ phase: 'betting', point: null, serverSeed: null });
    expect(state.data.balance).toBe(FUNDS);

    for (const body of [
      { requestId: 'bad-stake-1', stake: 123 },
      { requestId: 'bad-target1', stake: 1_000, autoTarget: 100 },
      { requestId: 'x', stake: 1_000 },
    ]) {
      const res = await api('crash/bet', { ticket: a.ticket, ...body });
      expect(res.status).toBe(400);
      expect(res.code).toBe(ErrorCode.badInput);
      expect(res.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await count('select count(*) as n from crash_bet')).toBe(0);
    expect(await venueBalance(a.id)).toBe(FUNDS);

    // The socket greets with the round everyone shares.
    const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const ws = new WebSocket(`${base}/ws/crash`);
    const frame = await new Promise<{ type: string; roundNo: number; serverSeedHash: string }>(
      (resolve, reject) => {
        ws.once('message', (raw: Buffer) => resolve(JSON.parse(raw.toString()) as never));
        ws.once('error', reject);
      },
    );
    ws.close();
    expect(frame).toMatchObject({ type: 'round', roundNo: round.roundNo });
  });

  it('two members in one round: each cash-out pays only its own stake; a cash-out after the bust is refused; repeats move nothing', async () => {
    const a = await member('crasha');
    const b = await member('crashb');
    const houseBefore = await houseGames();
    // Far past the round the first test opened on the real clock, so this story owns its rounds.
    const r = await roundFrom(Date.now() + 3_600_000, 150);
    const betAt = r.startAt - 1_000;

    const aBet = await placeCrashBet(
      t.db,
      { ticket: a.ticket, requestId: 'crash-a-bet-1', stake: 1_000 },
      betAt,
    );
    const bBet = await placeCrashBet(
      t.db,
      { ticket: b.ticket, requestId: 'crash-b-bet-1', stake: 5_000 },
      betAt,
    );
    expect([aBet.bet.roundNo, bBet.bet.roundNo]).toEqual([r.roundNo, r.roundNo]);
    expect([aBet.balance, bBet.balance]).toEqual([FUNDS - 1_000, FUNDS - 5_000]);
    // Every player sees the round's bets: names masked when stored, biggest stake first.
    const listed = await crashState(t.db, a.ticket, betAt);
    expect(listed.players).toEqual({
      roundNo: r.roundNo,
      players: [
        { player: 'cr***b', stake: 5_000, status: 'open', cashout: null },
        { player: 'cr***a', stake: 1_000, status: 'open', cashout: null },
      ],
      count: 2,
      totalStake: 6_000,
    });
    const names = await t.db.query<{ player: string }>('select player from crash_bet where round_no = $1', [
      r.roundNo,
    ]);
    expect(names.rows.map((x) => x.player).sort()).toEqual(['cr***a', 'cr***b']);
    // The same request again answers the same bet; another bet in the same round is refused.
    const again = await placeCrashBet(
      t.db,
      { ticket: a.ticket, requestId: 'crash-a-bet-1', stake: 1_000 },
      betAt,
    );
    expect(again.replayed).toBe(true);
    expect(
      (
        await refusal(
          placeCrashBet(t.db, { ticket: a.ticket, requestId: 'crash-a-bet-2', stake: 1_000 }, betAt),
        )
      ).message,
    ).toBe('本局已下注');
    // Bets close at the start, by the server clock.
    expect(
      (
        await refusal(
          placeCrashBet(t.db, { ticket: a.ticket, requestId: 'crash-a-late1', stake: 1_000 }, r.startAt),
        )
      ).message,
    ).toContain('已开始');
    expect((await refusal(cashOutCrash(t.db, { ticket: a.ticket, roundNo: r.roundNo }, betAt))).message).toBe(
      '本局尚未开始',
    );

    // A cashes out at 1.20×, ten times at once: paid once, 1 200 fen for a 1 000 fen stake.
    const at = r.startAt + crashDelayFor(120);
    const cashes = await Promise.all(
      Array.from({ length: 10 }, () => cashOutCrash(t.db, { ticket: a.ticket, roundNo: r.roundNo }, at)),
    );
    const m = crashMultiplierAt(at - r.startAt);
    expect(m).toBe(120);
    expect(cashes.map((c) => c.bet.payout)).toEqual(Array(10).fill(1_200));
    expect(cashes.filter((c) => !c.replayed)).toHaveLength(1);
    expect(await venueBalance(a.id)).toBe(FUNDS - 1_000 + 1_200);
    expect(await venueBalance(b.id)).toBe(FUNDS - 5_000); // A's cash-out paid nothing on B's stake
    expect((await crashState(t.db, b.ticket, at)).players.players[1]).toEqual({
      player: 'cr***a',
      stake: 1_000,
      status: 'cashed',
      cashout: 120,
    });
    // The seed stays secret until the bust, on the public seed call as everywhere.
    const early = await t.app.inject({ url: `/play/api/fair/seed/${r.serverSeedHash}` });
    expect(early.statusCode).toBe(404);
    await expect(revealSeedByHash(t.db, r.serverSeedHash, r.bustAt - 1)).rejects.toThrow('尚未公开');

    // B tries at the bust millisecond and after: refused, and loses the stake when the round is settled.
    for (const late of [r.bustAt, r.bustAt + 50])
      expect(
        (await refusal(cashOutCrash(t.db, { ticket: b.ticket, roundNo: r.roundNo }, late))).message,
      ).toContain('爆破');
    expect(await settleDueCrashBets(t.db, r.bustAt + 100)).toBe(1);
    expect(await settleDueCrashBets(t.db, r.bustAt + 200)).toBe(0);
    expect(await venueBalance(b.id)).toBe(FUNDS - 5_000);
    expect(await houseGames()).toBe(houseBefore + 5_000 + 1_000 - 1_200);

    const records = await t.db.query<{ member_id: string; stake: string; payout: string; engine: string }>(
      `select member_id, stake, payout, engine from game_round where engine = 'crash' and nonce = $1 order by stake`,
      [r.roundNo],
    );
    expect(records.rows.map((x) => [Number(x.member_id), Number(x.stake), Number(x.payout)])).toEqual([
      [a.id, 1_000, 1_200],
      [b.id, 5_000, 0],
    ]);

    // After the bust the round's seed is public and recomputes its crash point.
    const state = await crashState(t.db, a.ticket, r.bustAt + 300);
    expect(state.history[0]).toMatchObject({
      roundNo: r.roundNo,
      phase: 'busted',
      point: r.point,
      serverSeed: r.serverSeed,
    });
    expect(state.bets[0]).toMatchObject({
      roundNo: r.roundNo,
      status: 'cashed',
      cashout: 120,
      payout: 1_200,
    });
    // After the bust the verification page finds the round's seed by its hash.
    expect(await revealSeedByHash(t.db, r.serverSeedHash, r.bustAt)).toEqual({
      serverSeed: r.serverSeed,
      serverSeedHash: r.serverSeedHash,
      clientSeed: CRASH_CLIENT_SEED,
      rounds: 1,
    });
    // The records link each crash bet to that verification.
    const day = new Date(at + 8 * 3_600_000).toISOString().slice(0, 10);
    const recs = await listGameRecords(t.db, {
      memberId: a.id,
      startDate: day,
      endDate: day,
      page: 1,
      size: 20,
      hideZbyx: false,
    });
    expect(recs.list.find((x) => x.betId.startsWith(`C${r.roundNo}-`))?.fair).toEqual({
      engine: 'crash',
      serverSeedHash: r.serverSeedHash,
      clientSeed: CRASH_CLIENT_SEED,
      nonce: r.roundNo,
    });
    const busted = await t.db.query<{ server_seed: string; server_seed_hash: string; point: number }>(
      'select server_seed, server_seed_hash, point from crash_round where round_no = $1',
      [r.roundNo],
    );
    const row = busted.rows[0]!;
    expect(seedMatchesHash(row.server_seed, row.server_seed_hash)).toBe(true);
    expect(
      deriveOutcome('crash', {
        serverSeed: row.server_seed,
        clientSeed: CRASH_CLIENT_SEED,
        nonce: r.roundNo,
      }),
    ).toEqual({
      engine: 'crash',
      point: row.point,
    });
  });

  it('pays an auto cash-out at its target once the multiplier reaches it, on whichever settle runs first', async () => {
    const c = await member('crashc');
    const r = await roundFrom(Date.now() + 5_400_000, 150);
    await placeCrashBet(
      t.db,
      { ticket: c.ticket, requestId: 'crash-c-bet-1', stake: 10_000, autoTarget: 125 },
      r.startAt - 10,
    );
    expect(await settleDueCrashBets(t.db, r.startAt + crashDelayFor(125) - 1)).toBe(0);
    const settles = await Promise.all(
      [1, 2, 3].map(() => settleDueCrashBets(t.db, r.startAt + crashDelayFor(125) + 5)),
    );
    expect(settles.reduce((s, n) => s + n, 0)).toBe(1);
    expect(await venueBalance(c.id)).toBe(FUNDS - 10_000 + 12_500);
    // A manual cash-out later answers the settled bet and moves nothing.
    const later = await cashOutCrash(
      t.db,
      { ticket: c.ticket, roundNo: r.roundNo },
      r.startAt + crashDelayFor(140),
    );
    expect(later).toMatchObject({ replayed: true, bet: { cashout: 125, payout: 12_500 } });
    expect(await venueBalance(c.id)).toBe(FUNDS - 10_000 + 12_500);
  });
});
