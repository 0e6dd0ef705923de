import { QueryClient } from '@tanstack/react-query';

/** One query client: server state lives here (HOUSE-STYLE). Retries are the gateway's job, not the cache's. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
