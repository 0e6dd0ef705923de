import { QueryClient } from '@tanstack/react-query';
import { ErrorCode, GatewayError } from '@arena/protocol';

/** Failures worth one automatic retry: the network's, never an answer the server or the member gave. */
const TRANSIENT = new Set<number>([ErrorCode.networkAbnormal, ErrorCode.lineAbnormal, ErrorCode.timeout]);

export function isTransient(error: unknown): boolean {
  return !(error instanceof GatewayError) || TRANSIENT.has(error.code);
}

/**
 * One query client: server state lives here (HOUSE-STYLE).
 *
 * `networkMode: 'always'`: every call is tried, whatever `navigator.onLine` says. The gateway client
 * owns the network's failures (spec §8 toasts, §9 line rotation), and a screen shows its error and 重试.
 * With the library's default a browser that believes it is offline (a flaky report, a VPN, a captive
 * portal) parks queries and mutations without a word: an endless skeleton, a submit button stuck on
 * "…中" (docs/decisions.md "Calls are always tried").
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => failures < 1 && isTransient(error),
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
