import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BarePage } from '@/components/ui/page.tsx';
import { paths } from '@/lib/paths.ts';

/** /maintenance (spec §2, §4): shown when the maintenance config's status is 0. */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  // The gateway passes the maintenance data (spec §8) as router state; the operator's message, as text.
  const state = useLocation().state as { message?: unknown } | null;
  const message = typeof state?.message === 'string' && state.message ? state.message : null;
  return (
    <BarePage title={t('maintenance.title')}>
      <div className="card stack text-center">
        <h1 className="m-0">{t('maintenance.title')}</h1>
        <p className="muted">{t('maintenance.body')}</p>
        {message && <p data-testid="maintenance-message">{message}</p>}
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
