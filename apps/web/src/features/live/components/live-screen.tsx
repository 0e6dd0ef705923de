import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/app/page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

const SPORTS = ['football', 'basketball', 'esports', 'anchor'] as const;
type Sport = (typeof SPORTS)[number];

/** /app/live: sports tabs (spec §3) kept in the URL; the lists arrive with the live issue. */
export function LiveScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current: Sport = SPORTS.find((s) => s === params.get('sport')) ?? 'football';
  return (
    <Page title={t('live.title')}>
      <div className="row" role="tablist" aria-label={t('live.title')} style={{ marginBottom: 12 }}>
        {SPORTS.map((sport) => (
          <button
            key={sport}
            type="button"
            role="tab"
            aria-selected={sport === current}
            className={sport === current ? 'btn btn-primary' : 'btn btn-secondary'}
            onClick={() => setParams({ sport }, { replace: true })}
          >
            {t(`live.tabs.${sport}`)}
          </button>
        ))}
      </div>
      <div className="card" role="tabpanel">
        <EmptyState text={t('live.empty')} />
      </div>
    </Page>
  );
}
