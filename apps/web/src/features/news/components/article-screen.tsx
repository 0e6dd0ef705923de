import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@arena/domain';
import { Page } from '@/components/ui/page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSkeleton } from '@/components/ui/skeleton.tsx';
import { useArticle } from '../api/get-article.ts';
import { newsPaths } from '../news-paths.ts';
import { ArticleBody } from './article-body.tsx';
import { NewsImage } from './news-image.tsx';
import './news.css';

/** One article (spec §7 "articles"): cover, title, author and time, the sanitised body, related matches. */
export function ArticleScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const article = useArticle(id);
  return (
    <Page title={t('news.title')} back>
      {article.isPending ? (
        <PageSkeleton />
      ) : article.isError ? (
        <EmptyState
          text={t('news.notFound')}
          action={
            <Link className="btn btn-secondary" to={newsPaths.home}>
              {t('news.back')}
            </Link>
          }
        />
      ) : (
        <article className="card news-article">
          <NewsImage
            className="news-article-cover"
            src={article.data.coverUrl}
            alt={t('news.cover', { title: article.data.title })}
            width={320}
            height={180}
            eager
          />
          <h2 className="news-article-title">{article.data.title}</h2>
          <p className="muted">
            {t('news.byline', {
              author: article.data.author,
              time: formatDateTime(article.data.publishedAt).slice(0, 16),
            })}
            {' · '}
            {t('news.views', { count: article.data.views })}
          </p>
          <ArticleBody html={article.data.contentHtml} />
          {article.data.matchIds.length > 0 && (
            <section aria-labelledby="news-related">
              <h3 id="news-related">{t('news.relatedMatches')}</h3>
              <ul className="news-related">
                {article.data.matchIds.map((m) => (
                  <li key={m}>
                    <Link to={newsPaths.liveRoom(m)}>{t('news.enterRoom')}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
      )}
    </Page>
  );
}
