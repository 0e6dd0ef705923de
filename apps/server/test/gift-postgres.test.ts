import { describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { memberBalances } from '../src/modules/wallet/ledger.ts';
import { createTestAppOn, type TestApp } from './test-app.ts';
import { startPostgres } from './wallet-postgres.ts';
import { expectLedgerBalanced, key, walletMember } from './wallet-fixtures.ts';
import { GIFT_ROOM } from './gift-helpers.ts';

const { live } = catalogue;

/** The same gateway on PostgreSQL 15 (DATABASE_URL mode), migrated and seeded. */
const postgresApp = (url: string): Promise<TestApp> => createTestAppOn({ databaseUrl: url });

// Real parallel transactions and row locks (docs/gifts.md "Permission"): run when a PostgreSQL 15 can be
// started on loopback, as the wallet concurrency test does.
describe('gifts on PostgreSQL 15 (migration, queries, concurrency)', () => {
  it('keeps the daily cap, the gold balance and idempotency under concurrent calls', async (ctx) => {
    const pg = await startPostgres();
    if (!pg) {
      ctx.skip();
      return;
    }
    try {
      const t = await postgresApp(pg.url);
      try {
        const m = await walletMember(t, 'giftpg', { fund: 1_000_000 });
        // Six purchases of 500.00 at once against the 2,000.00 cap (spec §6 permission check).
        const buys = await Promise.all(
          Array.from({ length: 6 }, () =>
            t.call(live.goldPurchase, { amount: 50_000, idempotencyKey: key('pg') }, { token: m.token }),
          ),
        );
        expect(buys.map((b) => b.code).sort()).toEqual([0, 0, 0, 0, 10282, 10282]);
        expect(await memberBalances(t.db, m.id)).toMatchObject({ main: 800_000, gold: 20_000 });

        // 25 crowns (1,000 coins each) at once with 20,000 coins: exactly 20 go through; a twin with a
        // repeated key replays instead of paying twice.
        const twin = key('twin');
        const sends = await Promise.all(
          Array.from({ length: 25 }, (_, i) =>
            t.call(
              live.giftReward,
              { giftId: 6, count: 1, anchorRoomId: GIFT_ROOM, idempotencyKey: i < 2 ? twin : key('crown') },
              { token: m.token },
            ),
          ),
        );
        const ok = sends.filter((s) => s.code === ErrorCode.ok).length;
        const short = sends.filter((s) => s.code === ErrorCode.goldInsufficient).length;
        expect(ok + short).toBe(25);
        const { rows } = await t.db.query<{ n: string; gold: string }>(
          'select count(*)::text as n, coalesce(sum(gold), 0)::text as gold from gift_send where member_id = $1',
          [m.id],
        );
        expect(rows[0]).toEqual({ n: '20', gold: '20000' });
        expect(await memberBalances(t.db, m.id)).toMatchObject({ gold: 0 });
        const pushes = await t.db.query<{ n: string }>(
          'select count(*)::text as n from chat_message where room_no = $1 and msg_type = 3',
          [GIFT_ROOM],
        );
        expect(pushes.rows[0]?.n).toBe('20');
        const rank = await t.call(live.giftRank, { anchorRoomId: GIFT_ROOM, period: 'day' });
        expect(rank.data).toMatchObject({ list: [{ rank: 1, gold: 20_000 }] });
        // The cap is used up for today.
        const more = await t.call(
          live.goldPurchase,
          { amount: 10, idempotencyKey: key('more') },
          { token: m.token },
        );
        expect(more.code).toBe(ErrorCode.goldDailyLimit);
        await expectLedgerBalanced(t.db);
      } finally {
        await t.close();
      }
    } finally {
      pg.stop();
    }
  }, 240_000);
});
