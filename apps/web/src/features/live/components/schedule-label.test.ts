import { describe, expect, it } from 'vitest';
import { listDaysAt, scheduleLabel } from './schedule-label.ts';

// spec §3: startAt is `YYYY-MM-DD HH:mm:ss` (China time).
describe('scheduleLabel', () => {
  const days = listDaysAt(Date.UTC(2026, 10, 25, 15, 30)); // 23:30 in China time on 11-25

  it('names today and tomorrow, and dates anything later', () => {
    expect(days).toEqual({ today: '2026-11-25', tomorrow: '2026-11-26' });
    expect(scheduleLabel('2026-11-25 23:45:00', days)).toEqual({
      day: 'today',
      time: '23:45',
      date: '11-25',
    });
    expect(scheduleLabel('2026-11-26 00:15:00', days)).toMatchObject({ day: 'tomorrow', time: '00:15' });
    expect(scheduleLabel('2026-11-28 20:00:00', days)).toEqual({ day: 'date', time: '20:00', date: '11-28' });
  });
});
