import { createServerClock } from '@arena/domain';
import { catalogue } from '@arena/protocol';
import { useAppFlags } from '@/lib/app-flags.ts';
import { readOffset, writeOffset } from '@/lib/gateway/clock-offset.ts';
import { LOGOUT_EVENT } from '@/lib/gateway/failure-effects.ts';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { setLines } from '@/lib/gateway/lines.ts';
import { setSiteId } from '@/lib/gateway/site-id-header.ts';
import { loadNewsDomain } from '@/lib/gateway/news-domain.ts';
import { clearResponseCache } from '@/lib/gateway/response-cache.ts';
import { applySiteLanguages } from '@/lib/i18n.ts';
import { setNavigator, type Navigate } from '@/lib/navigation.ts';
import { useSession } from '@/lib/session.ts';
import { startTracking } from '@/lib/tracking.ts';

/**
 * Connects the gateway to the app at start-up: router navigation for the §8 redirects, the 401 logout
 * event, the line configuration (spec §7), the server-time sync (spec §9), and a cache reset whenever
 * the token changes (the token-keyed cache must never outlive its token).
 */
export function wireGateway(navigate: Navigate): void {
  setNavigator(navigate);
  startTracking();

  window.addEventListener(LOGOUT_EVENT, () => {
    useSession.getState().clear();
    useAppFlags.getState().reset();
    navigate('/login', { replace: true });
  });

  let token = useSession.getState().token;
  useSession.subscribe((s) => {
    if (s.token !== token) clearResponseCache();
    token = s.token;
  });

  // Site bootstrap: the per-info call is the one that answers system maintenance (spec §8); an access
  // caveat, restriction or block it meets is handled by the gateway like any other call.
  void callGateway(catalogue.site.perInfoV5Get, {}).then(
    (info) => {
      setSiteId(info.siteId);
      return applySiteLanguages(info.languages);
    },
    () => undefined, // already handled by the gateway (maintenance, caveat, …)
  );

  callGateway(catalogue.site.lineConfigList, {}).then(
    (lines) =>
      setLines(
        lines.list.map((l) => l.domain),
        lines.errorThreshold,
      ),
    () => undefined, // keep the stored lines; the failure was already shown by the gateway
  );

  // The news domain of spec §7: news calls wait for this first answer (lib/gateway/news-domain.ts).
  void loadNewsDomain(() => callGateway(catalogue.site.vvm, {}));

  createServerClock({
    now: Date.now,
    fetchServerTime: async () => (await callGateway(catalogue.time.systemTimeGet, {})).serverTime,
    store: { read: readOffset, write: writeOffset },
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  }).start();
}
