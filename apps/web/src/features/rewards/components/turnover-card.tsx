import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';
import { useTurnover } from '../api/get-turnover.ts';
import './rewards.css';

/**
 * Open bonus turnover requirements (流水) with their progress: shown on the wallet and the withdraw
 * screen (composed there by app/). Renders nothing while loading or when none is open.
 */
export function TurnoverCard() {
  const { t } = useTranslation();
  const q = useTurnover();
  const data = q.data;
  if (!data || data.requirements.length === 0) return null;
  const amount = (v: number) => formatMoney(v, 'CNY');
  return (
    <section className="card stack" aria-labelledby="turnover-title" data-testid="turnover-card">
      <h2 id="turnover-title">{t('rewards.turnover.title')}</h2>
      <p role="status" className="m-0" data-testid="turnover-remaining">
        {t('rewards.turnover.remaining', { amount: amount(data.remaining) })}
      </p>
      <ul className="rw-list">
        {data.requirements.map((r) => (
          <li key={r.id} className="stack gap-4">
            <small>
              {t('rewards.turnover.item', {
                title: r.title,
                done: amount(r.done),
                required: amount(r.required),
              })}
            </small>
            <progress
              className="rw-bar"
              max={Math.max(r.required, 1)}
              value={r.done}
              aria-label={t('rewards.turnover.progressLabel', { title: r.title })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
