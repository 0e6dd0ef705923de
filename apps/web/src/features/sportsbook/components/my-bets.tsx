import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@arena/domain';
import type { BetView } from '@arena/protocol';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSkeleton } from '@/components/ui/skeleton.tsx';
import { TabList } from '@/components/ui/tab-list.tsx';
import { useMyBets } from '../api/get-my-bets.ts';
import { ParlayBet } from './parlay-bet.tsx';

const KINDS = ['open', 'settled'] as const;
type Kind = (typeof KINDS)[number];

function BetRow({ bet: b }: { bet: BetView }) {
  const { t } = useTranslation();
  return (
    <li className="sb-bet" data-testid="sb-bet" data-status={b.status}>
      <div className="row sb-bet-head">
        <strong>{b.selectionName}</strong>
        <span>@ {b.odds}</span>
        <span className={`sb-status is-${b.status}`}>{t(`sportsbook.status.${b.status}`)}</span>
      </div>
      <div className="muted">
        {b.leagueName} · {b.matchLabel} · {b.marketName}
        {b.inPlay && ` · ${t('sportsbook.inPlayAt', { score: (b.scoreAtBet ?? '').replace('-', ':') })}`}
      </div>
      <div>
        {t('sportsbook.betStake', { amount: formatMoney(b.stake, 'CNY') })}
        {b.returned !== null &&
          ` · ${t('sportsbook.betReturned', { amount: formatMoney(b.returned, 'CNY') })}`}
      </div>
      <div className="sb-detail-line">{b.detail}</div>
      <div className="muted">
        {b.betNo} · {formatDateTime(b.createdAt)}
      </div>
    </li>
  );
}

/** The member's bets: open ones and settled ones (parlays first) with the settlement arithmetic. */
export function MyBets() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('open');
  const bets = useMyBets(kind);
  return (
    <section aria-label={t('sportsbook.myBets')}>
      <TabList
        label={t('sportsbook.myBets')}
        tabs={KINDS}
        selected={kind}
        onSelect={setKind}
        textOf={(k) => t(`sportsbook.betKinds.${k}`)}
        className="sb-tabs"
        itemClassName="sb-tab"
      />
      {bets.isPending ? (
        <PageSkeleton />
      ) : bets.isError ? (
        <EmptyState
          text={t('sportsbook.loadFailed')}
          action={
            <button type="button" className="btn btn-secondary" onClick={() => void bets.refetch()}>
              {t('sportsbook.retry')}
            </button>
          }
        />
      ) : bets.data.list.length + bets.data.parlays.length === 0 ? (
        <EmptyState text={t(kind === 'open' ? 'sportsbook.noOpenBets' : 'sportsbook.noSettledBets')} />
      ) : (
        <ul className="sb-bets">
          {bets.data.parlays.map((p) => (
            <ParlayBet key={p.betNo} parlay={p} />
          ))}
          {bets.data.list.map((b) => (
            <BetRow key={b.betNo} bet={b} />
          ))}
        </ul>
      )}
    </section>
  );
}
