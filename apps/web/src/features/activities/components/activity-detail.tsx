import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useSession } from '@/lib/session.ts';
import { usePromotionDetail } from '../api/get-promotion-detail.ts';
import { ActivityPiece } from './activity-piece.tsx';
import { ApplyButton } from './apply-button.tsx';

/** An activity's detail: state, rules (operator text shown as text, never markup) and its piece. */
export function ActivityDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.token !== null);
  const detail = usePromotionDetail(id);
  const d = detail.data;
  return (
    <Page title={d?.title ?? t('activities.title')}>
      <button type="button" className="btn act-back" onClick={onBack}>
        {t('act.back')}
      </button>
      {detail.isError ? (
        <div className="card">
          <EmptyState text={t('act.loadFailed')} />
        </div>
      ) : !d ? (
        <Skeleton height={200} />
      ) : (
        <>
          <section className="card act-detail" aria-label={d.title}>
            <p className="act-card-meta">
              <span className="act-badge">{t(`act.categories.${d.category}`)}</span>
              {d.status && (
                <span className={`act-state act-state-${d.status}`}>{t(`act.status.${d.status}`)}</span>
              )}
            </p>
            {d.applicable &&
              (loggedIn ? (
                <ApplyButton id={d.promotionId} status={d.applyStatus} />
              ) : (
                <p className="muted">{t('act.loginToJoin')}</p>
              ))}
          </section>
          {d.kind !== 'promo' && (
            <section className="card">
              {loggedIn ? (
                <ActivityPiece id={d.promotionId} kind={d.kind} />
              ) : (
                <p className="muted">{t('act.loginToJoin')}</p>
              )}
            </section>
          )}
          <section className="card">
            <h2 className="act-h2">{t('act.rules')}</h2>
            <p className="act-rules">{d.contentHtml}</p>
          </section>
        </>
      )}
    </Page>
  );
}
