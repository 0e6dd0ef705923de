import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAgentCommissions } from '../api/get-agent-commissions.ts';

/** The commission of each settled week (computed and paid by the server's period job). */
export function AgentCommissions() {
  const { t } = useTranslation();
  const query = useAgentCommissions();
  let body;
  if (query.isPending) body = <Skeleton height={80} />;
  else if (query.isError)
    body = (
      <EmptyState
        text={t('agent.loadFailed')}
        action={
          <button type="button" className="btn" onClick={() => void query.refetch()}>
            {t('agent.retry')}
          </button>
        }
      />
    );
  else if (query.data.list.length === 0) body = <EmptyState text={t('agent.commissionsEmpty')} />;
  else
    body = (
      <table className="agent-table">
        <thead>
          <tr>
            <th scope="col">{t('agent.period')}</th>
            <th scope="col">{t('agent.turnover')}</th>
            <th scope="col">{t('agent.commission')}</th>
          </tr>
        </thead>
        <tbody>
          {query.data.list.map((c) => (
            <tr key={c.period}>
              <td>{c.period}</td>
              <td>{formatMoney(c.turnover, 'CNY')}</td>
              <td>{formatMoney(c.amount, 'CNY')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <section className="card stack" aria-labelledby="agent-commissions-title">
      <h2 id="agent-commissions-title" className="agent-h2">
        {t('agent.commissions')}
      </h2>
      {body}
    </section>
  );
}
