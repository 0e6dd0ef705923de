import { STATEMENT_MONTHS, periodWindow, siteDay, siteDayStart } from '@arena/domain';
import type { Queryable } from '../../db/db.ts';
import { mainWalletDays } from '../wallet/member-activity.ts';
import { playDays, playSince } from './responsible-repository.ts';
import { siteDayOf } from './responsible-rules.ts';

const net = (p: { stakes: number; wins: number }) => ({
  stakes: p.stakes,
  wins: p.wins,
  net: p.wins - p.stakes,
});

/** The statement starts this many calendar months back (site time), at the start of that site day. */
function statementStart(now: number): number {
  const d = new Date(`${siteDay(now)}T00:00:00Z`); // the site date, as a UTC date to count months on
  d.setUTCMonth(d.getUTCMonth() - STATEMENT_MONTHS);
  return siteDayStart(d.toISOString().slice(0, 10));
}

/**
 * Net position (wins minus stakes) of the current day, week and month, and the three-month statement:
 * deposits, withdrawals, stakes, wins and bonuses per site day with any activity, newest first.
 */
export async function responsibleHistory(q: Queryable, memberId: number, now: number) {
  const since = (p: 'day' | 'week' | 'month') => playSince(q, memberId, siteDayOf(periodWindow(p, now).from));
  const [day, week, month] = await Promise.all([since('day'), since('week'), since('month')]);
  const from = statementStart(now);
  const [money, play] = await Promise.all([
    mainWalletDays(q, memberId, from),
    playDays(q, memberId, siteDayOf(from)),
  ]);
  const rows = new Map<
    string,
    { day: string; deposits: number; withdrawals: number; stakes: number; wins: number; bonuses: number }
  >();
  const row = (d: string) => {
    let r = rows.get(d);
    if (!r) rows.set(d, (r = { day: d, deposits: 0, withdrawals: 0, stakes: 0, wins: 0, bonuses: 0 }));
    return r;
  };
  for (const m of money)
    Object.assign(row(m.day), { deposits: m.deposits, withdrawals: m.withdrawals, bonuses: m.bonuses });
  for (const p of play) Object.assign(row(p.day), { stakes: p.stakes, wins: p.wins });
  const statement = [...rows.values()].sort((a, b) => (a.day < b.day ? 1 : -1));
  const totals = { deposits: 0, withdrawals: 0, stakes: 0, wins: 0, bonuses: 0 };
  for (const r of statement) {
    totals.deposits += r.deposits;
    totals.withdrawals += r.withdrawals;
    totals.stakes += r.stakes;
    totals.wins += r.wins;
    totals.bonuses += r.bonuses;
  }
  return { day: net(day), week: net(week), month: net(month), statement, totals };
}
