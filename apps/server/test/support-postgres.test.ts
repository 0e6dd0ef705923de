import { describe, expect, it } from 'vitest';
import { ErrorCode, catalogue, type SupportLine } from '@arena/protocol';
import { createTestAppOn } from './test-app.ts';
import { startPostgres } from './wallet-postgres.ts';
import { newMember } from './member-helpers.ts';
import { newOperator, ops, signedInOperators } from './support-helpers.ts';

const { support } = catalogue;

// Real parallel transactions on PostgreSQL 15 (DATABASE_URL mode), and two gateway instances sharing it:
// run when a PostgreSQL can be started on loopback, as the wallet concurrency test does.
describe('customer service on PostgreSQL 15 with two gateway instances', () => {
  it('lets one of 20 operators take a conversation, and delivers a line across instances', async (ctx) => {
    const pg = await startPostgres();
    if (!pg) {
      ctx.skip();
      return;
    }
    try {
      const a = await createTestAppOn({ databaseUrl: pg.url });
      // The second instance migrates and seeds the same database again: both are idempotent.
      const b = await createTestAppOn({ databaseUrl: pg.url });
      try {
        await newOperator(a);
        const m = await newMember(a, 'pgcs');
        const sent = await a.call(support.send, { text: '多实例' }, { token: m.token });
        expect(sent.code, sent.msg).toBe(0);
        const id = (sent.data as { conversation: { id: string } }).conversation.id;

        // Takes spread over both instances, all at once.
        const operators = await signedInOperators(a, 20, 'pgrace');
        const takes = await Promise.all(
          operators.map((op, i) => ops(i % 2 ? b : a, op.token, 'POST', `/conversations/${id}/take`)),
        );
        expect(takes.filter((r) => r.code === 0)).toHaveLength(1);
        expect(takes.filter((r) => r.code === ErrorCode.supportTaken)).toHaveLength(19);
        const winner = operators[takes.findIndex((r) => r.code === 0)];

        // The member's poll is held by instance A; the reply is written through instance B.
        const state = (await a.call(support.state, {}, { token: m.token })).data as {
          conversation: { version: number };
        };
        const held = a.call(
          support.lines,
          { after: '0', version: state.conversation.version, wait: true, read: true },
          { token: m.token },
        );
        await new Promise((r) => setTimeout(r, 100));
        const started = Date.now();
        const reply = await ops(b, winner?.token ?? '', 'POST', `/conversations/${id}/send`, {
          text: '来自 B',
        });
        expect(reply.code, reply.msg).toBe(0);
        const lines = ((await held).data as { lines: SupportLine[] }).lines;
        expect(lines.map((l) => l.text)).toContain('来自 B');
        // Another instance's change arrives by the poll's re-read (about a second), not the 20 s hold.
        expect(Date.now() - started).toBeLessThan(3000);
      } finally {
        await b.close();
        await a.close();
      }
    } finally {
      pg.stop();
    }
  }, 180_000);
});
