import { formatCollectCount } from '@arena/domain';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSkeleton, Skeleton } from '@/components/ui/skeleton.tsx';
import { useExpert } from '../api/get-expert.ts';
import { usePredictions } from '../api/get-predictions.ts';
import { newsPaths } from '../news-paths.ts';
import { ArticleRow } from './article-row.tsx';
import { ExpertStats } from './expert-stats.tsx';
import { NewsImage } from './news-image.tsx';
import { PredictionCard } from './prediction-card.tsx';
import './news.css';

function Predictions({ expertId }: { expertId: string }) {
  const { t } = useTranslation();
  const list = usePredictions(expertId);
  if (list.isPending) return <Skeleton height={120} />;
  if (list.isError)
    return (
      <p className="muted">
        {t('news.loadFailed')}{' '}
        <button type="button" className="btn btn-ghost" onClick={() => void list.refetch()}>
          {t('news.retry')}
        </button>
      </p>
    );
  if (list.data.list.length === 0) return <EmptyState text={t('news.noPredictions')} />;
  return (
    <ul className="news-predictions">
      {list.data.list.map((p) => (
        <PredictionCard key={p.predictionId} prediction={p} />
      ))}
    </ul>
  );
}

/** An expert (spec §7 "experts"): record from settled predictions, bio, predictions and articles. */
export function ExpertScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const expert = useExpert(id);
  if (expert.isPending)
    return (
      <Page title={t('news.experts')} back>
        <PageSkeleton />
      </Page>
    );
  if (expert.isError)
    return (
      <Page title={t('news.experts')} back>
        <EmptyState
          text={t('news.expertNotFound')}
          action={
            <Link className="btn btn-secondary" to={newsPaths.experts}>
              {t('news.expertsTitle')}
            </Link>
          }
        />
      </Page>
    );
  const e = expert.data;
  return (
    <Page title={e.name} back>
      <section className="card news-expert-head" aria-label={e.name} data-testid="expert-head">
        <NewsImage className="news-avatar" src={e.avatarUrl} alt="" width={56} height={56} eager />
        <div className="news-row-text">
          <h2>{e.name}</h2>
          <span className="muted">
            {e.title} · {t('news.followers', { followers: formatCollectCount(e.followers) })}
          </span>
          <ExpertStats expert={e} />
          {e.pending > 0 && <span className="muted">{t('news.pending', { count: e.pending })}</span>}
        </div>
      </section>
      <p className="card muted">{e.bio}</p>
      <section className="card" aria-labelledby="news-predictions">
        <h2 id="news-predictions">{t('news.predictions')}</h2>
        <Predictions expertId={e.expertId} />
      </section>
      {e.recentArticles.length > 0 && (
        <section className="card" aria-labelledby="news-expert-articles">
          <h2 id="news-expert-articles">{t('news.articlesByExpert')}</h2>
          <ul className="news-list">
            {e.recentArticles.map((a) => (
              <ArticleRow key={a.articleId} article={a} />
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}
