import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/app/page.tsx';
import { paths } from '@/app/paths.ts';
import { useSession } from '@/lib/session.ts';
import { loginPathFor, useThemeStore } from '@/lib/theme.ts';
import { ThemePicker } from './theme-picker.tsx';

interface MeScreenProps {
  /** Session actions (the logout button) composed in by `app/`: this feature does not import auth. */
  memberActions?: ReactNode;
}

/** /app/me: profile summary (accounts issue), settings: theme and language. */
export function MeScreen({ memberActions }: MeScreenProps) {
  const { t } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  return (
    <Page title={t('me.title')}>
      {token ? (
        <section className="card stack" data-testid="me-member">
          <h2 style={{ margin: 0 }} data-testid="me-nickname">
            {user?.nickName || user?.name || t('me.member')}
          </h2>
          {user && (
            <p className="muted" style={{ margin: 0 }} data-testid="me-name">
              {t('me.accountName', { name: user.name })}
            </p>
          )}
          <Link className="btn btn-secondary" to={paths.mePassword}>
            {t('me.changePassword')}
          </Link>
          {memberActions}
        </section>
      ) : (
        <section className="card stack">
          <h2 style={{ margin: 0 }}>{t('me.visitor')}</h2>
          <p className="muted" style={{ margin: 0 }}>
            {t('me.loginToSee')}
          </p>
          <Link
            className="btn btn-primary"
            to={`${loginPathFor(theme)}?fromPage=${encodeURIComponent(paths.me)}`}
          >
            {t('common.login')}
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
        <p className="muted" style={{ margin: 0 }}>
          {t('me.languageOnlyZh')}
        </p>
      </section>
    </Page>
  );
}
