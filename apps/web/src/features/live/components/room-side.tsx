import { useTranslation } from 'react-i18next';
import { useOdds } from '../api/get-odds.ts';
import { FlashValue } from './flash-value.tsx';

/** The markets of a match with up/down flashes (spec §7 "odds"). */
export function RoomOdds({ matchId }: { matchId: string }) {
  const { t } = useTranslation();
  const odds = useOdds(matchId, true);
  const up = t('liveList.oddsUp');
  const down = t('liveList.oddsDown');
  return (
    <section className="card live-side-card" aria-labelledby="live-odds-title">
      <h2 id="live-odds-title">{t('liveRoom.odds')}</h2>
      {odds.data ? (
        odds.data.markets.map((m) => (
          <div key={m.marketId} className="live-market">
            <div className="live-market-name">
              {m.name}
              {m.status !== 'open' && (
                <span className="muted">
                  {' · '}
                  {t(m.status === 'closed' ? 'liveRoom.marketClosed' : 'liveRoom.suspended')}
                </span>
              )}
            </div>
            <div className="live-market-prices">
              {m.selections.map((s) => (
                <span key={s.selectionId} className="live-odds">
                  <span className="muted">{s.name}</span>
                  <FlashValue value={s.odds} upLabel={up} downLabel={down} />
                </span>
              ))}
            </div>
          </div>
        ))
      ) : (
        <div className="skeleton h-96" aria-hidden="true" />
      )}
    </section>
  );
}

/** The statistics of the match detail. */
export function RoomStats({ stats }: { stats: readonly { name: string; home: number; visit: number }[] }) {
  const { t } = useTranslation();
  if (stats.length === 0) return null;
  return (
    <section className="card live-side-card" aria-labelledby="live-stats-title">
      <h2 id="live-stats-title">{t('liveRoom.stats')}</h2>
      <dl className="live-stats">
        {stats.map((s) => (
          <div key={s.name} className="live-stat">
            <dd>{s.home}</dd>
            <dt>{s.name}</dt>
            <dd>{s.visit}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
