import type { BookMarket, BookMatch } from '@arena/protocol';
import { useTranslation } from 'react-i18next';
import { useBetSlip } from '../stores/bet-slip-store.ts';
import { OddsButton } from './odds-button.tsx';

/** One market's prices as toggles onto the bet slip. */
export function MarketBlock({
  match,
  market,
  showName = true,
}: {
  match: BookMatch;
  market: BookMarket;
  showName?: boolean;
}) {
  const { t } = useTranslation();
  const picks = useBetSlip((s) => s.picks);
  const toggle = useBetSlip((s) => s.toggle);
  const matchLabel = t('sportsbook.matchLabel', { home: match.homeName, visit: match.visitName });
  const held = market.status !== 'open';
  return (
    <section className="sb-market" aria-label={market.name}>
      {showName && (
        <h3 className="sb-market-name">
          {market.name}
          {held && (
            <span className="sb-held">
              {market.status === 'closed' ? t('sportsbook.closed') : t('sportsbook.suspended')}
            </span>
          )}
        </h3>
      )}
      <div className={`sb-market-grid${market.selections.length > 3 ? ' is-wide' : ''}`}>
        {market.selections.map((s) => (
          <OddsButton
            key={s.key}
            name={s.name}
            odds={s.odds}
            disabled={held}
            label={`${matchLabel} ${market.name}`}
            picked={picks.some(
              (p) =>
                p.matchId === match.matchId && p.marketKey === market.marketKey && p.selectionKey === s.key,
            )}
            onPick={() =>
              toggle({
                matchId: match.matchId,
                marketKey: market.marketKey,
                selectionKey: s.key,
                matchLabel,
                marketName: market.name,
                selectionName: s.name,
                odds: s.odds,
              })
            }
          />
        ))}
      </div>
    </section>
  );
}
