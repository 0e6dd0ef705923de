import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@arena/domain';
import { newsPaths } from '../news-paths.ts';
import { NewsImage } from './news-image.tsx';

export interface ArticleSummary {
  articleId: string;
  title: string;
  coverUrl: string;
  author: string;
  publishedAt: number;
  views: number;
}

/** One article in a list: cover, title, author, time and reads; the whole row opens the article. */
export function ArticleRow({ article, eager = false }: { article: ArticleSummary; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link className="news-row" to={newsPaths.article(article.articleId)}>
        <NewsImage
          className="news-row-cover"
          src={article.coverUrl}
          alt=""
          width={112}
          height={63}
          eager={eager}
        />
        <span className="news-row-text">
          <span className="news-row-title">{article.title}</span>
          <span className="news-row-meta muted">
            {t('news.byline', {
              author: article.author,
              time: formatDateTime(article.publishedAt).slice(5, 16),
            })}
            {' · '}
            {t('news.views', { count: article.views })}
          </span>
        </span>
      </Link>
    </li>
  );
}
