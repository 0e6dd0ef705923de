import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useExchangeGift } from '../api/activity-actions.ts';
import { topGiftsQuery } from '../api/get-activity-info.ts';
import { useActionFeedback } from '../hooks/use-action-feedback.ts';

/** Top gift exchange: the member's points and each gift's price and stock (stock never negative). */
export function TopGiftPiece() {
  const { t } = useTranslation();
  const info = useQuery(topGiftsQuery());
  const exchange = useExchangeGift();
  const feedback = useActionFeedback();
  if (!info.data) return <Skeleton height={120} />;
  const d = info.data;
  return (
    <div>
      <p className="act-big">{t('act.gift.points', { n: d.points })}</p>
      <ul className="act-records">
        {d.list.map((g) => (
          <li key={g.giftId}>
            <span>
              {g.name} · {t('act.gift.cost', { n: g.costPoints })} · {t('act.gift.stock', { n: g.stock })}
            </span>
            <button
              type="button"
              className="btn"
              aria-label={`${t('act.gift.exchange')} ${g.name}`}
              disabled={exchange.isPending || g.stock <= 0 || d.points < g.costPoints}
              onClick={() =>
                exchange.mutate(g.giftId, {
                  onSuccess: (a) => feedback.onPrize(a.prize),
                  onError: feedback.onError,
                })
              }
            >
              {t('act.gift.exchange')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
