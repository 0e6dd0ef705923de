import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigationQuery } from '../api/get-navigation.ts';
import { SiteLink } from './site-link.tsx';

/** The site's navigation list (site.navigationList) as a grid of labelled icons. */
export function SiteNavigation({ title }: { title?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isPending, isError } = useQuery(navigationQuery());
  if (isError || (!isPending && data.length === 0)) return null;
  return (
    <section className="card" aria-labelledby={headingId} data-testid="site-navigation">
      <div className="section-title">
        <h2 id={headingId}>{title || t('siteContent.navigation')}</h2>
      </div>
      {isPending ? (
        <div className="skeleton h-64" aria-hidden="true" />
      ) : (
        <ul className="site-nav-grid">
          {data.map((item) => (
            <li key={item.id}>
              <SiteLink href={item.linkUrl}>
                {item.iconUrl && <img src={item.iconUrl} alt="" width={36} height={36} />}
                <span>{item.name}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
