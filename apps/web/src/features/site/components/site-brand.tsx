import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths.ts';
import { clientResourcesQuery } from '../api/get-client-resources.ts';
import { SiteLink } from './site-link.tsx';

/**
 * Client resources (site.clientResourceConfigGet): the site's logo, service hours and app-download
 * link, beside the help centre's entry. The favicon stays the app's own icon set (the installable web
 * app's icons), so the served `faviconUrl` is not applied.
 */
export function SiteBrand() {
  const { t } = useTranslation();
  const { data } = useQuery(clientResourcesQuery());
  const hours = data?.resources.serviceHours;
  return (
    <section className="card site-brand" data-testid="site-brand">
      {data?.logoUrl ? <img src={data.logoUrl} alt={t('siteContent.logoAlt')} height={32} /> : <span />}
      {hours && <span className="muted">{hours}</span>}
      <Link to={paths.help}>{t('siteContent.help.entry')}</Link>
      {data?.appDownloadUrl && (
        <SiteLink href={data.appDownloadUrl} className="btn btn-secondary">
          {t('siteContent.download')}
        </SiteLink>
      )}
    </section>
  );
}
