import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BarePage } from '@/components/ui/page.tsx';
import { paths } from '@/lib/paths.ts';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <BarePage title={t('notFound.title')}>
      <div className="card stack text-center">
        <h1 className="m-0">404</h1>
        <p>{t('notFound.title')}</p>
        <p className="muted">{t('notFound.body')}</p>
        <Link className="btn btn-primary" to={paths.home}>
          {t('common.goHome')}
        </Link>
      </div>
    </BarePage>
  );
}
