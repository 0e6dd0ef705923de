import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { insertOperator, insertOperatorSession } from '../src/modules/support/operator-repository.ts';
import type { Db, Queryable, SqlParam } from '../src/db/db.ts';
import { ADMIN_HEADERS, type TestApp } from './test-app.ts';

/** Calls the operator console API (plain JSON under /api/ops) with an operator session token. */
export async function ops(
  t: TestApp,
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
): Promise<{ status: number; code: number; msg: string; data: unknown }> {
  const res = await t.app.inject({
    method,
    url: `/api/ops${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  const body = res.json<{ code: number; msg: string; data: unknown }>();
  return { status: res.statusCode, ...body };
}

let serial = 0;

/** Creates an operator through the ADMIN endpoint and signs in; answers the console token. */
export async function newOperator(
  t: TestApp,
  prefix = 'op',
): Promise<{ id: number; name: string; token: string }> {
  const name = `${prefix}_${(serial++).toString(36)}_${Math.floor(Math.random() * 1e6).toString(36)}`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/admin/support/operators',
    headers: ADMIN_HEADERS,
    payload: { name, password: 'operator123', displayName: `客服${serial}` },
  });
  expect(created.statusCode, created.body).toBe(200);
  const login = await ops(t, null, 'POST', '/login', { name, password: 'operator123' });
  expect(login.code, login.msg).toBe(0);
  const data = login.data as { token: string; operator: { id: number } };
  return { id: data.operator.id, name, token: data.token };
}

/** A PNG of 1×1 pixel as a data URL (a real image by its bytes). */
export const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A PDF labelled as a PNG: refused by the byte check. */
export const FAKE_PNG = `data:image/png;base64,${Buffer.from('%PDF-1.4 not an image').toString('base64')}`;

/** Rows of the support tables, to prove a refused call wrote nothing. */
export async function supportCounts(t: TestApp) {
  const { rows } = await t.db.query<{ c: number; l: number; i: number; o: number }>(
    `select (select count(*)::int from support_conversation) as c, (select count(*)::int from support_line) as l,
            (select count(*)::int from support_image) as i, (select count(*)::int from support_offline_message) as o`,
  );
  return rows[0];
}

/**
 * `count` operators signed in at once, without a password hash each (a race test needs many sessions,
 * not many scrypt runs): accounts and sessions written through the module's repository.
 */
export async function signedInOperators(t: TestApp, count: number, prefix = 'race') {
  const out: { id: number; name: string; token: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = `${prefix}_${(serial++).toString(36)}_${i}`;
    const op = await insertOperator(t.db, { name, displayName: name, passwordHash: 'scrypt$unused' });
    if (!op) throw new Error('operator name taken');
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('base64url');
    await insertOperatorSession(t.db, hash, op.id, new Date(), new Date(Date.now() + 3_600_000));
    out.push({ id: op.id, name, token });
  }
  return out;
}

/**
 * Counts the statements a database runs from now on (transactions included) that read the support
 * conversation rows (`from support_conversation`) and that write them (`update support_conversation`).
 * `stop` puts the database back as it was.
 */
export function countConversationStatements(db: Db) {
  const counts = { reads: 0, writes: 0 };
  const seen = (sql: string) => {
    if (/\bfrom\s+support_conversation\b/i.test(sql)) counts.reads += 1;
    if (/\bupdate\s+support_conversation\b/i.test(sql)) counts.writes += 1;
  };
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  const saved = ['query', 'transaction'].map(
    (name) => [name, Object.getOwnPropertyDescriptor(db, name)] as const,
  );
  const counted = (q: Queryable): Queryable => ({
    query: <R>(sql: string, params?: readonly SqlParam[]) => {
      seen(sql);
      return q.query<R>(sql, params);
    },
    exec: (sql: string) => q.exec(sql),
  });
  Object.assign(db, {
    query: <R>(sql: string, params?: readonly SqlParam[]) => {
      seen(sql);
      return query<R>(sql, params);
    },
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => transaction((tx) => fn(counted(tx))),
  });
  return {
    counts,
    stop() {
      for (const [name, descriptor] of saved) if (descriptor) Object.defineProperty(db, name, descriptor);
    },
  };
}
