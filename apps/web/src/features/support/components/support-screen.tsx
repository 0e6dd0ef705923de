import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SupportLine } from '@arena/protocol';
import { Page } from '@/components/ui/page.tsx';
import { paths } from '@/lib/paths.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useSession } from '@/lib/session.ts';
import { supportStateQuery } from '../api/get-support-state.ts';
import { supportKeys } from '../api/support-keys.ts';
import { useSupportFeed } from '../hooks/use-support-feed.ts';
import { SupportLineList } from './support-line-list.tsx';
import { SupportComposer } from './support-composer.tsx';
import { OfflineForm } from './offline-form.tsx';
import { SupportStatus } from './support-status.tsx';

/**
 * /cs (spec §2): a live conversation with customer service for members and visitors, exempt from the
 * maintenance and alert redirects (spec §8). `?order=` ties it to an order (finance customer service).
 */
export function SupportScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = useSession((s) => s.user);
  const who = user ? `m${user.id}` : 'visitor';
  const orderNo = params.get('order') ?? undefined;
  const state = useQuery(supportStateQuery(who));
  // Filled by the feed only (setQueryData): this observer just reads the cache.
  const lines = useQuery({
    queryKey: supportKeys.lines(who),
    queryFn: () => [] as SupportLine[],
    enabled: false,
  });
  const [offline, setOffline] = useState(false);
  useSupportFeed(who);

  const conversation = state.data?.conversation ?? null;
  const open = conversation !== null && conversation.status !== 'closed';
  const showOffline = !open && (offline || state.data?.operatorsOnline === false);
  const loginPath = `${paths.login}?fromPage=${encodeURIComponent(`${paths.cs}${params.size ? `?${params}` : ''}`)}`;

  return (
    <Page title={t('support.title')} back>
      {state.isPending ? (
        <div className="card stack">
          <Skeleton height={44} />
          <Skeleton height={120} />
        </div>
      ) : state.isError ? (
        <div className="card stack" role="alert">
          <p className="muted">{t('support.loadFailed')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void state.refetch()}>
            {t('support.retry')}
          </button>
        </div>
      ) : (
        <div className="stack">
          <SupportStatus conversation={conversation} online={state.data.operatorsOnline} orderNo={orderNo} />
          <section className="card stack">
            <SupportLineList lines={lines.data ?? []} conversation={conversation} />
          </section>
          {showOffline ? (
            <OfflineForm member={state.data.identity === 'member'} loginPath={loginPath} />
          ) : (
            <SupportComposer who={who} orderNo={orderNo} onOffline={() => setOffline(true)} />
          )}
        </div>
      )}
    </Page>
  );
}
