import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { loginPathFor, useThemeStore } from '@/lib/theme.ts';
import { useSecurityNotices } from '../api/security-notice-list.ts';
import { ProfileCard } from './profile-card.tsx';
import { ThemePicker } from './theme-picker.tsx';
import './account.css';

interface MeScreenProps {
  /** Session actions (the logout button) composed in by `app/`: this feature does not import auth. */
  memberActions?: ReactNode;
}

/** Unacknowledged security notices: a prompt at the top of "我的" (docs/account-screens.md). */
function NoticePrompt({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <section className="card row justify-between" role="status" data-testid="me-notice-prompt">
      <span className="grow">{t('profile.noticePrompt', { count })}</span>
      <Link className="btn btn-primary" to={paths.meNotices}>
        {t('profile.noticeView')}
      </Link>
    </section>
  );
}

/** The member's entry points; the notices entry carries the unacknowledged count. */
function EntryList({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const entries = [
    { to: paths.meSecurity, label: t('profile.entries.security'), id: 'security' },
    { to: paths.mePassword, label: t('profile.entries.password'), id: 'password' },
    { to: paths.wallet, label: t('profile.entries.wallet'), id: 'wallet' },
    { to: paths.walletRecords, label: t('profile.entries.records'), id: 'records' },
    { to: paths.meAvatar, label: t('profile.entries.avatar'), id: 'avatar' },
    { to: paths.meNotices, label: t('profile.entries.notices'), id: 'notices' },
  ];
  return (
    <nav aria-label={t('profile.entriesLabel')}>
      <ul className="entry-list">
        {entries.map((e) => (
          <li key={e.id}>
            <Link to={e.to} data-testid={`me-entry-${e.id}`}>
              <span>{e.label}</span>
              <span className="row gap-6">
                {e.id === 'notices' && unread > 0 && (
                  <span className="count-badge" data-testid="me-notice-badge">
                    {unread}
                    <span className="visually-hidden">{t('profile.noticeBadge', { count: unread })}</span>
                  </span>
                )}
                <span aria-hidden="true" className="muted">
                  ›
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MemberView({ memberActions }: MeScreenProps) {
  const notices = useSecurityNotices();
  const unread = notices.data?.list.filter((n) => !n.acknowledged).length ?? 0;
  return (
    <>
      <NoticePrompt count={unread} />
      <section className="card" data-testid="me-member">
        <ProfileCard />
      </section>
      <section className="card stack">
        <EntryList unread={unread} />
        {memberActions}
      </section>
    </>
  );
}

/** /app/me: the member's profile and entry points, or login / register for a visitor; then settings. */
export function MeScreen({ memberActions }: MeScreenProps) {
  const { t } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  const token = useSession((s) => s.token);
  return (
    <Page title={t('me.title')}>
      {token ? (
        <MemberView memberActions={memberActions} />
      ) : (
        <section className="card stack">
          <h2 className="m-0">{t('me.visitor')}</h2>
          <p className="muted m-0">{t('me.loginToSee')}</p>
          <Link
            className="btn btn-primary"
            to={`${loginPathFor(theme)}?fromPage=${encodeURIComponent(paths.me)}`}
          >
            {t('common.login')}
          </Link>
          <Link className="btn btn-secondary" to={paths.register}>
            {t('common.register')}
          </Link>
        </section>
      )}
      <section className="card">
        <Link className="btn btn-secondary" to={paths.cs} data-testid="me-cs">
          {t('me.customerService')}
        </Link>
      </section>
      <ThemePicker />
      <section className="card">
        <h2>{t('me.language')}</h2>
        <p className="muted m-0">{t('me.languageOnlyZh')}</p>
      </section>
    </Page>
  );
}
