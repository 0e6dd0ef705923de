import { BEIJING_UTC_OFFSET_MINUTES, localHour } from './date-time.ts';

/**
 * Greeting keys by hour (spec §9 "before 6, 6-9, 9-12, 12-14, 14-17, 17-19, 19-22, after 22"). Design:
 * each band includes its start hour and excludes its end hour, so 6:00 is morning and 22:00 late night.
 */
export const GREETING_KEYS = [
  'greeting.beforeDawn',
  'greeting.earlyMorning',
  'greeting.morning',
  'greeting.noon',
  'greeting.afternoon',
  'greeting.dusk',
  'greeting.evening',
  'greeting.lateNight',
] as const;

/** A greeting key (spec §9). */
export type GreetingKey = (typeof GREETING_KEYS)[number];

/** Start hour of each greeting band, in {@link GREETING_KEYS} order (spec §9). */
export const GREETING_BAND_STARTS = [0, 6, 9, 12, 14, 17, 19, 22] as const;

/** Suggested zh-CN greetings (spec §9). */
export const GREETING_MESSAGES_ZH: Readonly<Record<GreetingKey, string>> = {
  'greeting.beforeDawn': '凌晨好',
  'greeting.earlyMorning': '早上好',
  'greeting.morning': '上午好',
  'greeting.noon': '中午好',
  'greeting.afternoon': '下午好',
  'greeting.dusk': '傍晚好',
  'greeting.evening': '晚上好',
  'greeting.lateNight': '夜深了',
};

/** English greetings (spec §9). */
export const GREETING_MESSAGES_EN: Readonly<Record<GreetingKey, string>> = {
  'greeting.beforeDawn': 'Up early',
  'greeting.earlyMorning': 'Good morning',
  'greeting.morning': 'Good morning',
  'greeting.noon': 'Good noon',
  'greeting.afternoon': 'Good afternoon',
  'greeting.dusk': 'Good evening',
  'greeting.evening': 'Good evening',
  'greeting.lateNight': 'Good night',
};

/** Greeting key for an hour 0–23 (spec §9); hours outside the day wrap around. */
export function greetingKeyForHour(hour: number): GreetingKey {
  const normalized = ((Math.floor(hour) % 24) + 24) % 24;
  let band = 0;
  GREETING_BAND_STARTS.forEach((start, index) => {
    if (normalized >= start) band = index;
  });
  return GREETING_KEYS[band] ?? 'greeting.beforeDawn';
}

/** Greeting key for an instant in the given UTC offset, default +08:00 (spec §9). */
export function greetingKeyAt(epochMs: number, utcOffsetMinutes = BEIJING_UTC_OFFSET_MINUTES): GreetingKey {
  return greetingKeyForHour(localHour(epochMs, utcOffsetMinutes));
}
