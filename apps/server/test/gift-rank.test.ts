import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { createTestApp, type TestApp } from './test-app.ts';
import { walletMember, type WalletMember } from './wallet-fixtures.ts';
import { periodStart } from '../src/modules/gift/gift-periods.ts';
import { maskLoginName } from '@arena/domain';
import { buyGold, sendGift } from './gift-helpers.ts';

const { live } = catalogue;
const ROOM = 'r-cast-2';

describe('ranking periods start at Beijing boundaries (UTC+8; docs/gifts.md)', () => {
  const at = (iso: string) => Date.parse(iso);
  it('day at 00:00, week on Monday 00:00, month on the 1st 00:00', () => {
    const wed = at('2026-11-25T10:00:00+08:00');
    expect(periodStart('day', wed)).toBe(at('2026-11-25T00:00:00+08:00'));
    expect(periodStart('week', wed)).toBe(at('2026-11-23T00:00:00+08:00'));
    expect(periodStart('month', wed)).toBe(at('2026-11-01T00:00:00+08:00'));
  });

  it('a Sunday late at night is still in the week that began on Monday; Monday 00:00 starts a new one', () => {
    expect(periodStart('week', at('2026-11-29T23:59:59+08:00'))).toBe(at('2026-11-23T00:00:00+08:00'));
    expect(periodStart('week', at('2026-11-30T00:00:00+08:00'))).toBe(at('2026-11-30T00:00:00+08:00'));
  });

  it('uses the Beijing date, not the UTC date', () => {
    // 16:30 UTC on 30 November is 00:30 on 1 December in Beijing (a Tuesday).
    const t = at('2026-11-30T16:30:00Z');
    expect(periodStart('day', t)).toBe(at('2026-12-01T00:00:00+08:00'));
    expect(periodStart('month', t)).toBe(at('2026-12-01T00:00:00+08:00'));
    expect(periodStart('week', t)).toBe(at('2026-11-30T00:00:00+08:00'));
    // 15:59 UTC on 30 November is still 30 November in Beijing.
    expect(periodStart('month', at('2026-11-30T15:59:00Z'))).toBe(at('2026-11-01T00:00:00+08:00'));
  });
});

describe('gift rank (spec §7 "rank")', () => {
  let t: TestApp;
  let members: WalletMember[];
  beforeAll(async () => {
    t = await createTestApp();
    members = [];
    for (const name of ['rankamy', 'rankbob', 'rankcat', 'rankdan']) {
      const m = await walletMember(t, name, { fund: 100_000 });
      await buyGold(t, m, 50_000); // 5,000 coins each
      members.push(m);
    }
  });
  afterAll(async () => t.close());

  const rank = async (period: 'day' | 'week' | 'month', room = ROOM) => {
    const res = await t.call(live.giftRank, { anchorRoomId: room, period }, { via: 'anonymous' });
    expect(res.code, res.msg).toBe(ErrorCode.ok);
    return (
      res.data as {
        list: { rank: number; member: { id: string; name: string; nickName: string }; gold: number }[];
      }
    ).list;
  };

  it('is empty for a room nobody gifted', async () => {
    expect(await rank('day', 'r-cast-3')).toEqual([]);
  });

  it('ranks members by gold sent in the room, most first; a tie goes to who got there first', async () => {
    const [amy, bob, cat] = members as [WalletMember, WalletMember, WalletMember];
    await sendGift(t, amy, 4, 3, ROOM); // 300
    await sendGift(t, bob, 5, 1, ROOM); // 500
    await sendGift(t, cat, 3, 6, ROOM); // 300, after amy
    await sendGift(t, cat, 6, 1, 'r-cast-3'); // another room: not counted here
    const list = await rank('day');
    expect(list.map((r) => [r.rank, r.member.id, r.gold])).toEqual([
      [1, String(bob.id), 500],
      [2, String(amy.id), 300],
      [3, String(cat.id), 300],
    ]);
    // Sums add up over several sends.
    await sendGift(t, amy, 1, 201, ROOM); // 300 + 201
    expect((await rank('day')).map((r) => [r.member.id, r.gold])[0]).toEqual([String(amy.id), 501]);
  });

  it('shows a masked login name (public list), the nickname when set', async () => {
    const list = await rank('day');
    const amy = list.find((r) => r.member.id === String(members[0]!.id));
    // Registration sets the nickname to the login name: masked too.
    expect(amy?.member).toMatchObject({ name: 'ra***y', nickName: 'ra***y' });
    await t.db.query("update member set nickname = '小艾' where id = $1", [members[0]!.id]);
    const renamed = (await rank('day')).find((r) => r.member.id === String(members[0]!.id));
    expect(renamed?.member).toMatchObject({ name: 'ra***y', nickName: '小艾' });
    expect(maskLoginName('abc')).toBe('a**');
    expect(maskLoginName('demo')).toBe('de***o');
  });

  it('counts only the period: day, week (from Monday) and month in Beijing time', async () => {
    const dan = members[3]!;
    const now = Date.now();
    // Four sends by dan, then moved to the edges of the periods.
    const edges = [
      periodStart('day', now), // in every period
      periodStart('day', now) - 1, // yesterday: not today
      periodStart('week', now) - 1, // before this week
      periodStart('month', now) - 1, // before this month
    ];
    for (const [i] of edges.entries()) await sendGift(t, dan, 2, i + 1, ROOM); // 10, 20, 30, 40 coins
    const { rows } = await t.db.query<{ id: string }>(
      'select id::text as id from gift_send where member_id = $1 order by gift_send.id',
      [dan.id],
    );
    for (const [i, row] of rows.entries())
      await t.db.query('update gift_send set sent_at = $2 where id = $1', [row.id, edges[i] ?? 0]);
    const expected = (start: number) =>
      edges.reduce((sum, at, i) => (at >= start ? sum + (i + 1) * 10 : sum), 0);
    for (const period of ['day', 'week', 'month'] as const) {
      const got = (await rank(period)).find((r) => r.member.id === String(dan.id))?.gold ?? 0;
      expect(got, period).toBe(expected(periodStart(period, now)));
    }
    expect((await rank('day')).find((r) => r.member.id === String(dan.id))?.gold).toBe(10);
  });

  it('answers 10200 for an unknown room and 10001 for a bad period', async () => {
    expect((await t.call(live.giftRank, { anchorRoomId: 'r-nope', period: 'day' })).code).toBe(
      ErrorCode.notFound,
    );
    expect((await t.call(live.giftRank, { anchorRoomId: ROOM, period: 'year' } as never)).code).toBe(
      ErrorCode.badInput,
    );
  });
});
