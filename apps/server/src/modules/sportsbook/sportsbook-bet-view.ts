import { formatMoney, oddsText } from '@arena/domain';
import type { BetView } from '@arena/protocol';
import type { BetRow } from './sportsbook-repository.ts';

const formatAmount = (fen: number) => formatMoney(fen, 'CNY');
const yuan = (fen: number) => `${formatAmount(fen)} 元`;

/** The settlement arithmetic in words, so the record shows how the return was reached. */
function detailOf(b: BetRow): string {
  const odds = oddsText(b.oddsE2);
  const stake = formatAmount(b.stake);
  const back = yuan(b.returned ?? 0);
  const score = b.finalScore ? `完场 ${b.finalScore.replace('-', ':')}，` : '';
  switch (b.outcome) {
    case null:
      return `待结算：可赢 ${stake} × ${odds} = ${yuan(Math.floor((b.stake * b.oddsE2) / 100))}`;
    case 'won':
      return `${score}赢：${stake} × ${odds} = ${back}`;
    case 'half_won':
      return `${score}赢一半：${stake} × (${odds} + 1) ÷ 2 = ${back}`;
    case 'half_lost':
      return `${score}输一半：${stake} ÷ 2 = ${back}`;
    case 'push':
      return `${score}走盘：退回本金 ${back}`;
    case 'void':
      return `赛事取消，注单作废：退回本金 ${back}`;
    case 'lost':
      return `${score}输：返还 0.00 元`;
  }
}

/** A bet as the member sees it. */
export function betView(b: BetRow): BetView {
  return {
    betNo: b.betNo,
    matchId: b.matchId,
    matchLabel: b.matchLabel,
    leagueName: b.leagueName,
    marketName: b.marketName,
    selectionName: b.selectionName,
    odds: oddsText(b.oddsE2),
    stake: b.stake,
    inPlay: b.inPlay,
    scoreAtBet: b.scoreAtBet,
    status: b.outcome ?? 'pending',
    returned: b.returned,
    finalScore: b.finalScore,
    detail: detailOf(b),
    createdAt: b.createdAt,
    settledAt: b.settledAt,
  };
}
