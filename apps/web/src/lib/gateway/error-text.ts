import { GatewayError } from '@arena/protocol';

/** The server's own message for a refused call (Chinese, spec §8 "caller" errors), else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof GatewayError && error.message ? error.message : fallback;
}
