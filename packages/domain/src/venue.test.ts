import { describe, expect, it } from 'vitest';
import { egameLobbyPath, egameVenueFor, isSportsVenueUsable, mapVenueName } from './venue.ts';

describe('mapVenueName', () => {
  // spec §3
  it('maps OBTY to YB and IMTY to IM, others unchanged', () => {
    expect(mapVenueName('OBTY')).toBe('YB');
    expect(mapVenueName('IMTY')).toBe('IM');
    expect(mapVenueName('DPTY')).toBe('DPTY');
  });
});

describe('isSportsVenueUsable', () => {
  // spec §4
  it('is usable only at status 0', () => {
    expect(isSportsVenueUsable(0)).toBe(true);
    expect(isSportsVenueUsable('0')).toBe(true);
    for (const status of [1, -1, 2, '1', '', null, undefined])
      expect(isSportsVenueUsable(status)).toBe(false);
  });
});

describe('egameVenueFor', () => {
  // spec §2
  it('defaults to ybegdz, which routes to by', () => {
    expect(egameVenueFor(undefined)).toBe('by');
    expect(egameVenueFor(null)).toBe('by');
    expect(egameVenueFor(' ')).toBe('by');
    expect(egameLobbyPath()).toBe('/app/egame/ybegdz');
  });

  it('sends codes starting with yb to by', () => {
    expect(egameVenueFor('ybslot')).toBe('by');
    expect(egameVenueFor('YBfish')).toBe('by');
  });

  it('otherwise uses the first two letters lowercased', () => {
    expect(egameVenueFor('PGdz')).toBe('pg');
    expect(egameVenueFor('cq9')).toBe('cq');
    expect(egameVenueFor('j')).toBe('j');
    expect(egameLobbyPath('pg dz')).toBe('/app/egame/pg%20dz');
  });
});
