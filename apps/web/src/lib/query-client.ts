import { QueryClient } from '@tanstack/react-query';
import { ErrorCode, GatewayError } from '@arena/protocol';

/** Failures worth one automatic retry: the network's, never an answer the server or the member gave. */
const TRANSIENT = new Set<number>([ErrorCode.networkAbnormal, ErrorCode.lineAbnormal, ErrorCode.timeout]);

export function isTransient(error: unknown): boolean {
  return !(error instanceof GatewayError) || TRANSIENT.has(error.code);
}

/** One query client: server state lives here (HOUSE-STYLE). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => failures < 1 && isTransient(error),
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
