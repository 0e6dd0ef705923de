import { describe, expect, it } from 'vitest';
import { venueNameOf, type Venue } from './venues.ts';

const venues: Venue[] = [
  {
    venueCode: 'ybty',
    name: 'YB体育',
    category: 'sports',
    logoUrl: '',
    status: 0,
    maintainMessage: null,
    isDisplay: true,
  },
  {
    venueCode: 'by',
    name: 'Arena电子',
    category: 'egame',
    logoUrl: '',
    status: 0,
    maintainMessage: null,
    isDisplay: false,
  },
];

describe('venueNameOf', () => {
  it('names a venue by its code in any case, even one the venue bar hides', () => {
    expect(venueNameOf(venues, 'YBTY')).toBe('YB体育');
    expect(venueNameOf(venues, 'by')).toBe('Arena电子');
  });

  it('falls back to the code only while names load or for an unknown venue', () => {
    expect(venueNameOf(undefined, 'pg')).toBe('PG');
    expect(venueNameOf(venues, 'zz')).toBe('ZZ');
  });
});
