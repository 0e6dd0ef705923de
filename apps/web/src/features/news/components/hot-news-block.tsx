import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { HEADLINES } from '@/lib/news-hot.ts';
import { useHotNews } from '../api/get-hot-news.ts';
import { newsPaths } from '../news-paths.ts';
import { ArticleRow } from './article-row.tsx';
import './news.css';

/** The home page's hot-news block: the five most read articles and a link to the news home. */
export function HotNewsBlock() {
  const { t } = useTranslation();
  const hot = useHotNews(HEADLINES);
  return (
    <section className="card" aria-labelledby="home-news">
      <div className="section-title">
        <h2 id="home-news">{t('news.homeBlock')}</h2>
        <Link to={newsPaths.home}>{t('news.more')}</Link>
      </div>
      {hot.isPending ? (
        <div className="stack" aria-busy="true">
          <Skeleton height={63} />
          <Skeleton height={63} />
        </div>
      ) : hot.isError ? (
        <p className="muted">
          {t('news.loadFailed')}{' '}
          <button type="button" className="btn btn-ghost" onClick={() => void hot.refetch()}>
            {t('news.retry')}
          </button>
        </p>
      ) : (
        <ul className="news-list">
          {hot.data.list.map((a) => (
            <ArticleRow key={a.articleId} article={a} />
          ))}
        </ul>
      )}
    </section>
  );
}
