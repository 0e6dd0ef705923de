import { randomInt } from 'node:crypto';
import { ErrorCode } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { GatewayError } from '../../gateway/gateway-error.ts';
import { memberIdsByInviteCode, membersByInviteCode, withMemberNames } from '../auth/member-directory.ts';
import { settledDepositsBetween } from '../wallet/deposit-totals.ts';
import { periodTurnoverByMember } from '../rewards/dividend-turnover.ts';
import { isPeriod, periodRange, siteWeek } from '../rewards/reward-periods.ts';
import { sendLetter } from '../message/message-service.ts';
import * as repo from './agent-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/** Commission of a new agent: 0.5 % of the valid turnover of its members (docs/messages.md). */
export const AGENT_DEFAULT_COMMISSION_BP = 50;
/** How many past weeks the agent page offers. */
const PERIODS_SHOWN = 8;
const WEEK_MS = 7 * 86_400_000;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () =>
  Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** agent.check: whether the member is an agent, else the state of the latest application. */
export async function checkAgent(
  q: Queryable,
  memberId: number,
): Promise<{
  isAgent: boolean;
  applyStatus: repo.ApplyStatus | 'none';
  agentCode: string | null;
  appliedAt: number | null;
  rejectReason: string | null;
}> {
  const agent = await repo.findAgent(q, memberId);
  const application = await repo.latestApplication(q, memberId);
  return {
    isAgent: agent !== null,
    applyStatus: agent ? ('approved' as const) : (application?.status ?? 'none'),
    agentCode: agent?.code ?? null,
    appliedAt: application ? application.createdAt.getTime() : null,
    rejectReason: !agent && application?.status === 'rejected' ? (application.reviewNote ?? '') : null,
  };
}

const CONTACT_RULES: Record<string, { test: RegExp; msg: string }> = {
  phone: { test: /^\+?\d{6,15}$/, msg: msg('agent.contactPhone') },
  email: { test: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, msg: msg('agent.contactEmail') },
  qq: { test: /^\d{5,12}$/, msg: msg('agent.contactQq') },
  wechat: { test: /^[A-Za-z0-9_-]{3,64}$/, msg: msg('agent.contactWechat') },
  telegram: { test: /^@?[A-Za-z0-9_]{3,64}$/, msg: msg('agent.contactTelegram') },
};

/** agent.join: files an application for an operator to review. */
export async function joinAgent(
  q: Queryable,
  memberId: number,
  input: { contactType: string; contact: string; channel?: string | undefined; remark?: string | undefined },
) {
  const contact = input.contact.trim();
  const rule = CONTACT_RULES[input.contactType];
  if (rule && !rule.test.test(contact))
    throw new GatewayError(ErrorCode.badInput, rule.msg, { field: 'contact' });
  if (await repo.findAgent(q, memberId))
    throw new GatewayError(ErrorCode.conflict, msg('agent.alreadyAgent'));
  const id = await repo.insertApplication(q, {
    memberId,
    contactType: input.contactType,
    contact,
    channel: input.channel?.trim() ?? '',
    remark: input.remark?.trim() ?? '',
  });
  if (!id) throw new GatewayError(ErrorCode.conflict, msg('agent.applicationPending'));
  return { applyId: id, applyStatus: 'pending' as const };
}

/**
 * Operator review. Approval makes the member an agent with a fresh code; either way the member gets
 * a letter. Unknown or already decided applications are refused and nothing is written.
 */
export async function reviewApplication(
  db: Db,
  id: string,
  decision: 'approved' | 'rejected',
  note: string | null,
  commissionBp = AGENT_DEFAULT_COMMISSION_BP,
) {
  if (!/^\d{1,18}$/.test(id)) throw new GatewayError(ErrorCode.notFound, msg('agent.applicationNotFound'));
  return db.transaction(async (tx) => {
    const decided = await repo.decideApplication(tx, id, decision, note);
    if (!decided) throw new GatewayError(ErrorCode.notFound, msg('common.applicationGone'));
    let code: string | null = null;
    if (decision === 'approved') {
      for (let i = 0; i < 10 && code === null; i += 1) {
        const candidate = newCode();
        if (await repo.insertAgent(tx, { memberId: decided.memberId, code: candidate, commissionBp }))
          code = candidate;
      }
      if (code === null) throw new Error('no free agent code');
    }
    await sendLetter(tx, {
      memberId: decided.memberId,
      title: decision === 'approved' ? '代理申请已通过' : '代理申请未通过',
      content:
        decision === 'approved'
          ? `恭喜您成为代理，您的代理码为 ${code ?? ''}。在代理中心可复制推广链接和二维码。`
          : `很抱歉，您的代理申请未通过审核。${note ? `原因：${note}` : ''}`,
      link: '/app/me/agent',
    });
    return { id, status: decision, memberId: decided.memberId, agentCode: code };
  });
}

async function requireAgent(q: Queryable, memberId: number) {
  const agent = await repo.findAgent(q, memberId);
  if (!agent) throw new GatewayError(ErrorCode.forbidden, msg('agent.notAgent'));
  return agent;
}

/** The week periods the page offers: this week and the ones before, newest first. */
function recentPeriods(now: number): string[] {
  return Array.from({ length: PERIODS_SHOWN }, (_, i) => siteWeek(now - i * WEEK_MS));
}

/** Deposits and valid turnover of `memberIds` in an ISO week. */
async function periodFigures(q: Queryable, memberIds: readonly number[], period: string) {
  const { from, to } = periodRange('week', period);
  const deposits = await settledDepositsBetween(q, memberIds, new Date(from), new Date(to));
  const wanted = new Set(memberIds);
  const turnover = new Map<number, number>();
  if (wanted.size > 0)
    for (const row of await periodTurnoverByMember(q, new Date(from), new Date(to)))
      if (wanted.has(row.memberId)) turnover.set(row.memberId, row.turnover);
  return { deposits, turnover };
}

const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/** Shows the member's name with its middle hidden: an agent sees who joined, not the whole name. */
export function maskMemberName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1) ?? ''}`;
}

/** agent.members: the members registered through the agent's code, with their figures for a week. */
export async function agentMembers(
  q: Queryable,
  memberId: number,
  input: { page: number; size: number; period?: string | undefined },
  now: number,
) {
  const agent = await requireAgent(q, memberId);
  const period = input.period ?? siteWeek(now);
  if (!isPeriod('week', period))
    throw new GatewayError(ErrorCode.badInput, msg('agent.badPeriod'), { field: 'period' });
  const page = await membersByInviteCode(q, agent.code, {
    limit: input.size,
    offset: (input.page - 1) * input.size,
  });
  const allIds = await memberIdsByInviteCode(q, agent.code);
  const { deposits, turnover } = await periodFigures(q, allIds, period);
  return {
    list: page.rows.map((m) => ({
      name: maskMemberName(m.name),
      registeredAt: m.createdAt.getTime(),
      deposit: deposits.get(m.id) ?? 0,
      turnover: turnover.get(m.id) ?? 0,
    })),
    total: page.total,
    page: input.page,
    size: input.size,
    period,
    periods: recentPeriods(now),
    totals: { deposit: sum(deposits), turnover: sum(turnover) },
  };
}

/** agent.commissions: the agent's settled periods, newest first. */
export async function agentCommissions(
  q: Queryable,
  memberId: number,
  input: { page: number; size: number },
) {
  await requireAgent(q, memberId);
  const { rows, total } = await repo.listCommissions(q, memberId, {
    limit: input.size,
    offset: (input.page - 1) * input.size,
  });
  return {
    list: rows.map((r) => ({
      period: r.period,
      memberCount: r.memberCount,
      deposit: r.deposit,
      turnover: r.turnover,
      amount: r.amount,
      paidAt: r.createdAt.getTime(),
    })),
    total,
    page: input.page,
    size: input.size,
  };
}

/** Operator: applications, newest first (one status or all), at most 200, with the member's name. */
export async function listApplications(q: Queryable, status: repo.ApplyStatus | null) {
  return withMemberNames(q, await repo.listApplications(q, status));
}
