import { useTranslation } from 'react-i18next';
import { useYuan } from '../hooks/use-yuan.ts';

interface Level {
  level: number;
  name: string;
  depositRequired: number;
  turnoverRequired: number;
  upgradeGift: number;
  birthdayGift: number;
  monthlyGift: number;
  weekDividend: number;
  rebateRate: string;
  withdrawTimesPerDay: number;
  privileges: string;
}

/** Every level's thresholds and privileges; the member's own level is marked. */
export function VipLevelCards({ levels, current }: { levels: readonly Level[]; current: number }) {
  const { t } = useTranslation();
  const yuan = useYuan();
  return (
    <section className="card stack" aria-labelledby="vip-levels">
      <h2 id="vip-levels">{t('rewards.vip.levels')}</h2>
      <ul className="rw-grid list-plain">
        {levels.map((l) => (
          <li key={l.level} className="rw-level stack gap-4" aria-current={l.level === current}>
            <strong>{l.name}</strong>
            <small className="muted">
              {t('rewards.vip.deposit')} {yuan(l.depositRequired)}
            </small>
            <small className="muted">
              {t('rewards.vip.turnover')} {yuan(l.turnoverRequired)}
            </small>
            <small>
              {t('rewards.vip.upgradeGift')} {yuan(l.upgradeGift)}
            </small>
            <small>
              {t('rewards.vip.birthdayGift')} {yuan(l.birthdayGift)}
            </small>
            <small>
              {t('rewards.vip.weekly')} {yuan(l.weekDividend)} · {t('rewards.vip.monthly')}{' '}
              {yuan(l.monthlyGift)}
            </small>
            <small>
              {t('rewards.vip.rebateRate')} {l.rebateRate}%
            </small>
            <small>{t('rewards.vip.withdrawTimes', { count: l.withdrawTimesPerDay })}</small>
            {l.privileges && <small className="muted">{l.privileges}</small>}
          </li>
        ))}
      </ul>
    </section>
  );
}
