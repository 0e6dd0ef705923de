import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';
import { totalAssetsQuery } from '@/lib/money-queries.ts';
import { useMoveIntoBook } from '../api/move-into-book.ts';
import { BOOK_VENUE } from '../sportsbook-constants.ts';

/** The sports venue balance the book plays on, the centre wallet, and a one-tap move of it all in. */
export function BalanceBar() {
  const { t } = useTranslation();
  // Settlement happens on the server when a match ends: the balance is read again while the book is open.
  const assets = useQuery({ ...totalAssetsQuery(), refetchInterval: 4_000 });
  const move = useMoveIntoBook();
  if (assets.isPending) return <div className="sb-balance muted">{t('sportsbook.balanceLoading')}</div>;
  if (assets.isError) return <div className="sb-balance muted">{t('sportsbook.balanceFailed')}</div>;
  const venue = assets.data.venues.find((v) => v.venueCode === BOOK_VENUE)?.balance ?? 0;
  const center = assets.data.center;
  return (
    <div className="sb-balance row">
      <span data-testid="sb-venue-balance">
        {t('sportsbook.venueBalance', { amount: formatMoney(venue, 'CNY') })}
      </span>
      <span className="muted">{t('sportsbook.centerBalance', { amount: formatMoney(center, 'CNY') })}</span>
      {center > 0 && (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={move.isPending}
          onClick={() => move.mutate()}
        >
          {t('sportsbook.moveIn')}
        </button>
      )}
    </div>
  );
}
