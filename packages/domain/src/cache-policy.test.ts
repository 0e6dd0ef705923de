import { describe, expect, it } from 'vitest';
import { isCacheFresh, isCacheableVenue, responseCacheKey } from './cache-policy.ts';

describe('cache policy', () => {
  // spec §7, §9
  it('skips venues containing AG', () => {
    expect(isCacheableVenue('AGLIVE')).toBe(false);
    expect(isCacheableVenue('BBIN')).toBe(true);
  });

  it('keeps entries for 60 s by default', () => {
    expect(isCacheFresh(0, 59_999)).toBe(true);
    expect(isCacheFresh(0, 60_000)).toBe(false);
    expect(isCacheFresh(0, 60_001)).toBe(false);
    expect(isCacheFresh(0, 999, 1000)).toBe(true);
  });

  it('keys whitelisted responses by path, token and body', () => {
    expect(responseCacheKey('/a', 't1', '{}', ['/a'])).toBe('/a|t1|{}');
    expect(responseCacheKey('/a', null, '{}', ['/a'])).toBe('/a||{}');
    expect(responseCacheKey('/b', 't1', '{}', ['/a'])).toBeNull();
  });
});
