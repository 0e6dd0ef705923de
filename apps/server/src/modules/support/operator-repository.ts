import type { Queryable } from '../../db/db.ts';

/** An operator as the console and the conversations see them. */
export interface OperatorRow {
  id: number;
  name: string;
  displayName: string;
}

/** Creates an operator account; null when the name (any case) is taken. */
export async function insertOperator(
  q: Queryable,
  op: { name: string; displayName: string; passwordHash: string },
): Promise<OperatorRow | null> {
  const { rows } = await q.query<OperatorRow>(
    `insert into support_operator (name, display_name, password_hash) values ($1, $2, $3)
     on conflict do nothing
     returning id, name, display_name as "displayName"`,
    [op.name, op.displayName, op.passwordHash],
  );
  return rows[0] ?? null;
}

/** The enabled operator with this sign-in name (any case), with the stored hash. */
export async function findOperatorForLogin(
  q: Queryable,
  name: string,
): Promise<(OperatorRow & { passwordHash: string }) | null> {
  const { rows } = await q.query<OperatorRow & { passwordHash: string }>(
    `select id, name, display_name as "displayName", password_hash as "passwordHash"
       from support_operator where lower(name) = lower($1) and not disabled`,
    [name],
  );
  return rows[0] ?? null;
}

export async function insertOperatorSession(
  q: Queryable,
  tokenHash: string,
  operatorId: number,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await q.query(
    `insert into support_operator_session (token_hash, operator_id, created_at, expires_at, last_seen_at)
     values ($1, $2, $3, $4, $3)`,
    [tokenHash, operatorId, now, expiresAt],
  );
}

/** How stale `last_seen_at` may get before a request writes it again (well inside the online window). */
const TOUCH_EVERY_MS = 10_000;

/**
 * The operator behind a session token hash, marking them seen (the console's polls keep an operator
 * "online"). Null when the session is unknown, ended or expired, or the operator is disabled. The
 * row is written at most every TOUCH_EVERY_MS: every console request, held polls included, passes
 * here, and rewriting one row that often leaves a chain of dead row versions to walk.
 */
export async function touchOperatorSession(
  q: Queryable,
  tokenHash: string,
  now: Date,
): Promise<OperatorRow | null> {
  const { rows } = await q.query<OperatorRow & { lastSeenAt: Date }>(
    `select o.id, o.name, o.display_name as "displayName", s.last_seen_at as "lastSeenAt"
       from support_operator_session s join support_operator o on o.id = s.operator_id
      where s.token_hash = $1 and not s.ended and s.expires_at > $2 and not o.disabled`,
    [tokenHash, now],
  );
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - new Date(row.lastSeenAt).getTime() >= TOUCH_EVERY_MS)
    await q.query('update support_operator_session set last_seen_at = $2 where token_hash = $1', [
      tokenHash,
      now,
    ]);
  return { id: row.id, name: row.name, displayName: row.displayName };
}

export async function endOperatorSession(q: Queryable, tokenHash: string): Promise<void> {
  await q.query('update support_operator_session set ended = true where token_hash = $1', [tokenHash]);
}

/** Whether any operator's console was seen since `since`. */
export async function anyOperatorSeenSince(q: Queryable, since: Date): Promise<boolean> {
  const { rows } = await q.query<{ online: boolean }>(
    `select exists (select 1 from support_operator_session where not ended and last_seen_at > $1) as online`,
    [since],
  );
  return rows[0]?.online === true;
}

/** An offline-form message of a member. */
export async function insertOfflineMessage(q: Queryable, memberId: number, content: string): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    'insert into support_offline_message (member_id, content) values ($1, $2) returning id::text as id',
    [memberId, content],
  );
  return rows[0]?.id ?? '';
}

export interface OfflineRow {
  id: string;
  memberId: number;
  content: string;
  createdAt: Date;
  answer: string;
  answeredAt: Date | null;
}

/** Offline messages, unanswered first (oldest first), then the latest answered ones. */
export async function listOfflineMessages(q: Queryable, limit = 100): Promise<OfflineRow[]> {
  const { rows } = await q.query<OfflineRow>(
    `select o.id::text as id, o.member_id::int as "memberId", o.content,
            o.created_at as "createdAt", o.answer, o.answered_at as "answeredAt"
       from support_offline_message o
      order by (o.answered_at is null) desc, case when o.answered_at is null then o.created_at end asc,
               o.answered_at desc
      limit $1`,
    [limit],
  );
  return rows;
}

/**
 * Claims an unanswered offline message for an answer (a conditional update: two operators answering at
 * once cannot both send a letter). Answers the member to write to, or null when already answered.
 */
export async function claimOfflineAnswer(
  tx: Queryable,
  id: number,
  operatorId: number,
  answer: string,
  now: Date,
): Promise<{ memberId: number; content: string } | null> {
  const { rows } = await tx.query<{ memberId: number; content: string }>(
    `update support_offline_message set answer = $3, answered_at = $4, operator_id = $2
      where id = $1 and answered_at is null
      returning member_id::int as "memberId", content`,
    [id, operatorId, answer, now],
  );
  return rows[0] ?? null;
}

export async function setOfflineLetter(tx: Queryable, id: number, letterId: string): Promise<void> {
  await tx.query('update support_offline_message set letter_id = $2 where id = $1', [id, letterId]);
}
