import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The responsible-play row on 我的; composed into the me screen by `app/`. */
export function ResponsibleEntry({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link className="btn" to={to} data-testid="responsible-entry">
      {t('responsible.entry')}
    </Link>
  );
}
