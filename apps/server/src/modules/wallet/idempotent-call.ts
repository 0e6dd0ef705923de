import { createHash } from 'node:crypto';
import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { msg } from '../../gateway/user-messages.ts';

/** Stable JSON of a request (keys sorted) so a replay with the same fields hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * Runs a money-moving call once per (member, idempotency key): the first run's answer is stored
 * in the same SQL transaction as its effects, so a retry — after a timeout, a line switch or a crash —
 * gets that answer back and moves nothing. The same key with a different request is refused (10238).
 * A failed run stores nothing: the rollback takes the key with it, so the member may retry.
 * Concurrent runs with one key: the second waits on the key's row (PostgreSQL) or the connection
 * (PGlite) and then replays.
 */
export async function runIdempotent<T>(
  db: Db,
  memberId: number,
  callId: string,
  key: string,
  request: unknown,
  now: number,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const hash = createHash('sha256')
    .update(`${callId}\n${canonical(request)}`)
    .digest('hex');
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `insert into idempotent_call (member_id, idem_key, call_id, request_hash, created_at)
       values ($1, $2, $3, $4, $5) on conflict (member_id, idem_key) do nothing returning idem_key`,
      [memberId, key, callId, hash, new Date(now)],
    );
    if (inserted.rows.length === 0) {
      const { rows } = await tx.query<{ request_hash: string; response: unknown }>(
        'select request_hash, response from idempotent_call where member_id = $1 and idem_key = $2',
        [memberId, key],
      );
      const row = rows[0];
      if (!row || row.request_hash !== hash || row.response === null)
        throw new GatewayError(ErrorCode.idempotencyMismatch, msg('wallet.idempotencyMismatch'));
      return (typeof row.response === 'string' ? JSON.parse(row.response) : row.response) as T;
    }
    const result = await fn(tx);
    await tx.query('update idempotent_call set response = $3 where member_id = $1 and idem_key = $2', [
      memberId,
      key,
      JSON.stringify(result),
    ]);
    return result;
  });
}

/** The ledger key of a member call: unique per member, call and client key. */
export const ledgerKey = (callId: string, memberId: number, key: string) => `${callId}:${memberId}:${key}`;
