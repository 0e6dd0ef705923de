import { describe, expect, it } from 'vitest';
import { setSiteId, siteIdHeader } from './site-id-header.ts';

describe('site id header (spec §9)', () => {
  it('sends 5000 until the site answers, then the site id, with ids above 5005 as 5000', () => {
    expect(siteIdHeader()).toBe('5000');
    setSiteId(5003);
    expect(siteIdHeader()).toBe('5003');
    expect(localStorage.getItem('arena.siteId')).toBe('5003');
    setSiteId(5005);
    expect(siteIdHeader()).toBe('5005');
    setSiteId(5100);
    expect(siteIdHeader()).toBe('5000');
    setSiteId(-1);
    expect(siteIdHeader()).toBe('5000');
  });
});
