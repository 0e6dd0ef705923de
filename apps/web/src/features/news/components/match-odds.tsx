import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useNewsOdds } from '../api/get-news-odds.ts';

/** The bookmaker table of one match (spec §7 "odds"), loaded when opened. */
export function MatchOdds({ matchId }: { matchId: string }) {
  const { t } = useTranslation();
  const odds = useNewsOdds(matchId, true);
  if (odds.isPending) return <Skeleton height={72} />;
  if (odds.isError)
    return (
      <p className="muted">
        {t('news.loadFailed')}{' '}
        <button type="button" className="btn btn-ghost" onClick={() => void odds.refetch()}>
          {t('news.retry')}
        </button>
      </p>
    );
  if (odds.data.list.length === 0) return <p className="muted">{t('news.oddsEmpty')}</p>;
  return (
    <table className="news-odds">
      <caption className="visually-hidden">{t('news.odds')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('news.oddsHead.company')}</th>
          <th scope="col">{t('news.oddsHead.home')}</th>
          <th scope="col">{t('news.oddsHead.draw')}</th>
          <th scope="col">{t('news.oddsHead.away')}</th>
        </tr>
      </thead>
      <tbody>
        {odds.data.list.map((o) => (
          <tr key={o.company}>
            <th scope="row">{o.company}</th>
            <td>{o.home}</td>
            <td>{o.draw}</td>
            <td>{o.away}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
