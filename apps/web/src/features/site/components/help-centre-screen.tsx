import { useQuery } from '@tanstack/react-query';
import { CLIENT_VERSION, PAGE_BUILD_DATE } from '@arena/domain';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { TabList } from '@/components/ui/tab-list.tsx';
import { helpArticlesQuery, helpCategoriesQuery } from '../api/get-help.ts';
import { htmlToParagraphs } from '../lib/html-text.ts';
import './site.css';

/**
 * The help centre (site.helpCategoryList, site.helpInfoGet): category tabs (the chosen one in the URL,
 * `?c=`), then that category's articles as disclosures. Article bodies are operator HTML shown as text.
 */
export function HelpCentreScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categories = useQuery(helpCategoriesQuery());
  const list = categories.data ?? [];
  const chosen = list.find((c) => c.id === params.get('c')) ?? list[0];
  const title = chosen ? `${t('siteContent.help.title')} · ${chosen.name}` : t('siteContent.help.title');
  return (
    <Page title={title} back>
      {categories.isPending ? (
        <div className="skeleton h-160" aria-hidden="true" />
      ) : categories.isError ? (
        <EmptyState
          text={t('siteContent.help.loadFailed')}
          action={
            <button type="button" className="btn btn-secondary" onClick={() => void categories.refetch()}>
              {t('siteContent.help.retry')}
            </button>
          }
        />
      ) : !chosen ? (
        <EmptyState text={t('siteContent.help.noCategories')} />
      ) : (
        <>
          <TabList
            label={t('siteContent.help.categories')}
            tabs={list.map((c) => c.id)}
            selected={chosen.id}
            onSelect={(id) => setParams({ c: id }, { replace: true })}
            textOf={(id) => list.find((c) => c.id === id)?.name ?? ''}
            className="sponsor-tabs"
            itemClassName="sponsor-tab"
            idPrefix="help"
          />
          <div role="tabpanel" id={`help-panel-${chosen.id}`} aria-labelledby={`help-tab-${chosen.id}`}>
            <HelpArticles categoryId={chosen.id} />
          </div>
        </>
      )}
      {/* spec §9 page build date: where a member (or support) reads which client they run. */}
      <p className="muted" data-testid="build-info">
        {t('siteContent.help.build', { version: CLIENT_VERSION, date: PAGE_BUILD_DATE })}
      </p>
    </Page>
  );
}

function HelpArticles({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useQuery(helpArticlesQuery(categoryId));
  if (isPending) return <div className="skeleton h-120" aria-hidden="true" />;
  if (isError)
    return (
      <EmptyState
        text={t('siteContent.help.loadFailed')}
        action={
          <button type="button" className="btn btn-secondary" onClick={() => void refetch()}>
            {t('siteContent.help.retry')}
          </button>
        }
      />
    );
  if (data.length === 0) return <EmptyState text={t('siteContent.help.empty')} />;
  return (
    <div className="card help-articles">
      {data.map((article) => (
        <details key={article.id}>
          <summary>{article.title}</summary>
          {htmlToParagraphs(article.contentHtml).map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </details>
      ))}
    </div>
  );
}
