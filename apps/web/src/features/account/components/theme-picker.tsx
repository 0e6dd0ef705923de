import { useTranslation } from 'react-i18next';
import { THEMES, THEME_SWATCHES, useThemeStore } from '@/lib/theme.ts';

/** The eight theme series as swatch buttons; the choice persists in localStorage. */
export function ThemePicker() {
  const { t } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  const setTheme = useThemeStore((s) => s.setTheme);
  return (
    <section className="card" aria-labelledby="theme-title">
      <h2 id="theme-title">{t('me.theme')}</h2>
      <p className="muted" data-testid="theme-current">
        {t('me.themeCurrent', { name: t(`theme.${theme}`) })}
      </p>
      <div className="theme-grid">
        {THEMES.map((name) => (
          <button
            key={name}
            type="button"
            className="theme-swatch"
            aria-pressed={name === theme}
            data-testid={`theme-${name}`}
            onClick={() => setTheme(name)}
          >
            <span className="dots" aria-hidden="true">
              {THEME_SWATCHES[name].map((c) => (
                <span key={c} style={{ background: c }} />
              ))}
            </span>
            {t(`theme.${name}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
