import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BarePage } from '@/components/ui/page.tsx';
import { paths } from '@/lib/paths.ts';

/** /access-restriction (spec §2, §8): the session has been cleared before arriving here. */
export function AccessRestrictionScreen() {
  const { t } = useTranslation();
  return (
    <BarePage title={t('accessRestriction.title')}>
      <div className="card stack text-center">
        <h1 className="m-0">{t('accessRestriction.title')}</h1>
        <p className="muted">{t('accessRestriction.body')}</p>
        <Link className="btn btn-secondary" to={paths.cs}>
          {t('accessRestriction.contactCs')}
        </Link>
      </div>
    </BarePage>
  );
}
