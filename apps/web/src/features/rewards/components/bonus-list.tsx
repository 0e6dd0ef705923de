import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { useClaimReward, type ClaimKind } from '../api/claim-reward.ts';
import { useClaimFeedback } from '../hooks/use-claim-feedback.ts';
import { useYuan } from '../hooks/use-yuan.ts';

export interface BonusItem {
  id: string;
  title: string;
  amount: number;
  status: 'locked' | 'claimable' | 'claimed' | 'expired';
  expiresAt: number | null;
}

/** Rewards with their amount and a claim button when claimable (upgrade gifts, dividends, welfare). */
export function BonusList({
  items,
  kind,
  empty,
}: {
  items: readonly BonusItem[];
  kind: ClaimKind;
  empty: string;
}) {
  const { t } = useTranslation();
  const yuan = useYuan();
  const claim = useClaimReward(kind);
  const feedback = useClaimFeedback();
  if (items.length === 0) return <EmptyState text={empty} />;
  return (
    <ul className="rw-list" data-testid={`bonus-list-${kind}`}>
      {items.map((item) => {
        const busy = claim.isPending && claim.variables === item.id;
        return (
          <li key={item.id} className="rw-item">
            <span className="stack gap-2">
              <span>{item.title}</span>
              <span className="rw-amount">{yuan(item.amount)}</span>
            </span>
            {item.status === 'claimable' ? (
              <button
                type="button"
                className="btn btn-primary"
                disabled={claim.isPending}
                aria-label={`${t('rewards.claim')} ${item.title}`}
                onClick={() => claim.mutate(item.id, feedback)}
              >
                {busy ? t('rewards.claiming') : t('rewards.claim')}
              </button>
            ) : (
              <span className="muted">{t(`rewards.${item.status}`)}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
