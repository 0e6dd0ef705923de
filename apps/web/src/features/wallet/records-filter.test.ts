import { describe, expect, it } from 'vitest';
import { earliestDay, readRecordsFilter, writeRecordsFilter } from './records-filter.ts';

const today = new Date(2026, 10, 23, 12, 0, 0);
const read = (query: string) => readRecordsFilter(new URLSearchParams(query), today);

// "Deal records and settlement records: paged, filtered by type and date range, at least 3
// months kept"; HOUSE-STYLE "filters and tabs in the URL".
describe('records filter in the URL', () => {
  it('defaults to deal records of every type over the last 30 days', () => {
    expect(read('')).toEqual({ tab: 'deal', type: null, startDate: '2026-10-25', endDate: '2026-11-23' });
  });

  // The server reads the range on the site's calendar (Beijing time); so does the filter, whatever the
  // browser's zone: 16:30 UTC on the 25th is already the 26th there.
  it("counts days on the site's calendar, not the browser's", () => {
    const lateUtc = new Date(Date.UTC(2026, 10, 25, 16, 30));
    expect(readRecordsFilter(new URLSearchParams(''), lateUtc)).toMatchObject({
      startDate: '2026-10-28',
      endDate: '2026-11-26',
    });
    const earlyUtc = new Date(Date.UTC(2026, 10, 25, 15, 59));
    expect(readRecordsFilter(new URLSearchParams(''), earlyUtc).endDate).toBe('2026-11-25');
  });

  it('reads tab, type and range', () => {
    expect(read('tab=deal&type=deposit&start=2026-11-01&end=2026-11-10')).toEqual({
      tab: 'deal',
      type: 'deposit',
      startDate: '2026-11-01',
      endDate: '2026-11-10',
    });
    expect(read('tab=settlement').tab).toBe('settlement');
  });

  it('ignores an unknown type and a malformed or reversed range', () => {
    expect(read('type=steal').type).toBeNull();
    expect(read('start=2026-02-30&end=2026-11-10').startDate).toBe('2026-10-25');
    expect(read('start=2026-11-10&end=2026-11-01').startDate).toBe('2026-10-25');
  });

  it('clamps the range to 3 months back and to today', () => {
    expect(read('start=2025-01-01&end=2026-12-31')).toMatchObject({
      startDate: earliestDay(today),
      endDate: '2026-11-23',
    });
    expect(earliestDay(today)).toBe('2026-08-23');
  });

  it('round-trips through the address', () => {
    const filter = read('tab=deal&type=withdraw&start=2026-11-01&end=2026-11-02');
    expect(read(writeRecordsFilter(filter).toString())).toEqual(filter);
    expect(writeRecordsFilter({ ...filter, tab: 'settlement' }).has('type')).toBe(false);
  });
});
