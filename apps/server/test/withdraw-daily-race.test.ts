import { describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { createTestAppOn } from './test-app.ts';
import { startPostgres } from './wallet-postgres.ts';
import { walletBalance } from '../src/modules/wallet/ledger.ts';
import { WITHDRAW_PASSWORD, cardNumber, expectLedgerBalanced, key, walletMember } from './wallet-fixtures.ts';

// The daily withdraw count (finance config `timesPerDay`, 5 by default) is read under the wallet's row
// lock: on PostgreSQL, withdrawals fired at once by one member would otherwise all count the same
// "placed today" before any of them commits, and more than five would pass.
const f = catalogue.finance;
const TIMES_PER_DAY = 5;
const FIRED = 20;
const AMOUNT = 100_000; // 1,000.00 yuan each
const START = 5_000_000; // 50,000.00 yuan: enough for all twenty, so only the count can refuse

describe('withdraw daily count under concurrency (PostgreSQL)', () => {
  it(`lets exactly ${TIMES_PER_DAY} of ${FIRED} simultaneous withdrawals through`, async (ctx) => {
    const pg = await startPostgres();
    if (!pg) {
      ctx.skip();
      return;
    }
    try {
      const t = await createTestAppOn({ databaseUrl: pg.url });
      try {
        const m = await walletMember(t, 'racer01', { fund: START });
        const card = await t.call(
          f.bankCardAdd,
          { cardNum: cardNumber('622202777777771'), bankCode: 'CMB', withdrawPassword: WITHDRAW_PASSWORD },
          { token: m.token },
        );
        expect(card.code, card.msg).toBe(ErrorCode.ok);
        const bankCardId = (card.data as { cardId: string }).cardId;

        const answers = await Promise.all(
          Array.from({ length: FIRED }, () =>
            t.call(
              f.withdrawNewV6,
              {
                amount: AMOUNT,
                bankCardId,
                withdrawPassword: WITHDRAW_PASSWORD,
                idempotencyKey: key('race'),
              },
              { token: m.token },
            ),
          ),
        );
        const ok = answers.filter((a) => a.code === ErrorCode.ok);
        const capped = answers.filter((a) => a.code === ErrorCode.forbidden);
        expect(ok.length).toBe(TIMES_PER_DAY);
        expect(capped.length).toBe(FIRED - TIMES_PER_DAY);
        for (const a of capped) expect(a.msg).toContain('今日提现次数已用完');

        const { rows } = await t.db.query<{ n: string | number }>(
          `select count(*) as n from withdraw_order where member_id = $1 and status = 'pending'`,
          [m.id],
        );
        expect(Number(rows[0]?.n)).toBe(TIMES_PER_DAY);
        expect(await walletBalance(t.db, m.id, 'main')).toBe(START - TIMES_PER_DAY * AMOUNT);
        await expectLedgerBalanced(t.db);
      } finally {
        await t.close();
      }
    } finally {
      pg.stop();
    }
  }, 120_000);
});
