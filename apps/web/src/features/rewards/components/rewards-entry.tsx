import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import './rewards.css';

/** Where each rewards screen lives; app/ passes the paths so this feature does not own the route table. */
export interface RewardsLinks {
  vip: string;
  welfare: string;
  points: string;
  rebate: string;
  coupon: string;
  birthday: string;
  dividends: string;
  materials: string;
}

/** The rewards entry grid shown on 我的 and the home (composed in by app/). */
export function RewardsEntry({ links, compact = false }: { links: RewardsLinks; compact?: boolean }) {
  const { t } = useTranslation();
  const entries = (Object.keys(links) as (keyof RewardsLinks)[]).filter(
    (k) => !compact || k === 'vip' || k === 'welfare' || k === 'rebate' || k === 'points',
  );
  return (
    <nav aria-label={t('rewards.entries.label')} className="rw-entries" data-testid="rewards-entry">
      {entries.map((k) => (
        <Link key={k} to={links[k]} data-testid={`rewards-entry-${k}`}>
          {t(`rewards.entries.${k}`)}
        </Link>
      ))}
    </nav>
  );
}
