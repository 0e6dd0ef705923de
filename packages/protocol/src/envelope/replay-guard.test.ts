import { describe, expect, it } from 'vitest';
import {
  ENVELOPE_FRESHNESS_MS,
  ENVELOPE_FUTURE_SKEW_MS,
  createReplayGuard,
  isStale,
} from './replay-guard.ts';

const T0 = 1_760_000_000_000;

// spec §9: "comparison threshold 2 minutes"; the server rejects stale timestamps and replayed nonces.
describe('replay guard', () => {
  it('accepts a timestamp exactly 120 000 ms old and rejects 120 001 ms', () => {
    expect(ENVELOPE_FRESHNESS_MS).toBe(120_000);
    const guard = createReplayGuard();
    expect(guard.check('a', T0 - 120_000, T0)).toBe('ok');
    expect(guard.check('b', T0 - 120_001, T0)).toBe('stale');
  });

  it('accepts only a few seconds of future skew, so nonces cannot be pre-dated', () => {
    expect(ENVELOPE_FUTURE_SKEW_MS).toBe(5_000);
    const guard = createReplayGuard();
    expect(guard.check('a', T0 + 5_000, T0)).toBe('ok');
    expect(guard.check('b', T0 + 5_001, T0)).toBe('stale');
    expect(guard.check('c', T0 + 120_000, T0)).toBe('stale');
  });

  it('treats a non-finite timestamp as stale', () => {
    expect(isStale(Number.NaN, T0)).toBe(true);
    expect(isStale(Number.POSITIVE_INFINITY, T0)).toBe(true);
  });

  it('rejects a nonce seen before while it is still fresh', () => {
    const guard = createReplayGuard();
    expect(guard.check('n1', T0, T0)).toBe('ok');
    expect(guard.check('n1', T0, T0 + 1)).toBe('replayed');
    expect(guard.check('n1', T0, T0 + 120_000)).toBe('replayed');
    // Once the timestamp is out of the window, the replay is stale instead.
    expect(guard.check('n1', T0, T0 + 120_001)).toBe('stale');
  });

  it('forgets nonces once they can no longer be fresh', () => {
    const guard = createReplayGuard();
    for (let i = 0; i < 100; i++) guard.check(`n${i}`, T0 + i, T0 + i);
    expect(guard.size).toBe(100);
    guard.check('late', T0 + 120_050, T0 + 120_050);
    expect(guard.size).toBe(51); // n0…n49 expired; n50…n99 and 'late' remain
  });

  it('stays within maxEntries and answers stale, never ok, for an evicted nonce', () => {
    const guard = createReplayGuard({ maxEntries: 3 });
    expect(guard.check('a', T0, T0)).toBe('ok');
    expect(guard.check('b', T0 + 1, T0 + 1)).toBe('ok');
    expect(guard.check('c', T0 + 2, T0 + 2)).toBe('ok');
    expect(guard.check('d', T0 + 3, T0 + 3)).toBe('ok');
    expect(guard.size).toBe(3);
    expect(guard.check('a', T0, T0 + 4)).toBe('stale');
    expect(guard.check('e', T0 + 5, T0 + 5)).toBe('ok');
  });

  it('handles many checks in bounded memory', () => {
    const guard = createReplayGuard({ maxEntries: 10_000 });
    let accepted = 0;
    for (let i = 0; i < 100_000; i++) if (guard.check(`n${i}`, T0 + i * 10, T0 + i * 10) === 'ok') accepted++;
    expect(accepted).toBe(100_000);
    expect(guard.size).toBeLessThanOrEqual(10_000);
    expect(guard.size).toBeGreaterThan(0);
  });
});
