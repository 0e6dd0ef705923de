import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPeriod, isoWeekMonday, isoWeekOf, periodRange, previousPeriod } from './reward-periods.ts';

// Dividend periods are site (Beijing) months and ISO weeks (docs/rewards.md "Periods").
describe('reward periods', () => {
  it('labels ISO weeks across year ends', () => {
    expect(isoWeekOf('2026-11-25')).toBe('2026-W48');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(isoWeekMonday('2026-W48')).toBe('2026-11-23');
  });

  it('maps every day into the week starting on its Monday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (n) => {
        const day = new Date(Date.UTC(2000, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
        const week = isoWeekOf(day);
        const monday = isoWeekMonday(week);
        const diff = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${monday}T00:00:00Z`)) / 86_400_000;
        return diff >= 0 && diff < 7 && isPeriod('week', week);
      }),
    );
  });

  it('gives months and weeks in Beijing time and the period before now', () => {
    const nov = periodRange('month', '2026-11');
    expect(new Date(nov.from).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(new Date(nov.to).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(previousPeriod('month', now)).toBe('2026-10');
    expect(previousPeriod('week', now)).toBe('2026-W47');
    expect(previousPeriod('day', now)).toBe('2026-11-24');
    expect(previousPeriod('month', Date.parse('2027-01-10T00:00:00Z'))).toBe('2026-12');
  });

  it('refuses malformed labels', () => {
    expect(isPeriod('month', '2026-13')).toBe(false);
    expect(isPeriod('week', '2026-W00')).toBe(false);
    expect(isPeriod('week', '2026-W54')).toBe(false);
  });
});
