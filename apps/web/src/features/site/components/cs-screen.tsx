import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { csUrlQuery } from '../api/get-cs-url.ts';

/** /cs (spec §2): customer service, exempt from the maintenance and alert redirects (spec §8). */
export function CsScreen() {
  const { t } = useTranslation();
  const cs = useQuery(csUrlQuery());
  return (
    <Page title={t('cs.title')} back>
      <div className="card stack">
        <p>{t('cs.body')}</p>
        {cs.isPending ? (
          <Skeleton height={44} />
        ) : cs.isError ? (
          <div className="stack" role="alert">
            <p className="muted">{t('cs.loadFailed')}</p>
            <button type="button" className="btn btn-secondary" onClick={() => void cs.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <a
            className="btn btn-primary"
            href={cs.data.url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="cs-link"
          >
            {t('cs.open')}
          </a>
        )}
      </div>
    </Page>
  );
}
