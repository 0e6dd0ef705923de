import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addMonths,
  ageOn,
  birthDateProblem,
  isExclusionLength,
  limitChangeIsImmediate,
  periodWindow,
} from './responsible-play.ts';

// docs/responsible-play.md: lowering applies at once, raising or removing waits; periods in UTC+8.
describe('limitChangeIsImmediate', () => {
  it('is immediate exactly when the new limit is at least as tight', () => {
    const limit = fc.option(fc.integer({ min: 1, max: 1e10 }), { nil: null });
    fc.assert(
      fc.property(limit, limit, (current, next) => {
        const tighter = next !== null && (current === null || next <= current);
        expect(limitChangeIsImmediate(current, next)).toBe(tighter);
      }),
    );
  });
});

describe('periodWindow', () => {
  it('holds the instant and resets at midnight, Monday or the 1st, site time', () => {
    const now = Date.parse('2026-11-26T17:30:00Z'); // Friday 27th 01:30 in UTC+8
    expect(periodWindow('day', now)).toEqual({
      from: Date.parse('2026-11-27T00:00:00+08:00'),
      to: Date.parse('2026-11-28T00:00:00+08:00'),
    });
    expect(periodWindow('week', now)).toEqual({
      from: Date.parse('2026-11-23T00:00:00+08:00'),
      to: Date.parse('2026-11-30T00:00:00+08:00'),
    });
    expect(periodWindow('month', now)).toEqual({
      from: Date.parse('2026-11-01T00:00:00+08:00'),
      to: Date.parse('2026-12-01T00:00:00+08:00'),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1.6e12, max: 2.2e12 }),
        fc.constantFrom('day', 'week', 'month' as const),
        (t, p) => {
          const w = periodWindow(p, t);
          expect(w.from <= t && t < w.to).toBe(true);
        },
      ),
    );
  });
});

describe('addMonths', () => {
  it('keeps the clock time and clamps to the month end', () => {
    expect(addMonths(Date.parse('2026-08-31T10:00:00Z'), 6)).toBe(Date.parse('2027-02-28T10:00:00Z'));
    expect(addMonths(Date.parse('2026-11-26T02:00:00Z'), 60)).toBe(Date.parse('2031-11-26T02:00:00Z'));
  });
});

// Registration asks for the date of birth and refuses anyone under 18 (docs/responsible-play.md "Age").
describe('birthDateProblem', () => {
  it('accepts the 18th birthday itself and refuses the day before', () => {
    expect(birthDateProblem('2008-11-26', '2026-11-26')).toBeNull();
    expect(birthDateProblem('2008-11-27', '2026-11-26')).toBe('underAge');
    expect(birthDateProblem(undefined, '2026-11-26')).toBe('required');
    expect(birthDateProblem('', '2026-11-26')).toBe('required');
  });

  it('refuses dates that do not exist, lie ahead or before 1900', () => {
    for (const bad of ['2001-02-29', '1990-13-01', '1990-1-01', '1899-12-31', '2026-11-27', '19900101'])
      expect(birthDateProblem(bad, '2026-11-26')).toBe('invalid');
    expect(birthDateProblem('2000-02-29', '2026-11-26')).toBeNull();
  });

  it('agrees with counting whole years on the calendar', () => {
    const day = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [birth, today] = a <= b ? [a, b] : [b, a];
        const age = ageOn(birth, today);
        // The age-th birthday has come, the next one has not.
        const birthday = (n: number) =>
          `${String(Number(birth.slice(0, 4)) + n).padStart(4, '0')}${birth.slice(4)}`;
        expect(birthday(age) <= today).toBe(true);
        expect(birthday(age + 1) > today).toBe(true);
        expect(birthDateProblem(birth, today) === 'underAge').toBe(age < 18);
      }),
    );
  });
});

// spec §5 / docs/responsible-play.md: a time-out lasts 1–42 whole days, a self-exclusion 6–60 whole months.
describe('isExclusionLength', () => {
  it("takes whole lengths inside the kind's range and nothing else", () => {
    expect([0, 1, 42, 43, 1.5].map((n) => isExclusionLength('timeout', n))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
    expect([5, 6, 60, 61].map((n) => isExclusionLength('self_exclusion', n))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 200 }), (n) => {
        expect(isExclusionLength('timeout', n)).toBe(n >= 1 && n <= 42);
        expect(isExclusionLength('self_exclusion', n)).toBe(n >= 6 && n <= 60);
      }),
    );
  });
});
