import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TabList } from '@/components/ui/tab-list.tsx';
import type { ArticleItem, ColumnItem } from '../api/news-home-boot.ts';
import { newsPaths } from '../news-paths.ts';
import { ArticleRow } from './article-row.tsx';
import { NewsImage } from './news-image.tsx';

/** The 全部 tab: every column's articles. */
export const ALL_COLUMNS = 'all';

/**
 * What one part of the news home has to show: its rows, still loading, or a failure with a retry.
 * The first paint fills it from the page's answers, the query-backed part from its queries, and both
 * draw it with the same markup (no gateway code here).
 */
export type Part = { rows: readonly ArticleItem[] } | 'loading' | { retry: () => void };

function ListSkeleton() {
  return (
    <div className="stack" aria-busy="true">
      <Skeleton height={63} />
      <Skeleton height={63} />
      <Skeleton height={63} />
    </div>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="muted">
      {t('news.loadFailed')}{' '}
      <button type="button" className="btn btn-ghost" onClick={retry}>
        {t('news.retry')}
      </button>
    </p>
  );
}

/** Hot news: the first one large with its cover, the next ones as rows. */
function HotNews({ part }: { part: Part }) {
  const { t } = useTranslation();
  if (part === 'loading') return <Skeleton height={200} />;
  if ('retry' in part) return <LoadFailed retry={part.retry} />;
  const [lead, ...rest] = part.rows;
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

/** Articles of the chosen column, newest first. */
function ColumnArticles({ columnId, part }: { columnId: string; part: Part }) {
  const { t } = useTranslation();
  if (part === 'loading') return <ListSkeleton />;
  if ('retry' in part) return <LoadFailed retry={part.retry} />;
  if (part.rows.length === 0) return <EmptyState text={t('news.empty')} />;
  return (
    // The panel wraps the list: a list that is itself the tab panel loses its list semantics.
    <div id={`news-panel-${columnId}`} aria-labelledby={`news-tab-${columnId}`} role="tabpanel">
      <ul className="news-list">
        {part.rows.map((a) => (
          <ArticleRow key={a.articleId} article={a} />
        ))}
      </ul>
    </div>
  );
}

/** The column chosen in the URL (`?column=`), or 全部 when it names none of these columns. */
export function useChosenColumn(columns: readonly ColumnItem[]) {
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('column') ?? ALL_COLUMNS;
  const selected = columns.some((c) => c.columnId === wanted) ? wanted : ALL_COLUMNS;
  const choose = (id: string) => setSearch(id === ALL_COLUMNS ? {} : { column: id }, { replace: true });
  return { selected, choose };
}

/** The news home's hot news and columns (spec §7 "News/soccer"), whichever way their answers came. */
export function NewsHomeSections({
  hot,
  columns,
  selected,
  onSelect,
  articles,
}: {
  hot: Part;
  columns: readonly ColumnItem[];
  selected: string;
  onSelect: (columnId: string) => void;
  articles: Part;
}) {
  const { t } = useTranslation();
  const ids = [ALL_COLUMNS, ...columns.map((c) => c.columnId)];
  const nameOf = (id: string) =>
    id === ALL_COLUMNS ? t('news.all') : (columns.find((c) => c.columnId === id)?.name ?? id);
  return (
    <>
      <section className="card" aria-labelledby="news-hot">
        <h2 id="news-hot">{t('news.hot')}</h2>
        <HotNews part={hot} />
      </section>
      <section className="card" aria-labelledby="news-columns">
        <h2 id="news-columns">{t('news.columns')}</h2>
        <TabList
          label={t('news.columns')}
          tabs={ids}
          selected={selected}
          onSelect={onSelect}
          textOf={nameOf}
          className="news-tabs"
          itemClassName="news-tab"
          idPrefix="news"
        />
        <ColumnArticles columnId={selected} part={articles} />
      </section>
    </>
  );
}
