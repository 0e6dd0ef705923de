import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store.ts';
import { useSession } from '@/lib/session.ts';
import { useFollowList, type FollowList } from '../api/follows.ts';
import { followEvents, type FollowSnapshot } from './follow-events.ts';

/** How long a follow alert stays: long enough to read two team names and a score. */
const ALERT_MS = 6_000;

/**
 * In-app alerts for followed matches while the app is open (members): the follow list is polled
 * (api/follows.ts) and each answer compared with the last; a start or a goal shows a toast. Mounted
 * once by the app shell.
 */
export function FollowAlerts() {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.token !== null);
  const follows = useFollowList(loggedIn);
  const last = useRef<FollowSnapshot | null>(null);
  useEffect(() => {
    if (!loggedIn) last.current = null;
  }, [loggedIn]);
  useEffect(() => {
    const data: FollowList | undefined = follows.data;
    if (!data) return;
    const { snapshot, events } = followEvents(last.current, data.matches);
    last.current = snapshot;
    for (const event of events) {
      const teams = `${event.homeName} ${event.homeScore ?? 0} : ${event.visitScore ?? 0} ${event.visitName}`;
      toast(
        event.kind === 'start'
          ? t('liveFollow.alertStart', { home: event.homeName, visit: event.visitName })
          : t('liveFollow.alertScore', { teams }),
        { durationMs: ALERT_MS },
      );
    }
  }, [follows.data, t]);
  return null;
}
