import { describe, expect, it } from 'vitest';
import {
  DEPLOY_SITE_ID_TABLE,
  classifyLineError,
  deploySiteIdFor,
  normalizeSiteId,
  rotateDomain,
} from './site-id.ts';

describe('normalizeSiteId', () => {
  // spec §9
  it('maps site ids above 5005 to 5000', () => {
    expect(normalizeSiteId(5004)).toBe(5004);
    expect(normalizeSiteId(5005)).toBe(5005);
    expect(normalizeSiteId(5006)).toBe(5000);
  });
});

describe('deploySiteIdFor', () => {
  // spec §9
  it('has 13 mappings and falls back to the site id', () => {
    expect(Object.keys(DEPLOY_SITE_ID_TABLE)).toHaveLength(13);
    expect(deploySiteIdFor(5001)).toBe(5256);
    expect(deploySiteIdFor(4999)).toBe(4999);
    expect(deploySiteIdFor(1, { 1: 2 })).toBe(2);
    expect(deploySiteIdFor(5001, { 1: 2 })).toBe(5001);
  });
});

describe('line errors and domain rotation', () => {
  // spec §8, §9
  it('reports network abnormal below the threshold and switches lines from it on', () => {
    expect(classifyLineError(1, 3)).toBe('networkAbnormal');
    expect(classifyLineError(2, 3)).toBe('networkAbnormal');
    expect(classifyLineError(3, 3)).toBe('lineAbnormal');
    expect(classifyLineError(4, 3)).toBe('lineAbnormal');
  });

  it('rotates through the domains by error count', () => {
    const domains = ['a', 'b', 'c'];
    expect([0, 1, 2, 3, -1].map((count) => rotateDomain(domains, count))).toEqual(['a', 'b', 'c', 'a', 'c']);
    expect(rotateDomain([], 1)).toBeNull();
    expect(rotateDomain(['a', 'b'], 3.7)).toBe('b');
  });

  it('reads a missing (NaN) or infinite error count as 0 instead of losing the domain', () => {
    expect(rotateDomain(['a', 'b'], Number.NaN)).toBe('a');
    expect(rotateDomain(['a', 'b'], Number.POSITIVE_INFINITY)).toBe('a');
  });
});
