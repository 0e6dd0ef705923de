import { useTranslation } from 'react-i18next';
import { Page } from '@/app/page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

/** /app/activities: promotions list (filled by the activities issue). */
export function ActivitiesScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('activities.title')}>
      <div className="card">
        <EmptyState text={t('activities.empty')} />
      </div>
    </Page>
  );
}
