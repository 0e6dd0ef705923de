import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TabList } from '@/components/ui/tab-list.tsx';
import { usePromotions } from '../api/get-promotions.ts';
import { ActivityCard } from './activity-card.tsx';
import { ActivityDetail } from './activity-detail.tsx';
import { ActivityRecords } from './activity-records.tsx';
import './activities.css';

const CATEGORIES = ['all', 'newcomer', 'deposit', 'vip', 'sports', 'other'] as const;
type Tab = (typeof CATEGORIES)[number];
const isTab = (v: string | null): v is Tab => CATEGORIES.includes(v as Tab);

/**
 * /app/activities: categories, cards with time left and state; `?a=<id>` opens an activity's detail
 * with its rules and interactive piece, `?view=records` the member's activity rewards. Visitors browse; taking part asks for login (spec §8).
 */
export function ActivitiesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const open = params.get('a');
  const raw = params.get('c');
  const tab: Tab = isTab(raw) ? raw : 'all';
  const list = usePromotions(tab);
  if (open) return <ActivityDetail id={open} onBack={() => setParams(tab === 'all' ? {} : { c: tab })} />;
  if (params.get('view') === 'records') return <ActivityRecords onBack={() => setParams({})} />;
  return (
    <Page title={t('activities.title')}>
      <Link className="act-records-link" to="?view=records">
        {t('act.records.link')}
      </Link>
      <TabList
        label={t('act.categoriesLabel')}
        tabs={CATEGORIES}
        selected={tab}
        onSelect={(c) => setParams(c === 'all' ? {} : { c })}
        textOf={(c) => t(`act.categories.${c}`)}
        className="act-tabs"
        itemClassName="act-tab"
      />
      {list.isError ? (
        <div className="card">
          <EmptyState
            text={t('act.loadFailed')}
            action={
              <button type="button" className="btn" onClick={() => void list.refetch()}>
                {t('act.retry')}
              </button>
            }
          />
        </div>
      ) : !list.data ? (
        <Skeleton height={160} />
      ) : list.data.list.length === 0 ? (
        <div className="card">
          <EmptyState text={t('act.empty')} />
        </div>
      ) : (
        <ul className="act-list" aria-label={t('activities.title')}>
          {list.data.list.map((p) => (
            <li key={p.promotionId}>
              <ActivityCard
                p={p}
                onOpen={() => setParams({ ...(tab === 'all' ? {} : { c: tab }), a: p.promotionId })}
              />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
