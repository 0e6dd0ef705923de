import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../db/db.ts';
import { memberIdsByInviteCode } from '../auth/member-directory.ts';
import { postMovement } from '../wallet/ledger.ts';
import { settledDepositsBetween } from '../wallet/deposit-totals.ts';
import { periodTurnoverByMember } from '../rewards/dividend-turnover.ts';
import { periodRange, previousPeriod } from '../rewards/reward-periods.ts';
import { runJobPeriod } from '../jobs/job-service.ts';
import { sendLetter } from '../message/message-service.ts';
import { insertCommission, listAgents } from './agent-repository.ts';

export const AGENT_COMMISSION_JOB = 'agent-commission';
const JOB_INTERVAL_MS = 10 * 60_000;

/** commission = floor(valid turnover × rate); fen in, fen out, never a float on money. */
export const commissionOf = (turnover: number, bp: number) => Math.floor((turnover * bp) / 10_000);

async function settleAgents(tx: Queryable, period: string, now: number) {
  const { from, to } = periodRange('week', period);
  const turnoverRows = await periodTurnoverByMember(tx, new Date(from), new Date(to));
  const turnoverOf = new Map(turnoverRows.map((r) => [r.memberId, r.turnover]));
  let agents = 0;
  let paid = 0;
  for (const agent of await listAgents(tx)) {
    const ids = await memberIdsByInviteCode(tx, agent.code);
    const deposits = await settledDepositsBetween(tx, ids, new Date(from), new Date(to));
    const turnover = ids.reduce((a, id) => a + (turnoverOf.get(id) ?? 0), 0);
    const deposit = [...deposits.values()].reduce((a, b) => a + b, 0);
    const amount = commissionOf(turnover, agent.commissionBp);
    let ledgerTxId: string | null = null;
    if (amount > 0) {
      const moved = await postMovement(tx, {
        idempotencyKey: `agent-commission:${agent.memberId}:${period}`,
        memberId: agent.memberId,
        type: 'bonus',
        refNo: `AG${period}`,
        remark: `代理佣金 ${period}`,
        now,
        postings: [
          { memberId: agent.memberId, account: 'main', currency: 'CNY', amount },
          { memberId: null, account: 'house:bonus', currency: 'CNY', amount: -amount },
        ],
      });
      ledgerTxId = moved.txId;
      await sendLetter(tx, {
        memberId: agent.memberId,
        title: `代理佣金已发放（${period}）`,
        content: `本周期有效流水 ${(turnover / 100).toFixed(2)} 元，佣金 ${(amount / 100).toFixed(2)} 元已发放至中心钱包。`,
        link: '/app/me/agent',
      });
      paid += amount;
    }
    await insertCommission(tx, {
      memberId: agent.memberId,
      period,
      memberCount: ids.length,
      deposit,
      turnover,
      amount,
      ledgerTxId,
    });
    agents += 1;
  }
  return { agents, paid };
}

/**
 * Settles one ISO week for every agent through the durable job table: the commission rows, the
 * ledger credits and the letters commit together, once per period whichever instance runs first.
 */
export async function runAgentCommission(db: Db, period: string, now: number) {
  let summary = { agents: 0, paid: 0 };
  const outcome = await runJobPeriod(db, AGENT_COMMISSION_JOB, period, async (tx) => {
    summary = await settleAgents(tx, period, now);
  });
  return { period, outcome, ...summary };
}

/** Every ten minutes, settles the last complete week if no instance has. Off under the test runner. */
export function startAgentCommissionJob(app: FastifyInstance): void {
  if (process.env.NODE_ENV === 'test') return;
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    if (!app.cluster.leader.isLeader()) {
      timer = setTimeout(tick, JOB_INTERVAL_MS).unref(); // one instance runs it (docs/scaling.md)
      return;
    }
    runAgentCommission(app.db, previousPeriod('week', app.now()), app.now())
      .then((r) => {
        if (r.outcome === 'ran') app.log.info({ agentCommission: r }, 'agent commission ran');
      })
      .catch((err: unknown) => app.log.error({ err }, 'agent commission failed'));
    timer = setTimeout(tick, JOB_INTERVAL_MS).unref();
  };
  app.addHook('onReady', (done) => {
    timer = setTimeout(tick, 90_000).unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    if (timer) clearTimeout(timer);
    done();
  });
}
