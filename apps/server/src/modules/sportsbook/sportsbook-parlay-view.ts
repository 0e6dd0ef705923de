import { formatMoney, oddsText, parlayPotential, type BetOutcome } from '@arena/domain';
import type { ParlayView } from '@arena/protocol';
import type { ParlayLegRow, ParlayRow } from './sportsbook-parlay-repository.ts';

const amount = (fen: number) => formatMoney(fen, 'CNY');

/** A leg's factor in the arithmetic: its odds when won (or still open), 1.00 when void or pushed … */
function factorText(l: ParlayLegRow): string {
  const odds = oddsText(l.oddsE2);
  const outcome: BetOutcome | null = l.outcome;
  switch (outcome) {
    case null:
    case 'won':
      return odds;
    case 'half_won':
      return `(${odds} + 1) ÷ 2`;
    case 'push':
      return '1.00（走盘）';
    case 'void':
      return '1.00（作废）';
    case 'half_lost':
      return '0.5（输一半）';
    case 'lost':
      return '0（输）';
  }
}

/** The settlement arithmetic of a parlay in words: stake × each leg's factor = return. */
function detailOf(p: ParlayRow): string {
  const factors = p.legs.map(factorText).join(' × ');
  if (p.outcome === null)
    return `待结算：可赢 ${amount(p.stake)} × ${factors} = ${amount(
      parlayPotential(
        p.stake,
        p.legs.map((l) => l.oddsE2),
      ),
    )} 元`;
  if (p.outcome === 'lost') {
    const lost = p.legs.findIndex((l) => l.outcome === 'lost') + 1;
    return `第 ${lost} 关输，串关输：返还 0.00 元`;
  }
  if (p.outcome === 'void') return `全部作废：退回本金 ${amount(p.returned ?? 0)} 元`;
  return `${amount(p.stake)} × ${factors} = ${amount(p.returned ?? 0)} 元`;
}

/** A parlay as the member sees it. */
export function parlayView(p: ParlayRow): ParlayView {
  return {
    betNo: p.betNo,
    odds: oddsText(p.oddsE2),
    stake: p.stake,
    status: p.outcome ?? 'pending',
    returned: p.returned,
    detail: detailOf(p),
    legs: p.legs.map((l) => ({
      matchId: l.matchId,
      matchLabel: l.matchLabel,
      leagueName: l.leagueName,
      marketName: l.marketName,
      selectionName: l.selectionName,
      odds: oddsText(l.oddsE2),
      inPlay: l.inPlay,
      scoreAtBet: l.scoreAtBet,
      status: l.outcome ?? 'pending',
      finalScore: l.finalScore,
    })),
    createdAt: p.createdAt,
    settledAt: p.settledAt,
  };
}
