import type { LoginInput } from '@arena/protocol';
import { ADMIN_HEADERS, type TestApp } from './test-app.ts';

/** A login v3 payload as the web client builds it (the encodings are transport rules, spec §3, §9). */
export const loginInput = (name: string, password: string): LoginInput => ({
  name,
  password,
  flag: 0,
  version: '1.1.0',
  timewd: 'encoded',
  oldPassword: 'derived',
});

/**
 * A new client IP per call, under `10.<block>.x.y`, so the per-IP login limit (20 a minute) stays out
 * of tests that are not about it. Give each test file its own block.
 */
export function ipSource(block: number): () => string {
  let n = 0;
  return () => `10.${block}.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;
}

/** Codes "sent" to a target, newest first, from the operator outbox. */
export async function readOutbox(t: TestApp, target: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/admin/outbox?target=${encodeURIComponent(target)}`,
    headers: ADMIN_HEADERS,
  });
  return res.json<{ data: { list: { code: string; scene: string; usedAt: number | null }[] } }>().data.list;
}
