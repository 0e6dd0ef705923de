import { expect } from 'vitest';
import { ErrorCode, catalogue, type CallDef } from '@arena/protocol';
import { luhnCheckDigit } from '@arena/domain';
import type { Queryable } from '../../src/db/db.ts';
import { adminCall } from './gateway-process.ts';
import type { HttpGatewayClient } from './http-gateway-client.ts';
import { NoAnswer } from './http-gateway-client.ts';

const f = catalogue.finance;
const g = catalogue.games;

/** Play money each wave member starts with, in fen. */
export const WAVE_GRANT = 1_000_000;
const WITHDRAW_PASSWORD = '135790';

export interface WaveMember {
  name: string;
  token: string;
  bankCardId: string;
  ticket: string;
}

/** An operation the gateway acknowledged: replaying it must answer the same data. */
export interface AckedCall {
  call: CallDef;
  input: Record<string, unknown>;
  token: string;
  data: unknown;
}

/** A game round the gateway acknowledged, replayable by its request id. */
export interface AckedRound {
  body: { ticket: string; requestId: string; stake: number; pick: 'big' | 'small' };
  round: unknown;
}

/** Everything a wave sent, for the checks after the crash. */
export interface WaveLog {
  acked: AckedCall[];
  rounds: AckedRound[];
  /** Sent but never answered (the connection died): committed or not, a re-send must apply at most once. */
  unanswered: Omit<AckedCall, 'data'>[];
  /** Same-key pairs sent at once that both answered ok (and alike). */
  pairs: number;
  sent: number;
}

export const newWaveLog = (): WaveLog => ({ acked: [], rounds: [], unanswered: [], pairs: 0, sent: 0 });

let serial = 0;
const key = (tag: string) => `${tag}-${Date.now().toString(36)}-${(serial += 1)}`;

/** Registers a member over HTTP and readies every money path: real name, PIN, card, grant, game ticket. */
export async function waveMember(client: HttpGatewayClient, name: string): Promise<WaveMember> {
  const reg = await client.call(catalogue.auth.registerV4, {
    name,
    password: 'abc12345',
    timewd: 'x',
    birthDate: '1990-01-01',
  });
  expect(reg.code, reg.msg).toBe(ErrorCode.ok);
  const token = (reg.data as { token: string }).token;
  const ok = async (call: CallDef, input: Record<string, unknown>) => {
    const res = await client.call(call, input, token);
    expect(res.code, `${call.id}: ${res.msg}`).toBe(ErrorCode.ok);
    return res.data;
  };
  await ok(catalogue.member.realNameSet, { realName: '张伟' });
  await ok(catalogue.member.withdrawPasswordSet, { password: WITHDRAW_PASSWORD });
  const payload = `62220212${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const card = (await ok(f.bankCardAdd, {
    cardNum: `${payload}${luhnCheckDigit(payload)}`,
    bankCode: 'ICBC',
    withdrawPassword: WITHDRAW_PASSWORD,
  })) as { id: string };
  const grant = await adminCall(client.baseUrl, 'POST', `/admin/games/members/${name}/grant`, {
    amount: WAVE_GRANT,
  });
  expect(grant.code).toBe(ErrorCode.ok);
  const launch = (await ok(g.launch, {
    venueCode: 'by',
    gameCode: 'yb0003',
    device: 'h5',
    resetDpDomain: false,
    rollbackAddress: 'http://127.0.0.1:8080/app/egame',
    isUseCache: false,
  })) as { url: string };
  const ticket = new URL(launch.url, 'http://x').searchParams.get('ticket') ?? '';
  return { name, token, bankCardId: card.id, ticket };
}

/** One member's stream of mixed money operations until `stop()` says so. */
export async function runWorker(
  client: HttpGatewayClient,
  m: WaveMember,
  log: WaveLog,
  stop: () => boolean,
): Promise<void> {
  let n = 0;
  const send = async (call: CallDef, input: Record<string, unknown>) => {
    log.sent += 1;
    try {
      const res = await client.call(call, input, m.token);
      if (res.code === ErrorCode.ok) log.acked.push({ call, input, token: m.token, data: res.data });
      return res;
    } catch (err) {
      if (!(err instanceof NoAnswer)) throw err;
      log.unanswered.push({ call, input, token: m.token });
      return null;
    }
  };
  const operator = async (url: string) => {
    try {
      await adminCall(client.baseUrl, 'POST', url);
    } catch {
      // the gateway died under the operator's call: the order stays as the database has it
    }
  };
  while (!stop()) {
    n += 1;
    const idempotencyKey = key(`w${m.name}-${n}`);
    switch (n % 9) {
      case 0: {
        // The same key twice at once, as a client re-sending after a timeout: one movement.
        const input = { api_name: 'by', amount: 1_000 + n, walletType: 'RMB', idempotencyKey };
        const [a, b] = await Promise.all([send(g.transferIn, input), send(g.transferIn, input)]);
        if (a?.code === ErrorCode.ok && b?.code === ErrorCode.ok) {
          log.pairs += 1;
          expect(b.data).toEqual(a.data);
        }
        break;
      }
      case 1:
        await send(g.transferOut, { transfer_out: 'by', amount: 500 + n, walletType: 'RMB', idempotencyKey });
        break;
      case 2:
        await send(f.yebToYeb, { amount: 700 + n, idempotencyKey });
        break;
      case 3:
        await send(f.yebToCenter, { amount: 300 + n, idempotencyKey });
        break;
      case 4: {
        const res = await send(f.payVal, {
          payTypeId: 'bank',
          channelId: 'bank-1',
          amount: 10_000 + n,
          idempotencyKey,
        });
        const orderNo = (res?.data as { orderNo?: string } | undefined)?.orderNo;
        if (res?.code === ErrorCode.ok && orderNo)
          await operator(`/admin/finance/deposits/${orderNo}/${n % 2 ? 'settle' : 'reject'}`);
        break;
      }
      case 5: {
        const res = await send(f.withdrawNewV6, {
          amount: 10_000,
          bankCardId: m.bankCardId,
          withdrawPassword: WITHDRAW_PASSWORD,
          idempotencyKey,
        });
        const orderNo = (res?.data as { orderNo?: string } | undefined)?.orderNo;
        if (res?.code !== ErrorCode.ok || !orderNo) break;
        const end = Math.floor(n / 9) % 3;
        if (end === 0) await operator(`/admin/finance/withdrawals/${orderNo}/pay`);
        else if (end === 1) await operator(`/admin/finance/withdrawals/${orderNo}/reject`);
        else await send(f.withdrawCancel, { orderNo, idempotencyKey: key('cancel') });
        break;
      }
      case 6:
        await send(catalogue.live.goldPurchase, { amount: 1_000, idempotencyKey });
        break;
      case 7: {
        const body = {
          ticket: m.ticket,
          requestId: idempotencyKey,
          stake: 100,
          pick: n % 2 ? 'big' : 'small',
        } as const;
        log.sent += 1;
        try {
          const res = await client.plainPost<{ round: unknown }>('/play/api/round', body);
          if (res.code === ErrorCode.ok) log.rounds.push({ body, round: res.data.round });
        } catch (err) {
          if (!(err instanceof NoAnswer)) throw err;
        }
        break;
      }
      default:
        await send(
          n % 2 ? g.oneClickIn : g.oneClickRecovery,
          n % 2 ? { api_name: 'by', idempotencyKey } : { idempotencyKey },
        );
    }
  }
}

/**
 * After a restart: every acknowledged call answers the same data again (the stored answer, not a new
 * run), every acknowledged round is the same round, and every unanswered call re-sent twice answers
 * the same both times (applied at most once). Returns how many unanswered calls had committed.
 */
export async function replayAfterRestart(client: HttpGatewayClient, log: WaveLog): Promise<number> {
  for (const a of log.acked) {
    const again = await client.call(a.call, a.input, a.token);
    expect(again.code, `${a.call.id} ${again.msg}`).toBe(ErrorCode.ok);
    expect(again.data, a.call.id).toEqual(a.data);
  }
  for (const r of log.rounds) {
    const again = await client.plainPost<{ round: unknown }>('/play/api/round', r.body);
    expect(again.code).toBe(ErrorCode.ok);
    expect(again.data.round).toEqual(r.round);
  }
  let committed = 0;
  for (const u of log.unanswered) {
    const first = await client.call(u.call, u.input, u.token);
    const second = await client.call(u.call, u.input, u.token);
    expect(second.code, u.call.id).toBe(first.code);
    if (first.code === ErrorCode.ok) {
      committed += 1;
      expect(second.data, u.call.id).toEqual(first.data);
    }
  }
  return committed;
}

const sumOf = async (q: Queryable, sql: string, params: unknown[]) =>
  Number((await q.query<{ s: string | number | null }>(sql, params as never[])).rows[0]?.s ?? 0);

/**
 * Per-member conservation, read from the database: how far the member's CNY wallets (main, yield,
 * venues) are from the grant, plus settled deposits, plus game results, less withdrawals still held or
 * paid, less gold bought, plus yield interest — the orders and rounds as their own tables record them.
 * 0 when nothing was lost or made up.
 */
export async function memberDrift(q: Queryable, name: string): Promise<number> {
  const id = await sumOf(q, 'select id as s from member where lower(name) = lower($1)', [name]);
  expect(id).toBeGreaterThan(0);
  const wallets = await sumOf(
    q,
    `select sum(balance) as s from ledger_balance where member_id = $1 and currency = 'CNY'`,
    [id],
  );
  const deposits = await sumOf(
    q,
    `select sum(amount) as s from deposit_order where member_id = $1 and status = 'success' and currency = 'CNY'`,
    [id],
  );
  const withdrawn = await sumOf(
    q,
    `select sum(amount) as s from withdraw_order where member_id = $1 and status in ('pending', 'paid')`,
    [id],
  );
  const games = await sumOf(q, `select sum(payout - stake) as s from game_round where member_id = $1`, [id]);
  const other = await sumOf(
    q,
    `select sum(p.amount) as s from ledger_posting p join ledger_tx t on t.id = p.tx_id
     where t.member_id = $1 and p.member_id = $1 and p.currency = 'CNY' and t.type in ('gift_buy', 'interest')`,
    [id],
  );
  return wallets - (WAVE_GRANT + deposits - withdrawn + games + other);
}

/** Asserts per-member conservation (no drift) for one wave member. */
export async function expectConserved(q: Queryable, m: WaveMember): Promise<void> {
  expect(await memberDrift(q, m.name), `conservation of ${m.name}`).toBe(0);
}
