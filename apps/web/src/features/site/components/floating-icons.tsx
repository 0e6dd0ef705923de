import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { floatingIconsQuery } from '../api/get-floating-icons.ts';
import { SiteLink } from './site-link.tsx';

/** The site's floating icons (site.floatingIconList), stacked at the left and right edges. */
export function FloatingIcons() {
  const { t } = useTranslation();
  const { data } = useQuery(floatingIconsQuery());
  if (!data || data.length === 0) return null;
  return (
    <>
      {(['left', 'right'] as const).map((side) => {
        const icons = data.filter((i) => i.position === side);
        if (icons.length === 0) return null;
        return (
          <nav
            key={side}
            className="floating-icons"
            data-side={side}
            aria-label={t('siteContent.floatingIcons')}
          >
            {icons.map((icon) => (
              <SiteLink key={icon.id} href={icon.linkUrl} className="floating-icon" label={icon.name}>
                {icon.iconUrl ? (
                  <img src={icon.iconUrl} alt="" width={48} height={48} />
                ) : (
                  icon.name.slice(0, 2)
                )}
              </SiteLink>
            ))}
          </nav>
        );
      })}
    </>
  );
}
