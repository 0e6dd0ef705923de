import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_TYPE } from '@arena/domain';
import { ErrorCode, catalogue } from '@arena/protocol';
import { ADMIN_HEADERS, createTestApp, type TestApp } from './test-app.ts';
import { newMember } from './member-helpers.ts';

// Ids are read as text (`id::text as id`) because a bigint may pass 2^53. A bare `id` in ORDER BY then
// names that text column, so '99' sorts after '100' and `limit n` keeps the wrong rows. These tests
// push the sequences across a digit boundary and check the numeric order of every list that sorts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.liveScheduler.stop(); // no scheduled pushes while the sequences are moved
});
afterAll(async () => t.close());

/**
 * Moves a table's id sequence so that the id after `before` more rows gains a digit: with `before` 3 the
 * next ids are …998, …999, 1000, 1001 ….
 */
async function nextIdsCrossDigits(table: string, before = 3): Promise<void> {
  const { rows } = await t.db.query<{ n: string }>(`select coalesce(max(id), 0)::text as n from ${table}`);
  const max = Number(rows[0]!.n);
  let boundary = 10 ** String(max).length;
  if (boundary - max <= before + 2) boundary *= 10;
  await t.db.query(`select setval(pg_get_serial_sequence('${table}', 'id'), $1::bigint)`, [
    boundary - before - 1,
  ]);
}

const numeric = (ids: string[], dir: 'asc' | 'desc') =>
  [...ids].sort((a, b) => (dir === 'asc' ? 1 : -1) * (Number(a) - Number(b)));

/** SQL text of apps/server/src: every template or quoted string holding a `select`. */
function sqlStrings(dir: string): { file: string; sql: string }[] {
  const out: { file: string; sql: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sqlStrings(path));
    else if (entry.name.endsWith('.ts'))
      for (const m of readFileSync(path, 'utf8').matchAll(/`[^`]*`|'[^'\n]*'/g))
        if (/\bselect\b/i.test(m[0])) out.push({ file: path, sql: m[0] });
  }
  return out;
}

describe('queries that read an id as text', () => {
  it('never order by the bare name of a column they cast to text', () => {
    const offenders: string[] = [];
    for (const { file, sql } of sqlStrings(join(import.meta.dirname, '../src'))) {
      const orderBy = /order\s+by([\s\S]*)$/i.exec(sql)?.[1];
      if (!orderBy) continue;
      for (const [, alias] of sql.matchAll(/::\s*text\s+as\s+(\w+)/gi))
        if (new RegExp(`(^|[\\s,(])${alias}\\b(?!\\s*\\.)`, 'i').test(orderBy))
          offenders.push(`${file}: ${alias} in ${sql.slice(0, 60)}`);
    }
    expect(offenders).toEqual([]);
  });

  it('chat history keeps the newest lines in numeric id order when ids gain a digit', async () => {
    const room = 'r-cast-3';
    await nextIdsCrossDigits('chat_message', 80); // the newest 50 of 110 lines hold the change of width
    const lines = Array.from({ length: 110 }, (_, i) => `line ${i}`);
    for (const [i, content] of lines.entries())
      await t.db.query(
        `insert into chat_message (room_no, msg_type, username, level, content, sent_at)
         values ($1, 1, 'seeded', 1, $2, $3)`,
        [room, content, 1_000 + i],
      );
    const { rows } = await t.db.query<{ id: string }>(
      'select id from chat_message where room_no = $1 order by id desc limit 50',
      [room],
    );
    const newest = rows.map((r) => String(r.id));
    expect(newest.some((id) => id.length < (newest[0]?.length ?? 0))).toBe(true); // the ids cross a digit count

    const res = await t.call(catalogue.chat.history, { chatRoomNo: room, size: 50 });
    expect(res.code, res.msg).toBe(ErrorCode.ok);
    const list = (res.data as { list: { id: string; content: string }[] }).list;
    expect(list.map((m) => m.id)).toEqual(newest);
    expect(list[0]?.content).toBe('line 109');

    // Offline catch-up (since an id) answers oldest first, the newest ones when more were missed.
    const since = await t.call(catalogue.chat.offlineMessage, { chatRoomNo: room, sinceId: newest[20]! });
    const caught = (since.data as { list: { id: string }[] }).list.map((m) => m.id);
    expect(caught).toEqual(numeric(newest.slice(0, 20), 'asc'));
  });

  it('the order push in force is the newest push when ids gain a digit', async () => {
    const room = 'r-match-1';
    const where = await t.app.inject({
      method: 'GET',
      url: `/admin/chat/rooms/${room}/order-push`,
      headers: ADMIN_HEADERS,
    });
    const venueName = where.json<{ data: { venueName: string } }>().data.venueName;
    await t.db.query('delete from chat_message where room_no = $1 and msg_type in ($2, $3)', [
      room,
      CHAT_MESSAGE_TYPE.orderPush,
      CHAT_MESSAGE_TYPE.revertOrderPush,
    ]);
    await nextIdsCrossDigits('chat_message');
    const pushed: string[] = [];
    for (const itemName of ['主胜 @1.80', '平局 @3.10', '客胜 @4.20', '主胜 @1.85', '大 2.5 @1.90']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/admin/chat/rooms/${room}/order-push`,
        headers: ADMIN_HEADERS,
        payload: { categoryName: '全场胜平负', itemName, score: '0-0', venueName },
      });
      expect(res.statusCode, res.body).toBe(200);
      pushed.push(res.json<{ data: { id: string } }>().data.id);
    }
    expect(new Set(pushed.map((id) => id.length)).size).toBe(2);
    const res = await t.app.inject({
      method: 'GET',
      url: `/admin/chat/rooms/${room}/order-push`,
      headers: ADMIN_HEADERS,
    });
    const push = res.json<{ data: { push: { itemName: string } | null } }>().data.push;
    expect(push?.itemName).toBe('大 2.5 @1.90');
  });

  it('lists a member’s avatars oldest first when ids gain a digit', async () => {
    const member = await newMember(t, 'idorder');
    await nextIdsCrossDigits('member_avatar');
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const inserted: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.call(catalogue.member.avatarInsert, { image: png }, { token: member.token });
      expect(res.code, res.msg).toBe(ErrorCode.ok);
      inserted.push((res.data as { avatarId: string }).avatarId);
    }
    expect(new Set(inserted.map((id) => id.length)).size).toBe(2);
    const list = await t.call(catalogue.member.avatarList, {}, { token: member.token });
    const custom = (list.data as { list: { avatarId: string; custom: boolean }[] }).list
      .filter((a) => a.custom)
      .map((a) => a.avatarId);
    expect(custom).toEqual(inserted);
  });
});
