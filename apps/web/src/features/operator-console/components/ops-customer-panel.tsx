import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@arena/domain';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { customerQuery } from '../api/ops-queries.ts';
import './ops.css';

/** The member behind a conversation: profile, wallets and recent movements (read from other modules). */
export function OpsCustomerPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const q = useQuery(customerQuery(id));
  if (q.isPending) return <Skeleton height={100} />;
  if (q.isError) return <p className="card muted">{t('opsConsole.loadFailed')}</p>;
  const { member, balances, recent } = q.data;
  if (!member) return <p className="card muted">{t('opsConsole.visitor')}</p>;
  return (
    <section className="card stack" aria-label={t('opsConsole.customer')}>
      <h3 className="text-14">{t('opsConsole.customer')}</h3>
      <dl className="ops-facts">
        <dt>{t('opsConsole.name')}</dt>
        <dd data-testid="ops-member-name">
          {member.name}
          {member.nickName ? `（${member.nickName}）` : ''}
        </dd>
        <dt>{t('opsConsole.phone')}</dt>
        <dd>{member.phone ?? '—'}</dd>
        <dt>{t('opsConsole.registeredAt')}</dt>
        <dd>{formatDateTime(member.registeredAt)}</dd>
        <dt>{t('opsConsole.lastLoginAt')}</dt>
        <dd>{member.lastLoginAt ? formatDateTime(member.lastLoginAt) : '—'}</dd>
      </dl>
      {balances && (
        <>
          <h3 className="text-14">{t('opsConsole.balances')}</h3>
          <p data-testid="ops-balance-main">
            {t('opsConsole.main')}：{formatMoney(balances.main, 'CNY')} 元 · {t('opsConsole.yeb')}：
            {formatMoney(balances.yeb, 'CNY')} 元 · {t('opsConsole.usdt')}：
            {formatMoney(balances.usdt, 'USDT')} USDT
          </p>
        </>
      )}
      <h3 className="text-14">{t('opsConsole.recent')}</h3>
      {recent.length === 0 ? (
        <p className="muted">{t('opsConsole.noRecent')}</p>
      ) : (
        <ul className="m-0 pl-16">
          {recent.map((r) => (
            <li key={`${r.orderNo}-${r.createdAt}`}>
              {formatDateTime(r.createdAt)} · {r.type} · {r.orderNo} ·{' '}
              {formatMoney(r.amount, r.currency === 'USDT' ? 'USDT' : 'CNY')}{' '}
              {r.currency === 'USDT' ? 'USDT' : '元'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
