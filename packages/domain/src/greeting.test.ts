import { describe, expect, it } from 'vitest';
import {
  GREETING_KEYS,
  GREETING_MESSAGES_EN,
  GREETING_MESSAGES_ZH,
  greetingKeyAt,
  greetingKeyForHour,
} from './greeting.ts';

describe('greetingKeyForHour', () => {
  // spec §9
  it('switches band exactly at each boundary hour', () => {
    const cases: [number, string][] = [
      [0, 'greeting.beforeDawn'],
      [5, 'greeting.beforeDawn'],
      [6, 'greeting.earlyMorning'],
      [8, 'greeting.earlyMorning'],
      [9, 'greeting.morning'],
      [11, 'greeting.morning'],
      [12, 'greeting.noon'],
      [13, 'greeting.noon'],
      [14, 'greeting.afternoon'],
      [16, 'greeting.afternoon'],
      [17, 'greeting.dusk'],
      [18, 'greeting.dusk'],
      [19, 'greeting.evening'],
      [21, 'greeting.evening'],
      [22, 'greeting.lateNight'],
      [23, 'greeting.lateNight'],
    ];
    for (const [hour, key] of cases) expect(greetingKeyForHour(hour)).toBe(key);
  });

  it('reads a fractional hour by its whole hour', () => {
    expect(greetingKeyForHour(5.99)).toBe('greeting.beforeDawn');
    expect(greetingKeyForHour(6.01)).toBe('greeting.earlyMorning');
    expect(greetingKeyForHour(21.999)).toBe('greeting.evening');
  });

  it('wraps hours outside the day', () => {
    expect(greetingKeyForHour(24)).toBe('greeting.beforeDawn');
    expect(greetingKeyForHour(-1)).toBe('greeting.lateNight');
  });

  it('reads an instant in Beijing time by default', () => {
    expect(greetingKeyAt(Date.UTC(2025, 7, 19, 1))).toBe('greeting.morning');
    expect(greetingKeyAt(Date.UTC(2025, 7, 19, 1), 0)).toBe('greeting.beforeDawn');
  });

  it('has wording for every key in both locales', () => {
    expect(Object.keys(GREETING_MESSAGES_ZH)).toEqual([...GREETING_KEYS]);
    expect(Object.keys(GREETING_MESSAGES_EN)).toEqual([...GREETING_KEYS]);
  });
});
