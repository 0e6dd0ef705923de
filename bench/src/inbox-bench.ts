import { catalogue } from '@arena/protocol';
import { createTestApp, ADMIN_HEADERS } from '../../apps/server/test/test-app.ts';
import { newMember } from '../../apps/server/test/member-helpers.ts';
import { unreadCount } from '../../apps/server/src/modules/message/inbox-service.ts';
import type { BenchResult } from './bench-result.ts';

const MEMBERS = Number(process.env.INBOX_BENCH_MEMBERS ?? 100_000);
const NOTICES = 20;
const SAMPLES = 1_000;

/** The budgets of the inbox (docs/messages.md "Bench"). */
export const NOTICE_WRITE_BUDGET_MS = 1_000;
export const UNREAD_P95_BUDGET_MS = 5;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Inbox (docs/messages.md): with MEMBERS members, NOTICES notices and read state for a tenth of the
 * members, a notice to every member is written through the operator endpoint (one row), then a
 * member's unread count (letters plus notices) is read SAMPLES times for random members, by the
 * service and through the real gateway call.
 */
export async function runInboxBench(): Promise<BenchResult[]> {
  const t = await createTestApp();
  try {
    await t.db.exec(
      `insert into member (name, password_hash)
       select 'inbox_bench_' || g, 'x' from generate_series(1, ${MEMBERS}) g`,
    );
    const { rows } = await t.db.query<{ lo: number; hi: number }>(
      `select min(id)::int as lo, max(id)::int as hi from member where name like 'inbox_bench_%'`,
    );
    const lo = rows[0]?.lo ?? 1;
    const hi = rows[0]?.hi ?? 1;
    for (let i = 0; i < NOTICES; i += 1)
      await t.db.query(`insert into message_notice (title, content) values ($1, '内容')`, [`公告 ${i}`]);
    await t.db.exec(
      `insert into message_notice_state (member_id, notice_id, read_at)
       select m.id, n.id, now() from member m cross join (select id from message_notice limit 5) n
        where m.name like 'inbox_bench_%' and m.id % 10 = 0`,
    );
    await t.db.exec(
      `insert into message_letter (member_id, title, content)
       select id, '站内信', '内容' from member where name like 'inbox_bench_%' and id % 4 = 0`,
    );
    await t.db.exec('analyze');

    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/messages/notices',
      headers: ADMIN_HEADERS,
      payload: { title: '全员公告', content: '发给全部会员' },
    });
    const writeMs = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`notice write answered ${res.statusCode}: ${res.body}`);

    // The same number of bare round trips: on a loaded machine the tail is the scheduler's, not the query's.
    const baseline: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const s = performance.now();
      await t.db.query('select 1');
      baseline.push(performance.now() - s);
    }
    baseline.sort((a, b) => a - b);

    const letters: number[] = [];
    const notices: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const id = lo + Math.floor(Math.random() * (hi - lo + 1));
      let s = performance.now();
      await unreadCount(t.db, 'letter', id);
      letters.push(performance.now() - s);
      s = performance.now();
      await unreadCount(t.db, 'notice', id);
      notices.push(performance.now() - s);
    }
    letters.sort((a, b) => a - b);
    notices.sort((a, b) => a - b);

    const member = await newMember(t, 'inboxb');
    const gateway: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const s = performance.now();
      await t.call(catalogue.message.noticeUnreadCount, {}, { token: member.token });
      gateway.push(performance.now() - s);
    }
    gateway.sort((a, b) => a - b);

    return [
      {
        name: `notice to ${MEMBERS} members, written`,
        value: round(writeMs),
        unit: 'ms',
        budget: NOTICE_WRITE_BUDGET_MS,
      },
      {
        name: 'letter unread count, service p95',
        value: round(percentile(letters, 95)),
        unit: 'ms',
        budget: UNREAD_P95_BUDGET_MS,
      },
      {
        name: 'notice unread count (with the VIP level), service p95',
        value: round(percentile(notices, 95)),
        unit: 'ms',
        budget: UNREAD_P95_BUDGET_MS,
      },
      { name: 'notice unread count, service p50', value: round(percentile(notices, 50)), unit: 'ms' },
      {
        name: 'bare `select 1` round trip p95 (baseline)',
        value: round(percentile(baseline, 95)),
        unit: 'ms',
      },
      { name: 'notice unread count, gateway call p95', value: round(percentile(gateway, 95)), unit: 'ms' },
    ];
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const results = await runInboxBench();
  for (const r of results)
    process.stdout.write(`${r.name}: ${r.value} ${r.unit}${r.budget ? ` (budget ${r.budget})` : ''}\n`);
}
