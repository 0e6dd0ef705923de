import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useResponsibleHistory } from '../api/get-history.ts';
import { useYuan } from './format.ts';

/** Net position per day, week and month, and the three-month statement, on one screen. */
export function HistorySection() {
  const { t } = useTranslation();
  const id = useId();
  const yuan = useYuan();
  const history = useResponsibleHistory();
  const data = history.data;
  return (
    <section className="card stack" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('responsible.history.title')}</h2>
      {history.isError ? (
        <div className="row" role="alert">
          <span className="muted">{t('responsible.loadFailed')}</span>
          <button type="button" className="btn btn-secondary" onClick={() => void history.refetch()}>
            {t('responsible.retry')}
          </button>
        </div>
      ) : !data ? (
        <Skeleton height={80} />
      ) : (
        <>
          <dl className="responsible-net" data-testid="net-positions">
            {(['day', 'week', 'month'] as const).map((p) => (
              <div key={p}>
                <dt>{t(`responsible.history.${p}`)}</dt>
                <dd>
                  {t('responsible.history.net')} {yuan(data[p].net)}
                  <small className="muted">
                    {' '}
                    {t('responsible.history.stakes')} {yuan(data[p].stakes)} · {t('responsible.history.wins')}{' '}
                    {yuan(data[p].wins)}
                  </small>
                </dd>
              </div>
            ))}
          </dl>
          <h3>{t('responsible.history.statement')}</h3>
          {data.statement.length === 0 ? (
            <p className="muted">{t('responsible.history.empty')}</p>
          ) : (
            <div className="responsible-table">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('responsible.history.date')}</th>
                    <th scope="col">{t('responsible.history.deposits')}</th>
                    <th scope="col">{t('responsible.history.withdrawals')}</th>
                    <th scope="col">{t('responsible.history.stakes')}</th>
                    <th scope="col">{t('responsible.history.wins')}</th>
                    <th scope="col">{t('responsible.history.bonuses')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.statement.map((r) => (
                    <tr key={r.day}>
                      <th scope="row">{r.day}</th>
                      <td>{yuan(r.deposits)}</td>
                      <td>{yuan(r.withdrawals)}</td>
                      <td>{yuan(r.stakes)}</td>
                      <td>{yuan(r.wins)}</td>
                      <td>{yuan(r.bonuses)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t('responsible.history.totals')}</th>
                    <td>{yuan(data.totals.deposits)}</td>
                    <td>{yuan(data.totals.withdrawals)}</td>
                    <td>{yuan(data.totals.stakes)}</td>
                    <td>{yuan(data.totals.wins)}</td>
                    <td>{yuan(data.totals.bonuses)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
