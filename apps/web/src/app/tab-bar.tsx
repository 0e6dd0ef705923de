import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/ui/icons.tsx';
import { paths } from './paths.ts';

const TABS: {
  to: string;
  icon: IconName;
  label: 'nav.home' | 'nav.live' | 'nav.games' | 'nav.activities' | 'nav.me';
}[] = [
  { to: paths.home, icon: 'home', label: 'nav.home' },
  { to: paths.live, icon: 'live', label: 'nav.live' },
  { to: paths.games, icon: 'games', label: 'nav.games' },
  { to: paths.activities, icon: 'activities', label: 'nav.activities' },
  { to: paths.me, icon: 'me', label: 'nav.me' },
];

/** Bottom tab bar: home, live, games, activities, me. */
export function TabBar() {
  const { t } = useTranslation();
  return (
    <nav className="tab-bar" aria-label={t('nav.primary')}>
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          data-testid={`tab-${tab.icon}`}
          data-track="tab"
          data-track-target={tab.to}
        >
          <Icon name={tab.icon} />
          <span>{t(tab.label)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
