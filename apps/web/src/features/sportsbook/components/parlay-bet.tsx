import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@arena/domain';
import type { ParlayView } from '@arena/protocol';

/** A parlay in my bets: the whole (stake, odds, status, return, arithmetic) and every leg with its own result. */
export function ParlayBet({ parlay: p }: { parlay: ParlayView }) {
  const { t } = useTranslation();
  return (
    <li className="sb-bet" data-testid="sb-parlay" data-status={p.status}>
      <div className="row sb-bet-head">
        <strong>{t('sportsbook.parlay.title', { count: p.legs.length })}</strong>
        <span>@ {p.odds}</span>
        <span className={`sb-status is-${p.status}`}>{t(`sportsbook.status.${p.status}`)}</span>
      </div>
      <ol className="sb-legs" aria-label={t('sportsbook.parlay.legs')}>
        {p.legs.map((l, i) => (
          <li key={l.matchId} data-testid="sb-parlay-leg" data-status={l.status}>
            <span className="muted">{t('sportsbook.parlay.leg', { no: i + 1 })}</span> {l.selectionName} @{' '}
            {l.odds} · {l.matchLabel} · {l.marketName}
            {l.finalScore && ` · ${l.finalScore.replace('-', ':')}`} ·{' '}
            <span className={`sb-status is-${l.status}`}>{t(`sportsbook.status.${l.status}`)}</span>
          </li>
        ))}
      </ol>
      <div>
        {t('sportsbook.betStake', { amount: formatMoney(p.stake, 'CNY') })}
        {p.returned !== null &&
          ` · ${t('sportsbook.betReturned', { amount: formatMoney(p.returned, 'CNY') })}`}
      </div>
      <div className="sb-detail-line">{p.detail}</div>
      <div className="muted">
        {p.betNo} · {formatDateTime(p.createdAt)}
      </div>
    </li>
  );
}
