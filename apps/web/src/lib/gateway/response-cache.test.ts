import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall, type CachePolicy } from '@arena/protocol';
import { cacheKeyFor, clearResponseCache, readCache, writeCache } from './response-cache.ts';

const callWith = (cache: CachePolicy) =>
  defineCall({
    id: 'test.call',
    path: '/api/test',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache,
    input: z.object({ venueName: z.string().optional() }),
    output: z.object({ n: z.number() }),
    summary: 'test',
    spec: '§7',
  });

beforeEach(() => localStorage.clear());

// spec §7 "a token-keyed, whitelisted local response cache and a 60 s local cache … skipped for AG".
describe('local response cache', () => {
  it('caches only whitelisted calls, keyed by token and input', () => {
    expect(cacheKeyFor(callWith({ kind: 'none' }), null, {})).toBeNull();
    const call = callWith({ kind: 'token-keyed' });
    expect(cacheKeyFor(call, 'tokA', {})).not.toBe(cacheKeyFor(call, 'tokB', {}));
    expect(cacheKeyFor(call, 'tokA', { venueName: 'PG' })).not.toBe(cacheKeyFor(call, 'tokA', {}));
  });

  it('skips venues containing AG', () => {
    const call = callWith({ kind: 'ttl', ttlMs: 60_000 });
    expect(cacheKeyFor(call, null, { venueName: 'AGIN' })).toBeNull();
    expect(cacheKeyFor(call, null, { venueName: 'PG' })).not.toBeNull();
  });

  it('serves a 60 s entry until 60 s have passed, then drops it', () => {
    const call = callWith({ kind: 'ttl', ttlMs: 60_000 });
    const key = cacheKeyFor(call, null, {}) ?? '';
    writeCache(key, { n: 1 }, 1_000);
    expect(readCache(call, key, 60_999)).toEqual({ n: 1 });
    expect(readCache(call, key, 61_000)).toBeUndefined();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('clears every entry, and only its own', () => {
    const call = callWith({ kind: 'token-keyed' });
    const key = cacheKeyFor(call, 't', {}) ?? '';
    writeCache(key, { n: 2 });
    localStorage.setItem('other', 'kept');
    clearResponseCache();
    expect(readCache(call, key)).toBeUndefined();
    expect(localStorage.getItem('other')).toBe('kept');
  });
});
