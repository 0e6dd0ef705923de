import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { InboxEntryBadge } from './unread-badge.tsx';

/** The inbox row on 我的, with the unread count; composed into the me screen by `app/`. */
export function InboxEntry({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link className="btn inbox-entry" to={to} data-testid="inbox-entry">
      <span>{t('inbox.entry')}</span>
      <InboxEntryBadge />
    </Link>
  );
}
