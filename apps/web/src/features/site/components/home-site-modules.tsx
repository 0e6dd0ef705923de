import { useQuery } from '@tanstack/react-query';
import { homeConfigQuery } from '../api/get-home-config.ts';
import { siteHomeModules } from '../lib/home-modules.ts';
import { FloatingIcons } from './floating-icons.tsx';
import { SiteBrand } from './site-brand.tsx';
import { SiteNavigation } from './site-navigation.tsx';
import { SponsorTabs } from './sponsor-tabs.tsx';

/**
 * The home blocks the site configures (site.homeConfigQuery): the navigation list and the sponsor tabs
 * in the operator's order and visibility, the client resources (logo, app download) and the floating
 * icons. Composed into the home page by app/router.tsx.
 */
export function HomeSiteModules() {
  const { data, isPending } = useQuery(homeConfigQuery());
  const titles = new Map((data ?? []).map((m) => [m.module, m.title]));
  return (
    <>
      <SiteBrand />
      {!isPending &&
        siteHomeModules(data).map((module) =>
          module === 'navigation' ? (
            <SiteNavigation key={module} title={titles.get(module)} />
          ) : (
            <SponsorTabs key={module} title={titles.get(module)} />
          ),
        )}
      <FloatingIcons />
    </>
  );
}
