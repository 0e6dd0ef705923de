import { describe, expect, it } from 'vitest';
import { chinaDate, dateTabs, defaultDate, matchesTeam } from './schedule-dates.ts';

// 2026-11-25 17:30 UTC is 2026-11-26 01:30 in China: the China date has already turned.
const now = Date.UTC(2026, 10, 25, 17, 30);

describe('schedule dates (China time, docs/live.md "Schedule and results")', () => {
  it('counts days in China time', () => {
    expect(chinaDate(now)).toBe('2026-11-26');
    expect(chinaDate(now, -1)).toBe('2026-11-25');
  });

  it('offers today and the next two days for 赛程, the two days before and today for 赛果', () => {
    expect(dateTabs('schedule', now).map((d) => d.name)).toEqual(['today', 'tomorrow', 'dayAfter']);
    expect(dateTabs('results', now).map((d) => d.date)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(defaultDate('results', now)).toBe('2026-11-25');
  });

  it('finds a team on either side, ignoring case and spaces', () => {
    const row = { homeName: 'Arsenal', visitName: '曼城' };
    expect(matchesTeam(row, ' arse ')).toBe(true);
    expect(matchesTeam(row, '曼城')).toBe(true);
    expect(matchesTeam(row, '利物浦')).toBe(false);
    expect(matchesTeam(row, '')).toBe(true);
  });
});
