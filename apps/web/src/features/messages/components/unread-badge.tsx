import { useTranslation } from 'react-i18next';
import { useTotalUnread } from '../api/get-unread-count.ts';
import { useInboxPush } from '../hooks/use-inbox-push.ts';
import './badge.css';

/** The number a badge shows: at most "99+". */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * `announce` false keeps the count out of the accessible name of the element it sits in (the 我的
 * tab stays "我的"); the inbox entry announces it in words.
 */
function Badge({ count, testId, announce = true }: { count: number; testId: string; announce?: boolean }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className="inbox-badge" data-testid={testId} aria-hidden={announce ? undefined : true}>
      <span aria-hidden="true">{badgeText(count)}</span>
      {announce && <span className="visually-hidden">{t('inbox.unreadBadge', { count })}</span>}
    </span>
  );
}

/**
 * The unread badge on the 我的 tab. It also holds the inbox socket, since the tab bar is on screen
 * whenever a member browses the app.
 */
export function MeTabBadge() {
  useInboxPush();
  const count = useTotalUnread();
  return <Badge count={count} testId="me-tab-badge" announce={false} />;
}

/** The unread badge of the inbox entry on 我的. */
export function InboxEntryBadge() {
  return <Badge count={useTotalUnread()} testId="inbox-entry-badge" />;
}
