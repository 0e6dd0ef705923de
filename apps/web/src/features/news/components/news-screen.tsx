import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TabList } from '@/components/ui/tab-list.tsx';
import { useArticles } from '../api/get-articles.ts';
import { useColumns } from '../api/get-columns.ts';
import { useHotNews } from '../api/get-hot-news.ts';
import { NEWS_HOME_HOT } from '../api/seed-news.ts';
import { newsPaths } from '../news-paths.ts';
import { ArticleRow } from './article-row.tsx';
import { NewsImage } from './news-image.tsx';
import './news.css';

const ALL = 'all';

function ListSkeleton() {
  return (
    <div className="stack" aria-busy="true">
      <Skeleton height={63} />
      <Skeleton height={63} />
      <Skeleton height={63} />
    </div>
  );
}

/** Hot news: the first one large with its cover, the next ones as rows. */
function HotNews() {
  const { t } = useTranslation();
  const hot = useHotNews(NEWS_HOME_HOT);
  if (hot.isPending) return <Skeleton height={200} />;
  if (hot.isError)
    return (
      <p className="muted">
        {t('news.loadFailed')}{' '}
        <button type="button" className="btn btn-ghost" onClick={() => void hot.refetch()}>
          {t('news.retry')}
        </button>
      </p>
    );
  const [lead, ...rest] = hot.data.list;
  if (!lead) return <EmptyState text={t('news.empty')} />;
  return (
    <>
      <Link className="news-lead" to={newsPaths.article(lead.articleId)}>
        <NewsImage className="news-lead-cover" src={lead.coverUrl} alt="" width={320} height={180} eager />
        <span className="news-lead-title">{lead.title}</span>
      </Link>
      <ul className="news-list">
        {/* The hot rows fill the rest of a phone's first screen: their covers load at once. */}
        {rest.map((a) => (
          <ArticleRow key={a.articleId} article={a} eager />
        ))}
      </ul>
    </>
  );
}

/** Articles of the chosen column (kept in the URL), newest first. */
function ColumnArticles({ columnId }: { columnId: string }) {
  const { t } = useTranslation();
  const articles = useArticles(columnId === ALL ? {} : { columnId });
  if (articles.isPending) return <ListSkeleton />;
  if (articles.isError)
    return (
      <p className="muted">
        {t('news.loadFailed')}{' '}
        <button type="button" className="btn btn-ghost" onClick={() => void articles.refetch()}>
          {t('news.retry')}
        </button>
      </p>
    );
  if (articles.data.list.length === 0) return <EmptyState text={t('news.empty')} />;
  return (
    // The panel wraps the list: a list that is itself the tab panel loses its list semantics.
    <div id={`news-panel-${columnId}`} aria-labelledby={`news-tab-${columnId}`} role="tabpanel">
      <ul className="news-list">
        {articles.data.list.map((a) => (
          <ArticleRow key={a.articleId} article={a} />
        ))}
      </ul>
    </div>
  );
}

/** The news home (spec §7 "News/soccer"): hot news, the columns, and the ways to experts and matches. */
export function NewsScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const columns = useColumns();
  const list = columns.data?.list ?? [];
  const ids = [ALL, ...list.map((c) => c.columnId)];
  const wanted = search.get('column') ?? ALL;
  const selected = ids.includes(wanted) ? wanted : ALL;
  const nameOf = (id: string) =>
    id === ALL ? t('news.all') : (list.find((c) => c.columnId === id)?.name ?? id);
  return (
    <Page title={t('news.title')} back>
      <nav className="news-entries" aria-label={t('news.title')}>
        <Link className="btn btn-secondary" to={newsPaths.experts}>
          {t('news.experts')}
        </Link>
        <Link className="btn btn-secondary" to={newsPaths.matches}>
          {t('news.matches')}
        </Link>
      </nav>
      <section className="card" aria-labelledby="news-hot">
        <h2 id="news-hot">{t('news.hot')}</h2>
        <HotNews />
      </section>
      <section className="card" aria-labelledby="news-columns">
        <h2 id="news-columns">{t('news.columns')}</h2>
        <TabList
          label={t('news.columns')}
          tabs={ids}
          selected={selected}
          onSelect={(id) => setSearch(id === ALL ? {} : { column: id }, { replace: true })}
          textOf={nameOf}
          className="news-tabs"
          itemClassName="news-tab"
          idPrefix="news"
        />
        <ColumnArticles columnId={selected} />
      </section>
    </Page>
  );
}
