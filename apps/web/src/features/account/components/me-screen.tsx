import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/app/page.tsx';
import { paths } from '@/app/paths.ts';
import { loginPathFor, useThemeStore } from '@/lib/theme.ts';
import { ThemePicker } from './theme-picker.tsx';

/** /app/me: profile summary (accounts issue), settings: theme and language. */
export function MeScreen() {
  const { t } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  return (
    <Page title={t('me.title')}>
      <section className="card stack">
        <h2 style={{ margin: 0 }}>{t('me.visitor')}</h2>
        <p className="muted" style={{ margin: 0 }}>
          {t('me.loginToSee')}
        </p>
        <Link
          className="btn btn-primary"
          to={`${loginPathFor(theme)}?fromPage=${encodeURIComponent('/app/me')}`}
        >
          {t('common.login')}
        </Link>
      </section>
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
