import { afterEach, describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { isTransient, queryClient } from './query-client.ts';

afterEach(() => {
  onlineManager.setOnline(true);
  queryClient.clear();
});

// spec §8: a network failure is a toast and the screen's error with 重试, never a silent wait.
describe('query client', () => {
  it('runs queries and mutations while the browser reports offline', async () => {
    onlineManager.setOnline(false);
    let queried = 0;
    const data = await queryClient.fetchQuery({
      queryKey: ['probe'],
      queryFn: () => {
        queried += 1;
        return Promise.resolve('answer');
      },
    });
    expect(data).toBe('answer');
    expect(queried).toBe(1);

    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: (n: number) => Promise.resolve(n * 2),
    });
    await expect(mutation.execute(21)).resolves.toBe(42);
  });

  it('retries only what the network did, once', () => {
    const retry = queryClient.getDefaultOptions().queries?.retry as (n: number, e: unknown) => boolean;
    expect(retry(0, new GatewayError(ErrorCode.timeout, 't'))).toBe(true);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(1, new GatewayError(ErrorCode.networkAbnormal, 'n'))).toBe(false);
    expect(retry(0, new GatewayError(ErrorCode.badInput, 'b'))).toBe(false);
    expect(isTransient(new GatewayError(ErrorCode.lineAbnormal, 'l'))).toBe(true);
  });
});
