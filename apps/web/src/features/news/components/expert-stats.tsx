import { useTranslation } from 'react-i18next';
import { percent } from '../news-paths.ts';

export interface ExpertRecord {
  hitRate: string;
  settled: number;
  hits: number;
  streak: number;
  record: readonly ('hit' | 'miss')[];
}

/** Hit rate, record and streak of an expert, all from settled predictions (or "no record yet"). */
export function ExpertStats({ expert }: { expert: ExpertRecord }) {
  const { t } = useTranslation();
  if (expert.settled === 0) return <span className="muted">{t('news.noRecord')}</span>;
  return (
    <span className="news-stats">
      <strong className="news-rate">{t('news.hitRate', { rate: percent(expert.hitRate) })}</strong>
      <span>{t('news.record', { settled: expert.settled, hits: expert.hits })}</span>
      {expert.streak >= 2 && (
        <span className="news-streak">{t('news.streakHit', { count: expert.streak })}</span>
      )}
      {expert.streak <= -2 && (
        <span className="muted">{t('news.streakMiss', { count: -expert.streak })}</span>
      )}
    </span>
  );
}
