import { DAY_MS, siteDayStart, validTurnover } from '@arena/domain';
import type { catalogue } from '@arena/protocol';
import type { z } from 'zod';
import type { Queryable } from '../../db/db.ts';
import { BOOK_VENUE } from './sportsbook-bet-service.ts';
import { betView } from './sportsbook-bet-view.ts';
import { memberParlaysBetween, type ParlayRow } from './sportsbook-parlay-repository.ts';
import { parlayView } from './sportsbook-parlay-view.ts';
import { betTotalsBetween, memberBetsBetween, type BetRow } from './sportsbook-repository.ts';

type RecordsPage = z.input<typeof catalogue.games.gameRecords.output>;
type GameRecord = RecordsPage['list'][number];

/** Record dates are site days (China time), as the game records read them. */
const dayStart = (date: string) => siteDayStart(date);

const statusOf = (b: { status: 'pending' | 'settled'; outcome: string | null }) =>
  b.status === 'pending'
    ? ('unsettled' as const)
    : b.outcome === 'void'
      ? ('cancelled' as const)
      : ('settled' as const);

function singleRecord(b: BetRow): GameRecord {
  const v = betView(b);
  return {
    betId: b.betNo,
    venueCode: BOOK_VENUE,
    gameCode: 'single',
    gameName: '体育单注',
    detail: `${v.leagueName} ${v.matchLabel} · ${v.marketName} ${v.selectionName} @${v.odds}${
      v.inPlay ? `（滚球 ${(v.scoreAtBet ?? '').replace('-', ':')}）` : ''
    } · ${v.detail}`,
    betAmount: b.stake,
    validAmount: b.outcome ? validTurnover(b.stake, b.outcome) : 0,
    winLoss: b.returned === null ? 0 : b.returned - b.stake,
    status: statusOf(b),
    betAt: b.createdAt,
    settledAt: b.settledAt,
    fair: null,
  };
}

const LEG_STATUS: Record<string, string> = {
  pending: '待结算',
  won: '赢',
  lost: '输',
  push: '走盘',
  half_won: '赢一半',
  half_lost: '输一半',
  void: '作废',
};

/**
 * A parlay's record: the legs laid out one by one (match, pick, price, result), the detail line keeping
 * the count of legs and the settlement arithmetic.
 */
function parlayRecord(p: ParlayRow): GameRecord {
  const v = parlayView(p);
  return {
    betId: p.betNo,
    venueCode: BOOK_VENUE,
    gameCode: 'parlay',
    gameName: `体育串关 ${p.legs.length} 串 1`,
    detail: `总赔率 @${v.odds} · ${v.detail}`,
    legs: v.legs.map((l) => ({
      match: `${l.leagueName} ${l.matchLabel}`,
      pick: `${l.marketName} ${l.selectionName}${
        l.inPlay ? `（滚球 ${(l.scoreAtBet ?? '').replace('-', ':')}）` : ''
      }`,
      odds: l.odds,
      result: `${LEG_STATUS[l.status] ?? l.status}${
        l.finalScore ? ` · 完场 ${l.finalScore.replace('-', ':')}` : ''
      }`,
      status: l.status,
    })),
    betAmount: p.stake,
    validAmount: p.outcome ? validTurnover(p.stake, p.outcome) : 0,
    winLoss: p.returned === null ? 0 : p.returned - p.stake,
    status: statusOf(p),
    betAt: p.createdAt,
    settledAt: p.settledAt,
    fair: null,
  };
}

/**
 * The game records with the member's sportsbook bets (singles and parlays, open and settled, each with
 * its legs and settlement arithmetic) merged in, newest first. `rounds(page, size)` answers the venues'
 * own rounds; for an exact merged page both sources are read up to page × size and the page is cut
 * from their merge. The totals add up both. A filter on another venue leaves the book out.
 */
export async function withBookRecords(
  q: Queryable,
  f: {
    memberId: number;
    startDate: string;
    endDate: string;
    page: number;
    size: number;
    venueCode?: string | undefined;
  },
  rounds: (page: number, size: number) => Promise<RecordsPage>,
): Promise<RecordsPage> {
  if (f.venueCode && f.venueCode.toLowerCase() !== BOOK_VENUE) return rounds(f.page, f.size);
  const take = f.page * f.size;
  const venue = await rounds(1, take);
  const from = dayStart(f.startDate);
  const to = dayStart(f.endDate) + DAY_MS;
  const [singles, parlays, totals] = [
    await memberBetsBetween(q, f.memberId, from, to, take),
    await memberParlaysBetween(q, f.memberId, from, to, take),
    await betTotalsBetween(q, f.memberId, from, to),
  ];
  const merged = [...venue.list, ...singles.map(singleRecord), ...parlays.map(parlayRecord)].sort(
    (a, b) => b.betAt - a.betAt || (a.betId < b.betId ? 1 : -1),
  );
  return {
    list: merged.slice(take - f.size, take),
    total: venue.total + totals.count,
    page: f.page,
    size: f.size,
    totalBet: venue.totalBet + totals.bet,
    totalWinLoss: venue.totalWinLoss + totals.winLoss,
  };
}
