import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { egameVenueFor, venueLobbyCode, venueMaintenanceText } from './venue.ts';

describe('venueLobbyCode', () => {
  // spec §2: /app/egame/{gameCode}; a code starting with yb goes to by, otherwise the first two letters.
  it('opens by with the default code and two-letter venues with their own code', () => {
    expect(venueLobbyCode('by')).toBe('ybegdz');
    expect(venueLobbyCode('PG')).toBe('pg');
    expect(venueLobbyCode('ky')).toBe('ky');
  });

  it('has no lobby code for venues the rule cannot reach', () => {
    expect(venueLobbyCode('ybty')).toBeNull(); // yb… goes to by
    expect(venueLobbyCode('ybdj')).toBeNull();
    expect(venueLobbyCode('yb')).toBeNull();
    expect(venueLobbyCode('abc')).toBeNull(); // the rule keeps two letters
  });

  it('answers only codes that the route rule maps back to the venue', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,6}$/), (venue) => {
        const code = venueLobbyCode(venue);
        if (code !== null) expect(egameVenueFor(code)).toBe(venue);
      }),
    );
  });
});

describe('venueMaintenanceText', () => {
  it('does not repeat a venue name the message already carries', () => {
    expect(venueMaintenanceText('CQ9电子', 'CQ9电子维护中，预计 06:00 恢复。')).toBe(
      'CQ9电子维护中，预计 06:00 恢复。',
    );
  });

  it('names the venue before a message that does not, with a full-width colon', () => {
    expect(venueMaintenanceText('PG电子', '预计 06:00 恢复')).toBe('PG电子维护中：预计 06:00 恢复');
    expect(venueMaintenanceText('PG电子', '  ')).toBe('PG电子维护中');
    expect(venueMaintenanceText('PG电子', null)).toBe('PG电子维护中');
  });

  it('names the venue exactly once whatever the message', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (message) => {
        const text = venueMaintenanceText('AG真人', message.replaceAll('AG真人', ''));
        expect(text.split('AG真人').length - 1).toBe(1);
      }),
    );
  });
});
