import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BarePage } from '@/components/ui/page.tsx';
import { paths } from '@/lib/paths.ts';

/** Flattens router state (the gateway response data, spec §2) into label/value rows shown as text. */
export function describeState(state: unknown): [string, string][] {
  if (state === null || state === undefined) return [];
  if (typeof state !== 'object') return [['', JSON.stringify(state)]];
  return Object.entries(state as Record<string, unknown>).map(([k, v]) => [
    k,
    typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v),
  ]);
}

/** /access-alert (spec §2): carries the response data as router state. */
export function AccessAlertScreen() {
  const { t } = useTranslation();
  const rows = describeState(useLocation().state as unknown);
  return (
    <BarePage title={t('accessAlert.title')}>
      <div className="card stack">
        <h1 className="m-0 text-center">{t('accessAlert.title')}</h1>
        <p className="muted">{t('accessAlert.body')}</p>
        {rows.length === 0 ? (
          <p data-testid="access-alert-empty">{t('accessAlert.noDetail')}</p>
        ) : (
          <dl className="kv" data-testid="access-alert-data">
            {rows.map(([k, v]) => (
              <div key={k} className="contents">
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        )}
        <Link className="btn btn-secondary" to={paths.cs}>
          {t('accessAlert.contactCs')}
        </Link>
      </div>
    </BarePage>
  );
}
