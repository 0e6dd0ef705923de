import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EXPERT_RECENT_N } from '@arena/protocol';
import { Page } from '@/components/ui/page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSkeleton } from '@/components/ui/skeleton.tsx';
import { useExperts } from '../api/get-experts.ts';
import { newsPaths } from '../news-paths.ts';
import { ExpertStats } from './expert-stats.tsx';
import { NewsImage } from './news-image.tsx';
import './news.css';

/** The expert ranking (spec §7 "experts"): by hit rate over the last N settled predictions. */
export function ExpertsScreen() {
  const { t } = useTranslation();
  const experts = useExperts();
  return (
    <Page title={t('news.expertsTitle')} back>
      <p className="muted">{t('news.rankNote', { n: EXPERT_RECENT_N })}</p>
      {experts.isPending ? (
        <PageSkeleton />
      ) : experts.isError ? (
        <EmptyState
          text={t('news.loadFailed')}
          action={
            <button type="button" className="btn btn-secondary" onClick={() => void experts.refetch()}>
              {t('news.retry')}
            </button>
          }
        />
      ) : (
        <ol className="news-experts card">
          {experts.data.list.map((e, i) => (
            <li key={e.expertId}>
              <Link className="news-expert-row" to={newsPaths.expert(e.expertId)}>
                <span className="news-rank" aria-hidden="true">
                  {i + 1}
                </span>
                <NewsImage className="news-avatar" src={e.avatarUrl} alt="" width={40} height={40} />
                <span className="news-row-text">
                  <span className="news-row-title">{e.name}</span>
                  <span className="muted">{e.title}</span>
                  <ExpertStats expert={e} />
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Page>
  );
}
