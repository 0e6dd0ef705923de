import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { hotMatchesQuery } from '../api/get-hot-matches.ts';
import { HotMatchesSkeleton } from './home-skeletons.tsx';
import { HotMatchList } from './hot-match-list.tsx';

/** The hot matches in play, with live scores; each opens its room on the live tab. */
export function HotMatches() {
  const { t } = useTranslation();
  const hot = useQuery(hotMatchesQuery());
  if (hot.isPending) return <HotMatchesSkeleton />;
  if (hot.isError && !hot.data) return <EmptyState text={t('homeHub.hotFailed')} />;
  return <HotMatchList matches={hot.data ?? []} />;
}
