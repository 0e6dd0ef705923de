import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@arena/domain';
import { Page } from '@/components/ui/page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useActivityRecords } from '../api/get-activity-records.ts';

/**
 * "我的活动记录" (`/app/activities?view=records`): every reward the member received from an activity —
 * sign-in, draws, envelopes, guesses, deposit bonuses, tiers, invitations — by name, with its amount in
 * yuan, its turnover requirement and time, newest first, twenty at a time with "load more".
 */
export function ActivityRecords({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.token !== null);
  const records = useActivityRecords(loggedIn);
  const list = records.data?.pages.flatMap((p) => p.list) ?? [];
  const yuan = (fen: number) => t('act.yuan', { amount: formatMoney(fen, 'CNY') });

  return (
    <Page title={t('act.records.title')}>
      <button type="button" className="btn btn-ghost" onClick={onBack}>
        {t('act.back')}
      </button>
      <section className="card" aria-label={t('act.records.title')}>
        {!loggedIn ? (
          <EmptyState
            text={t('act.loginToJoin')}
            action={
              <Link
                className="btn btn-primary"
                to={`${paths.login}?fromPage=${encodeURIComponent('/app/activities?view=records')}`}
              >
                {t('act.records.login')}
              </Link>
            }
          />
        ) : records.isError && !records.data ? (
          <EmptyState
            text={t('act.loadFailed')}
            action={
              <button type="button" className="btn" onClick={() => void records.refetch()}>
                {t('act.retry')}
              </button>
            }
          />
        ) : !records.data ? (
          <Skeleton height={120} />
        ) : list.length === 0 ? (
          <EmptyState text={t('act.records.empty')} />
        ) : (
          <>
            <ul className="act-records" data-testid="activity-records">
              {list.map((r) => (
                <li key={r.id} className="act-reward">
                  <span className="stack gap-2">
                    <span>{r.title}</span>
                    <small className="muted">
                      {formatDateTime(r.createdAt).slice(0, 16)}
                      {r.turnoverRequired > 0 &&
                        ` · ${t('act.records.turnover', { amount: yuan(r.turnoverRequired) })}`}
                    </small>
                  </span>
                  <span className="act-reward-amount">+{yuan(r.amount)}</span>
                </li>
              ))}
            </ul>
            {records.hasNextPage && (
              <button
                type="button"
                className="btn"
                disabled={records.isFetchingNextPage}
                onClick={() => void records.fetchNextPage()}
              >
                {t(records.isFetchingNextPage ? 'act.records.loadingMore' : 'act.records.more')}
              </button>
            )}
            {records.isFetchNextPageError && <p role="alert">{t('act.loadFailed')}</p>}
          </>
        )}
      </section>
    </Page>
  );
}
