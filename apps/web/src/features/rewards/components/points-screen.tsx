import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useClaimPoints } from '../api/claim-points.ts';
import { usePointsConfig } from '../api/get-points-config.ts';
import { usePointsTasks } from '../api/get-points-tasks.ts';
import { useClaimFeedback } from '../hooks/use-claim-feedback.ts';
import { LoadError, RewardsPage } from './rewards-page.tsx';

/** /app/me/points: the points balance, today's tasks from real events, and the rules. */
export function PointsScreen() {
  const { t } = useTranslation();
  const config = usePointsConfig();
  const tasks = usePointsTasks();
  const claim = useClaimPoints();
  const feedback = useClaimFeedback();
  return (
    <RewardsPage title={t('rewards.points.title')}>
      <section className="card stack" aria-labelledby="points-balance">
        <h2 id="points-balance">{t('rewards.points.balance')}</h2>
        {config.isError ? (
          <LoadError
            text={t('rewards.loadFailed')}
            retry={t('rewards.retry')}
            onRetry={() => void config.refetch()}
          />
        ) : !config.data ? (
          <Skeleton height={40} />
        ) : (
          <>
            <strong className="rw-big" data-testid="points-balance">
              {config.data.points ?? 0}
            </strong>
            <small className="muted">
              {config.data.enabled
                ? t('rewards.points.rate', { rate: config.data.exchangeRate })
                : t('rewards.points.off')}
            </small>
          </>
        )}
      </section>
      <section className="card stack" aria-labelledby="points-tasks">
        <h2 id="points-tasks">{t('rewards.points.tasks')}</h2>
        {tasks.isError ? (
          <LoadError
            text={t('rewards.loadFailed')}
            retry={t('rewards.retry')}
            onRetry={() => void tasks.refetch()}
          />
        ) : !tasks.data ? (
          <Skeleton height={120} />
        ) : tasks.data.list.length === 0 ? (
          <EmptyState text={t('rewards.points.empty')} />
        ) : (
          <ul className="rw-list">
            {tasks.data.list.map((task) => (
              <li key={task.taskId} className="rw-item">
                <span className="stack gap-2">
                  <span>{task.title}</span>
                  <small className="muted">
                    {t('rewards.points.progress', { progress: task.progress, target: task.target })} ·{' '}
                    {t('rewards.points.reward', { points: task.points })}
                  </small>
                </span>
                {task.status === 'claimable' ? (
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={claim.isPending}
                    aria-label={`${t('rewards.claim')} ${task.title}`}
                    onClick={() =>
                      claim.mutate(task.taskId, {
                        onSuccess: ({ points }) =>
                          toast(t('rewards.points.done', { points }), { kind: 'success' }),
                        onError: feedback.onError,
                      })
                    }
                  >
                    {t('rewards.claim')}
                  </button>
                ) : (
                  <span className="muted">
                    {task.status === 'claimed' ? t('rewards.claimed') : t('rewards.locked')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {config.data?.rulesHtml && (
        <section className="card stack" aria-labelledby="points-rules">
          <h2 id="points-rules">{t('rewards.points.rules')}</h2>
          {/* Stored text is shown as text, never as HTML. */}
          <p className="m-0 pre-wrap">{config.data.rulesHtml}</p>
        </section>
      )}
    </RewardsPage>
  );
}
