import '@/lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n, loadFullCatalogue } from '@/lib/i18n.ts';
import { DeferredQueryClientProvider, deferQueryClient } from '@/lib/deferred-query-client.tsx';
import { afterFirstContentfulPaint } from '@/lib/after-first-paint.ts';
import { createAppRouter } from '@/app/router.tsx';
import { setNavigator } from '@/lib/navigation.ts';
import { reloadOnPreloadError } from '@/lib/chunk-reload.ts';
import '@/app/verification-wiring.ts';
import '@/lib/install-prompt.ts';
import './styles/global.css';

reloadOnPreloadError();
deferQueryClient();
// Only the strings the first paint needs; the rest of the catalogue follows the paint (below).
await initI18n('zh-CN', { firstPaintOnly: true });
const router = createAppRouter();
// The gateway's §8 redirects go through the router from the start. A member call of a screen loaded
// directly (e.g. /app/me) can be answered before the gateway wiring below runs; a full page load to
// /login would then lose the "logged in elsewhere" dialog.
const navigate = (to: string, options?: { state?: unknown; replace?: boolean }) =>
  void router.navigate(to, options);
setNavigator(navigate);
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root missing from index.html');

createRoot(rootElement).render(
  <StrictMode>
    <DeferredQueryClientProvider>
      <RouterProvider router={router} />
    </DeferredQueryClientProvider>
  </StrictMode>,
);

// The gateway (zod, the envelope, the call catalogue) is not needed to paint home: load and wire it
// once the first content is on screen, so the page shows before that code has even been fetched.
afterFirstContentfulPaint(() => {
  void loadFullCatalogue();
  void import('@/app/gateway-wiring.ts').then(({ wireGateway }) => wireGateway(navigate));
});
