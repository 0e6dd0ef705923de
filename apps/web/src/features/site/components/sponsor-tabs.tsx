import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { limitSponsorTabs } from '@arena/domain';
import { newsAsset } from '@/lib/gateway/news-domain-boot.ts';
import { HEADLINES, hotNewsQuery } from '@/lib/news-hot.ts';
import { paths } from '@/lib/paths.ts';
import { TabList } from '@/components/ui/tab-list.tsx';
import { sponsorQuery } from '../api/get-sponsor.ts';
import { sponsorEntriesQuery } from '../api/get-sponsor-entries.ts';
import { SiteLink } from './site-link.tsx';

/**
 * The sponsor block (spec §6: setting 0 → no tabs, 1 → zz first, 2 → news first; §9: at most 3 tabs).
 * The server already orders and caps the tabs; the cap is applied again here so a misconfigured
 * gateway can never draw a fourth.
 */
export function SponsorTabs({ title }: { title?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const idPrefix = useId();
  const { data } = useQuery(sponsorQuery());
  const [selected, setSelected] = useState('0');
  if (!data || data.setting === 0) return null;
  const tabs = limitSponsorTabs(data.tabs);
  if (tabs.length === 0) return null;
  const ids = tabs.map((_, i) => String(i));
  const index = Math.min(Number(selected), tabs.length - 1);
  const tab = tabs[index];
  return (
    <section className="card" aria-labelledby={headingId} data-testid="sponsor-tabs">
      <div className="section-title">
        <h2 id={headingId}>{title || t('siteContent.sponsorTabs')}</h2>
      </div>
      <TabList
        label={title || t('siteContent.sponsorTabs')}
        tabs={ids}
        selected={String(index)}
        onSelect={setSelected}
        textOf={(id) => tabs[Number(id)]?.title ?? ''}
        className="sponsor-tabs"
        itemClassName="sponsor-tab"
        idPrefix={idPrefix}
      />
      {tab && (
        <div role="tabpanel" id={`${idPrefix}-panel-${index}`} aria-labelledby={`${idPrefix}-tab-${index}`}>
          {tab.key === 'news' && <NewsHeadlines />}
          <SponsorEntries kind={tab.key} />
        </div>
      )}
    </section>
  );
}

/**
 * The news tab (spec §6/§9 setting 2): the news module's hot headlines, each opening its article, above
 * the operator's sponsor entries. The query is the home news block's (one answer for both).
 */
function NewsHeadlines() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery(hotNewsQuery(HEADLINES));
  if (isPending) return <div className="skeleton h-96" aria-hidden="true" />;
  if (isError) return <p className="muted">{t('siteContent.sponsorNewsFailed')}</p>;
  if (data.list.length === 0) return null;
  return (
    <ul className="sponsor-entries" aria-label={t('siteContent.sponsorNews')} data-testid="sponsor-news">
      {data.list.map((a) => (
        <li key={a.articleId}>
          <Link to={paths.newsArticle.replace(':id', encodeURIComponent(a.articleId))}>
            {a.coverUrl && (
              <img
                src={newsAsset(a.coverUrl)}
                alt=""
                width={72}
                height={40}
                loading="lazy"
                decoding="async"
              />
            )}
            <span>{a.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function SponsorEntries({ kind }: { kind: 'zz' | 'news' }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery(sponsorEntriesQuery(kind));
  if (isPending) return <div className="skeleton h-48" aria-hidden="true" />;
  if (isError) return <p className="muted">{t('siteContent.sponsorFailed')}</p>;
  if (data.length === 0) return <p className="muted">{t('siteContent.sponsorEmpty')}</p>;
  return (
    <ul className="sponsor-entries">
      {data.map((entry) => (
        <li key={entry.id}>
          <SiteLink href={entry.linkUrl}>
            {entry.imageUrl && <img src={entry.imageUrl} alt="" width={72} height={40} />}
            <span>{entry.title}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
