import { expect } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { ADMIN_HEADERS, type TestApp } from './test-app.ts';
import { readOutbox } from './account-helpers.ts';

/** A registered member with a live session. */
export interface TestMember {
  id: number;
  name: string;
  token: string;
}

let serial = 0;

/** Registers a fresh member (unique name per call) and answers id, name and token. */
export async function newMember(t: TestApp, prefix: string, password = 'abc12345'): Promise<TestMember> {
  const name = `${prefix}${(serial++).toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.slice(
    0,
    16,
  );
  const res = await t.call(
    catalogue.auth.registerV4,
    { name, password, timewd: 'encoded', birthDate: '1990-01-01' },
    { remoteAddress: `10.60.${serial % 250}.${(serial * 7) % 250}` },
  );
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  const data = res.data as { token: string; member: { id: string } };
  return { id: Number(data.member.id), name, token: data.token };
}

/** Operator sets a verified phone and/or email (POST /admin/members/:name/contact). */
export async function setContact(t: TestApp, name: string, contact: { phone?: string; email?: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/admin/members/${encodeURIComponent(name)}/contact`,
    headers: ADMIN_HEADERS,
    payload: contact,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Sends a code with sendCode v3 and reads it from the operator outbox. */
export async function codeFor(
  t: TestApp,
  channel: 'phone' | 'email',
  target: string,
  scene: 'bindPhone' | 'bindEmail' | 'withdrawPassword' | 'dormant',
): Promise<string> {
  const res = await t.call(catalogue.auth.sendCodeV3, { channel, target, scene });
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  const [latest] = (await readOutbox(t, target)).filter((e) => e.scene === scene);
  if (!latest) throw new Error(`no ${scene} code for ${target}`);
  return latest.code;
}

/** A code that is not `code` (same length). */
export const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** The member's row as stored, to assert that a refused call changed nothing. */
export async function memberRow(t: TestApp, id: number): Promise<Record<string, unknown>> {
  const { rows } = await t.db.query('select * from member where id = $1', [id]);
  return rows[0] ?? {};
}

/** Fresh unique mainland mobile numbers (11 digits starting 13…). */
let phoneSerial = Math.floor(Math.random() * 1e6);
export const freshPhone = () => `139${String(phoneSerial++).padStart(8, '0')}`;
let mailSerial = 0;
export const freshEmail = (tag = 'm') =>
  `${tag}${mailSerial++}.${Math.floor(Math.random() * 1e6)}@example.com`;
