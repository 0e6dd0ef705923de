import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@arena/domain';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { AGENT_MEMBERS_PAGE_SIZE, useAgentMembers } from '../api/get-agent-members.ts';

const yuan = (fen: number) => formatMoney(fen, 'CNY');

/** Members registered through the agent's link, with one week's deposits and valid turnover. */
export function AgentMembers() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const query = useAgentMembers(period, page);

  if (query.isPending) return <Skeleton height={160} />;
  if (query.isError)
    return (
      <EmptyState
        text={t('agent.loadFailed')}
        action={
          <button type="button" className="btn" onClick={() => void query.refetch()}>
            {t('agent.retry')}
          </button>
        }
      />
    );
  const data = query.data;
  const pages = Math.max(1, Math.ceil(data.total / AGENT_MEMBERS_PAGE_SIZE));
  return (
    <section className="card stack" aria-labelledby="agent-members-title">
      <h2 id="agent-members-title" className="agent-h2">
        {t('agent.members')}
      </h2>
      <div className="field">
        <label htmlFor="agent-period">{t('agent.period')}</label>
        <select
          id="agent-period"
          value={data.period}
          onChange={(e) => {
            setPeriod(e.target.value);
            setPage(1);
          }}
        >
          {data.periods.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </div>
      <p className="muted" data-testid="agent-totals">
        {t('agent.summary', {
          deposit: yuan(data.totals.deposit),
          turnover: yuan(data.totals.turnover),
          count: data.total,
        })}
      </p>
      {data.list.length === 0 ? (
        <EmptyState text={t('agent.membersEmpty')} />
      ) : (
        <table className="agent-table">
          <thead>
            <tr>
              <th scope="col">{t('agent.memberName')}</th>
              <th scope="col">{t('agent.registeredAt')}</th>
              <th scope="col">{t('agent.deposit')}</th>
              <th scope="col">{t('agent.turnover')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((m) => (
              <tr key={`${m.name}-${m.registeredAt}`} data-testid="agent-member-row">
                <td>{m.name}</td>
                <td>{formatDateTime(m.registeredAt).slice(0, 10)}</td>
                <td>{yuan(m.deposit)}</td>
                <td>{yuan(m.turnover)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <div className="row agent-pager">
          <button type="button" className="btn" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            ‹
          </button>
          <span>
            {page} / {pages}
          </span>
          <button type="button" className="btn" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
