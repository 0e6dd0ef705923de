import i18next from 'i18next';
import { IP_BLOCK_DEDUP_MS } from '@arena/domain';
import { showAlert } from '@/components/ui/dialog-store.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { hasGoFlag, useAppFlags } from '@/lib/app-flags.ts';
import { currentPath, navigateTo } from '@/lib/navigation.ts';
import { useSession } from '@/lib/session.ts';
import { caveatTarget, type FailureAction, type GatewayMessageKey } from './failure-policy.ts';

/** Fired on HTTP 401 (spec §8 "401: logout event"); the app listens and ends the session. */
export const LOGOUT_EVENT = 'arena:logout';

/** What the effects touch, injectable so every §8 row is tested without a browser page. */
export interface EffectDeps {
  t: (key: GatewayMessageKey) => string;
  toast: typeof toast;
  alert: typeof showAlert;
  navigate: typeof navigateTo;
  path: () => string;
  goFlag: () => boolean;
  endSession: () => void;
  emit: (event: string) => void;
  now: () => number;
}

const liveDeps = (): EffectDeps => ({
  t: (key) => i18next.t(key),
  toast,
  alert: showAlert,
  navigate: navigateTo,
  path: currentPath,
  goFlag: hasGoFlag,
  endSession: () => {
    useSession.getState().clear();
    useAppFlags.getState().reset();
  },
  emit: (event) => window.dispatchEvent(new Event(event)),
  now: Date.now,
});

let lastBlockAt = Number.NEGATIVE_INFINITY;

/** Test hook: forget the 700 ms de-duplication window. */
export function resetFailureEffects(): void {
  lastBlockAt = Number.NEGATIVE_INFINITY;
}

/** Carries out one §8 action. Returns the path navigated to, if any (for tests and logs). */
export function applyFailure(action: FailureAction, deps: EffectDeps = liveDeps()): string | null {
  const { t } = deps;
  switch (action.kind) {
    case 'ignore':
    case 'caller':
      return null;
    case 'toast':
      deps.toast(`${t(action.key)}${action.suffix ?? ''}`, {
        kind: 'error',
        ...(action.durationMs ? { durationMs: action.durationMs } : {}),
      });
      return null;
    case 'login-required':
      deps.toast(t('gateway.loginToast'), { kind: 'info' });
      deps.alert({
        title: t('gateway.warmReminder'),
        message: t('gateway.loginFirst'),
        okLabel: t('common.ok'),
        onOk: () => deps.navigate(`/login?fromPage=${encodeURIComponent(deps.path())}`),
      });
      return null;
    case 'logout-event':
      deps.emit(LOGOUT_EVENT);
      return null;
    case 'session-end': {
      // IP / device blocks arrive from every call in flight at once: one alert per 700 ms (spec §8, §9).
      if (action.dedupe) {
        if (deps.now() - lastBlockAt < IP_BLOCK_DEDUP_MS) return null;
        lastBlockAt = deps.now();
      }
      deps.endSession();
      deps.alert({ title: t('gateway.warmReminder'), message: action.message || t('gateway.sessionEnded') });
      deps.navigate('/login', { replace: true });
      return '/login';
    }
    case 'access-caveat': {
      if (deps.goFlag() || deps.path() === '/cs') return null;
      const to = caveatTarget(action.data) === 'maintenance' ? '/maintenance' : '/access-alert';
      if (deps.path() === to) return null;
      deps.navigate(to, { state: action.data, replace: true });
      return to;
    }
    case 'access-restriction':
      deps.endSession();
      deps.navigate('/access-restriction', { replace: true });
      return '/access-restriction';
    case 'maintenance':
      if (deps.path() === '/cs') return null;
      deps.navigate('/maintenance', { state: action.data, replace: true });
      return '/maintenance';
    case 'robot-check':
      deps.toast(t('gateway.generic'), { kind: 'error' });
      deps.navigate('/robot-check', {
        state: { robotCheck: true, ...asObject(action.data), from: deps.path() },
      });
      return '/robot-check';
    case 'activity-blacklist':
      deps.alert({
        title: t('gateway.warmTip'),
        message: action.message,
        onOk: () => deps.navigate('/app/home'),
      });
      return null;
  }
}

const asObject = (data: unknown): Record<string, unknown> =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
