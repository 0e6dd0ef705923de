import { loadFullCatalogue } from './i18n.ts';
import { queryClientReady } from './deferred-query-client.tsx';

/**
 * Wraps a lazy chunk's loader so the chunk renders only once the app around it is complete: the whole
 * string catalogue (lib/i18n.ts) and the query client (lib/deferred-query-client.tsx) both follow the
 * first paint. Every `lazy()` that can render before them goes through this: every route, home's
 * blocks, the tab bar's badge, the verification dialog.
 */
export function whenAppReady<M>(load: () => Promise<M>): () => Promise<M> {
  return async () => (await Promise.all([load(), loadFullCatalogue(), queryClientReady()]))[0];
}
