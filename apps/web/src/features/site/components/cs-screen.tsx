import { useTranslation } from 'react-i18next';
import { Page } from '@/app/page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

/** /cs (spec §2): customer service, exempt from the maintenance and alert redirects. */
export function CsScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('cs.title')} back>
      <div className="card">
        <p>{t('cs.body')}</p>
        <EmptyState text={t('cs.empty')} />
      </div>
    </Page>
  );
}
