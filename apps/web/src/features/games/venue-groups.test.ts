import { describe, expect, it } from 'vitest';
import { egameVenueFor } from '@arena/domain';
import type { Venue } from '@/lib/venues.ts';
import { groupVenues, venueEntry } from './venue-groups.ts';

const venue = (venueCode: string, category: Venue['category'], extra: Partial<Venue> = {}): Venue => ({
  venueCode,
  name: venueCode.toUpperCase(),
  category,
  logoUrl: '',
  status: 0,
  maintainMessage: null,
  isDisplay: true,
  ...extra,
});

const SEEDED = [
  venue('by', 'egame'),
  venue('pg', 'egame'),
  venue('cq', 'egame', { status: 1 }),
  venue('ag', 'live'),
  venue('ky', 'chess'),
  venue('fs', 'fishing'),
  venue('ybty', 'sports'),
  venue('ybdj', 'esports'),
];

describe('venue bar groups', () => {
  it('orders 电子, 真人, 棋牌, 捕鱼, 体育 and puts esports with sports', () => {
    const groups = groupVenues(SEEDED);
    expect(groups.map((g) => g.group)).toEqual(['egame', 'live', 'chess', 'fishing', 'sports']);
    expect(groups.at(-1)?.venues.map((v) => v.venueCode)).toEqual(['ybty', 'ybdj']);
  });

  it('leaves out venues the site flags hide, and groups left empty', () => {
    const groups = groupVenues(SEEDED.map((v) => (v.category === 'chess' ? { ...v, isDisplay: false } : v)));
    expect(groups.map((g) => g.group)).not.toContain('chess');
  });

  it('opens every venue: by the spec §2 lobby route when it reaches the venue, else by launching', () => {
    for (const v of SEEDED) {
      const entry = venueEntry(v);
      if (entry.kind === 'lobby') expect(egameVenueFor(entry.gameCode)).toBe(v.venueCode);
      else expect(egameVenueFor(v.venueCode)).not.toBe(v.venueCode);
    }
    expect(venueEntry(venue('by', 'egame'))).toEqual({ kind: 'lobby', gameCode: 'ybegdz' });
    expect(venueEntry(venue('ybty', 'sports'))).toEqual({ kind: 'launch' });
  });
});
