import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BarePage } from '@/app/page.tsx';
import { paths } from '@/app/paths.ts';

/** /maintenance (spec §2, §4): shown when the maintenance config's status is 0. */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  return (
    <BarePage title={t('maintenance.title')}>
      <div className="card stack" style={{ textAlign: 'center' }}>
        <h1 style={{ margin: 0 }}>{t('maintenance.title')}</h1>
        <p className="muted">{t('maintenance.body')}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('maintenance.refresh')}
        </button>
        <Link className="btn btn-secondary" to={paths.cs}>
          {t('maintenance.contactCs')}
        </Link>
      </div>
    </BarePage>
  );
}
