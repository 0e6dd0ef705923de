import { describe, expect, it } from 'vitest';
import { SPONSOR_TABS, limitAnchorAvatars, limitSponsorTabs, sponsorTabFor } from './sponsor.ts';

describe('sponsorTabFor', () => {
  // spec §6 "Sponsor setting values 0 to 2 map to tabs: none, zz, news"
  it('maps 0, 1 and 2 to none, zz and news', () => {
    expect(SPONSOR_TABS).toEqual(['none', 'zz', 'news']);
    expect(sponsorTabFor(0)).toBe('none');
    expect(sponsorTabFor(1)).toBe('zz');
    expect(sponsorTabFor(2)).toBe('news');
  });

  it('accepts the setting as a numeric string', () => {
    expect(sponsorTabFor('1')).toBe('zz');
    expect(sponsorTabFor(' 2 ')).toBe('news');
  });

  it('reads values outside 0 to 2 and non-integers as none', () => {
    for (const setting of [-1, 3, 1.5, Number.NaN, 'zz', null, undefined])
      expect(sponsorTabFor(setting)).toBe('none');
  });
});

describe('limitSponsorTabs', () => {
  // spec §9 "max 3 sponsor tabs"
  it('keeps 2 and 3 tabs and cuts 4 to the first 3', () => {
    expect(limitSponsorTabs(['a', 'b'])).toEqual(['a', 'b']);
    expect(limitSponsorTabs(['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(limitSponsorTabs(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(limitSponsorTabs([])).toEqual([]);
  });
});

describe('limitAnchorAvatars', () => {
  // spec §9 "anchor avatar list 3"
  it('keeps 2 and 3 avatars and cuts 4 to the first 3', () => {
    expect(limitAnchorAvatars([1, 2])).toEqual([1, 2]);
    expect(limitAnchorAvatars([1, 2, 3])).toEqual([1, 2, 3]);
    expect(limitAnchorAvatars([1, 2, 3, 4])).toEqual([1, 2, 3]);
  });

  it('returns a new array, leaving the input untouched', () => {
    const avatars = [1, 2, 3, 4];
    const shown = limitAnchorAvatars(avatars);
    shown.push(9);
    expect(avatars).toEqual([1, 2, 3, 4]);
  });
});
