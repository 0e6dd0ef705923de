import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { afterFirstContentfulPaint } from './after-first-paint.ts';

/**
 * The query client (TanStack Query's caches, about 10 KB gzipped) is not needed to paint home: nothing
 * on the first paint queries the server. The app's root provides a stand-in until the real client
 * module arrives after the first paint; every lazy screen and block waits for it
 * ({@link queryClientReady}, used by lib/lazy-ready.ts) before it renders, so no query ever sees the
 * stand-in. The provider element stays the same, so swapping the client re-renders, never remounts.
 */
let loading: Promise<QueryClient> | null = null;
/** Loads lib/query-client.ts once. */
export const loadQueryClient = (): Promise<QueryClient> =>
  (loading ??= import('./query-client.ts').then((m) => m.queryClient));

let inUse = false;
let markCommitted: () => void = () => undefined;
const committed = new Promise<void>((resolve) => {
  markCommitted = resolve;
});

/** The app's entry calls this before rendering with {@link DeferredQueryClientProvider}. */
export function deferQueryClient(): void {
  inUse = true;
}

/**
 * Resolves once the real client is provided. Without the deferred provider (unit tests render with
 * their own QueryClientProvider) there is nothing to wait for.
 */
export function queryClientReady(): Promise<void> {
  if (!inUse) return Promise.resolve();
  void loadQueryClient();
  return committed;
}

/** Only `mount`/`unmount` are called on the provider's client before any query runs. */
const standIn = { mount: () => undefined, unmount: () => undefined } as unknown as QueryClient;

export function DeferredQueryClientProvider({ children }: { children: ReactNode }) {
  const [client, setClient] = useState<QueryClient | null>(null);
  useEffect(() => {
    let live = true;
    afterFirstContentfulPaint(() => {
      void loadQueryClient().then((c) => {
        if (live) setClient(c);
      });
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (client) markCommitted();
  }, [client]);
  return <QueryClientProvider client={client ?? standIn}>{children}</QueryClientProvider>;
}
