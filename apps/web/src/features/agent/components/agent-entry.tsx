import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The agent centre row on 我的; composed into the me screen by `app/`. */
export function AgentEntry({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link className="btn" to={to} data-testid="agent-entry">
      {t('agent.entry')}
    </Link>
  );
}
