import type { Queryable } from '../../db/db.ts';

/* All SQL of agent_application, agent and agent_commission (docs/messages.md "Agents"). */

export type ApplyStatus = 'pending' | 'approved' | 'rejected';

export interface ApplicationRow {
  id: string;
  memberId: number;
  contactType: string;
  contact: string;
  channel: string;
  remark: string;
  status: ApplyStatus;
  reviewNote: string | null;
  createdAt: Date;
}

const APPLICATION = `a.id::text as id, a.member_id::int as "memberId",
  a.contact_type as "contactType", a.contact, a.channel, a.remark, a.status, a.review_note as "reviewNote",
  a.created_at as "createdAt"`;

export async function latestApplication(q: Queryable, memberId: number): Promise<ApplicationRow | null> {
  const { rows } = await q.query<ApplicationRow>(
    `select ${APPLICATION} from agent_application a
      where a.member_id = $1 order by a.id desc limit 1`,
    [memberId],
  );
  return rows[0] ?? null;
}

/** Inserts a pending application; null when one is already pending (the partial unique index). */
export async function insertApplication(
  q: Queryable,
  a: { memberId: number; contactType: string; contact: string; channel: string; remark: string },
): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    `insert into agent_application (member_id, contact_type, contact, channel, remark, status)
     values ($1, $2, $3, $4, $5, 'pending') on conflict do nothing returning id::text as id`,
    [a.memberId, a.contactType, a.contact, a.channel, a.remark],
  );
  return rows[0]?.id ?? null;
}

export async function listApplications(q: Queryable, status: ApplyStatus | null): Promise<ApplicationRow[]> {
  const { rows } = await q.query<ApplicationRow>(
    `select ${APPLICATION} from agent_application a
      where ($1::text is null or a.status = $1) order by a.id desc limit 200`,
    [status],
  );
  return rows;
}

/** Decides a pending application; null when it is unknown or no longer pending. */
export async function decideApplication(
  tx: Queryable,
  id: string,
  status: 'approved' | 'rejected',
  note: string | null,
): Promise<{ memberId: number } | null> {
  const { rows } = await tx.query<{ member_id: number }>(
    `update agent_application set status = $2, review_note = $3, reviewed_at = now()
      where id = $1 and status = 'pending' returning member_id::int as member_id`,
    [id, status, note],
  );
  const row = rows[0];
  return row ? { memberId: row.member_id } : null;
}

export interface AgentRow {
  memberId: number;
  code: string;
  commissionBp: number;
}

export async function findAgent(q: Queryable, memberId: number): Promise<AgentRow | null> {
  const { rows } = await q.query<AgentRow>(
    `select member_id::int as "memberId", code, commission_bp as "commissionBp" from agent where member_id = $1`,
    [memberId],
  );
  return rows[0] ?? null;
}

export async function listAgents(q: Queryable): Promise<AgentRow[]> {
  const { rows } = await q.query<AgentRow>(
    `select member_id::int as "memberId", code, commission_bp as "commissionBp" from agent order by member_id`,
  );
  return rows;
}

/** Makes the member an agent with `code`; false when the code is taken (the caller picks another). */
export async function insertAgent(
  tx: Queryable,
  a: { memberId: number; code: string; commissionBp: number },
): Promise<boolean> {
  const { rows } = await tx.query(
    `insert into agent (member_id, code, commission_bp) values ($1, $2, $3)
     on conflict (code) do nothing returning member_id`,
    [a.memberId, a.code, a.commissionBp],
  );
  return rows.length > 0;
}

export interface CommissionRow {
  period: string;
  memberCount: number;
  deposit: number;
  turnover: number;
  amount: number;
  createdAt: Date;
}

export async function insertCommission(
  tx: Queryable,
  c: Omit<CommissionRow, 'createdAt'> & { memberId: number; ledgerTxId: string | null },
): Promise<void> {
  await tx.query(
    `insert into agent_commission (member_id, period, member_count, deposit, turnover, amount, ledger_tx_id)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [c.memberId, c.period, c.memberCount, c.deposit, c.turnover, c.amount, c.ledgerTxId],
  );
}

export async function listCommissions(
  q: Queryable,
  memberId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: CommissionRow[]; total: number }> {
  const [list, count] = await Promise.all([
    q.query<{
      period: string;
      member_count: number;
      deposit: number;
      turnover: number;
      amount: number;
      created_at: Date;
    }>(
      `select period, member_count, deposit, turnover, amount, created_at
         from agent_commission where member_id = $1 order by period desc limit $2 offset $3`,
      [memberId, page.limit, page.offset],
    ),
    q.query<{ n: number }>('select count(*)::int as n from agent_commission where member_id = $1', [
      memberId,
    ]),
  ]);
  return {
    rows: list.rows.map((r) => ({
      period: r.period,
      memberCount: r.member_count,
      deposit: r.deposit,
      turnover: r.turnover,
      amount: r.amount,
      createdAt: r.created_at,
    })),
    total: count.rows[0]?.n ?? 0,
  };
}
