import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DAY_MS,
  formatDateTime,
  formatStartAt,
  localHour,
  parseTimestamp,
  siteDay,
  siteDayStart,
} from './date-time.ts';

const instant = Date.UTC(2025, 7, 19, 4, 5, 6); // 12:05:06 Beijing

describe('formatStartAt', () => {
  // spec §3
  it('reads 10-digit values as seconds and 13-digit values as milliseconds', () => {
    expect(formatStartAt(instant / 1000)).toBe('2025-08-19 12:05:06');
    expect(formatStartAt(instant)).toBe('2025-08-19 12:05:06');
    expect(formatStartAt(String(instant / 1000))).toBe('2025-08-19 12:05:06');
    expect(formatStartAt(String(instant))).toBe('2025-08-19 12:05:06');
  });

  it('passes an already formatted string through', () => {
    expect(formatStartAt('2030-01-02 03:04:05')).toBe('2030-01-02 03:04:05');
  });

  it('formats in the given UTC offset', () => {
    expect(formatStartAt(instant, 0)).toBe('2025-08-19 04:05:06');
    expect(formatStartAt(instant, -300)).toBe('2025-08-18 23:05:06');
  });

  it('returns an empty string for unreadable values', () => {
    for (const value of [undefined, null, '', 'tomorrow', -1, Number.NaN, {}])
      expect(formatStartAt(value)).toBe('');
  });

  it('returns an empty string, not NaN fields, for instants a Date cannot hold', () => {
    // ECMAScript dates end at 8.64e15 ms (+275760-09-13); one past it used to print "NaN-NaN-NaN …"
    expect(formatStartAt(8_639_999_999_999_999, 0)).toBe('275760-09-12 23:59:59');
    expect(formatStartAt(8_640_000_000_000_000, 0)).toBe('275760-09-13 00:00:00');
    expect(formatStartAt(8_640_000_000_000_001, 0)).toBe('');
    expect(formatStartAt(8_640_000_000_000_000)).toBe(''); // +08:00 pushes it past the end
    expect(formatStartAt('99999999999999999')).toBe('');
    expect(formatStartAt(1e21)).toBe('');
  });
});

describe('parseTimestamp', () => {
  // spec §3
  it('cuts between seconds and milliseconds at 10 digits', () => {
    expect(parseTimestamp(9_999_999_999)).toBe(9_999_999_999_000);
    expect(parseTimestamp(10_000_000_000)).toBe(10_000_000_000);
    expect(parseTimestamp('0000000001')).toBe(1000);
    expect(parseTimestamp(1.9)).toBe(1000);
  });

  it('reads non-numbers, negatives and other strings as null', () => {
    for (const value of [undefined, null, true, {}, -1, Number.POSITIVE_INFINITY, '', '12:00', '2025-08-19'])
      expect(parseTimestamp(value)).toBeNull();
    expect(parseTimestamp(' 1755576306 ')).toBe(1_755_576_306_000);
    expect(parseTimestamp(0)).toBe(0);
  });

  it('reads formatted strings in the offset', () => {
    expect(parseTimestamp('2025-08-19 12:05:06')).toBe(instant);
    expect(parseTimestamp('2025-08-19 04:05:06', 0)).toBe(instant);
  });
});

describe('formatDateTime and localHour', () => {
  // spec §3, §9
  it('pads every field', () => {
    expect(formatDateTime(Date.UTC(999, 0, 1, 0, 0, 0), 0)).toBe('0999-01-01 00:00:00');
    expect(localHour(instant)).toBe(12);
    expect(localHour(instant, 0)).toBe(4);
  });
});

// The site day (Beijing, UTC+8): daily limits, counters and records count in it.
describe('siteDay and siteDayStart', () => {
  it('turns at 16:00 UTC', () => {
    expect(siteDay(Date.parse('2026-11-25T15:59:59.999Z'))).toBe('2026-11-25');
    expect(siteDay(Date.parse('2026-11-25T16:00:00Z'))).toBe('2026-11-26');
    expect(siteDayStart('2026-11-26')).toBe(Date.parse('2026-11-25T16:00:00Z'));
    expect(siteDay(0, 0)).toBe('1970-01-01');
  });

  it('puts every instant inside the day it names', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const start = siteDayStart(siteDay(ms));
        expect(start).toBeLessThanOrEqual(ms);
        expect(ms).toBeLessThan(start + DAY_MS);
        expect(siteDay(start)).toBe(siteDay(ms));
      }),
    );
  });
});
