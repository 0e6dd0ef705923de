import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_VERIFY_TYPES, VERIFY_REOPEN_DELAY_MS } from '@arena/domain';
import {
  cancelVerification,
  completeVerification,
  requestVerification,
  useVerifyStore,
} from './verify-store.ts';

describe('requestVerification (spec §4)', () => {
  // One fake clock for the whole file: the store remembers when the dialog last closed.
  beforeAll(() => {
    vi.useFakeTimers();
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('opens the dialog and resolves with the verify ticket as captchaVerification', async () => {
    await vi.advanceTimersByTimeAsync(VERIFY_REOPEN_DELAY_MS);
    const result = requestVerification(DEFAULT_VERIFY_TYPES);
    await vi.advanceTimersByTimeAsync(0);
    expect(useVerifyStore.getState().types).toEqual(DEFAULT_VERIFY_TYPES);
    completeVerification('ticket-1');
    await expect(result).resolves.toEqual({ captchaVerification: 'ticket-1' });
    expect(useVerifyStore.getState().types).toBeNull();
  });

  it('resolves with null when the member closes the dialog', async () => {
    await vi.advanceTimersByTimeAsync(VERIFY_REOPEN_DELAY_MS);
    const result = requestVerification(DEFAULT_VERIFY_TYPES);
    await vi.advanceTimersByTimeAsync(0);
    cancelVerification();
    await expect(result).resolves.toBeNull();
  });

  it('shares one dialog between requests that need it at the same time', async () => {
    await vi.advanceTimersByTimeAsync(VERIFY_REOPEN_DELAY_MS);
    const first = requestVerification(DEFAULT_VERIFY_TYPES);
    const second = requestVerification({ imageCode: 1, afs: 0, anji: 0 });
    expect(second).toBe(first);
    await vi.advanceTimersByTimeAsync(0);
    const opening = useVerifyStore.getState().opening;
    completeVerification('shared');
    await expect(second).resolves.toEqual({ captchaVerification: 'shared' });
    expect(useVerifyStore.getState().opening).toBe(opening);
  });

  it('reopens no sooner than 500 ms after the last close (spec §9)', async () => {
    await vi.advanceTimersByTimeAsync(VERIFY_REOPEN_DELAY_MS);
    const first = requestVerification(DEFAULT_VERIFY_TYPES);
    await vi.advanceTimersByTimeAsync(0);
    cancelVerification();
    await first;

    void requestVerification(DEFAULT_VERIFY_TYPES);
    await vi.advanceTimersByTimeAsync(VERIFY_REOPEN_DELAY_MS - 1);
    expect(useVerifyStore.getState().types).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(useVerifyStore.getState().types).not.toBeNull();
    cancelVerification();
  });
});
