import { describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGE_KEYS, DOMAIN_MESSAGES_EN, DOMAIN_MESSAGES_ZH } from './messages.ts';
import {
  CHECK_OK,
  VALIDATION_MESSAGE_KEYS,
  VALIDATION_MESSAGES_EN,
  VALIDATION_MESSAGES_ZH,
  fail,
} from './validation-messages.ts';

describe('validation message catalogue', () => {
  // spec §5
  it('has zh-CN and en wording for every key, and nothing else', () => {
    expect(Object.keys(VALIDATION_MESSAGES_ZH).sort()).toEqual([...VALIDATION_MESSAGE_KEYS].sort());
    expect(Object.keys(VALIDATION_MESSAGES_EN).sort()).toEqual([...VALIDATION_MESSAGE_KEYS].sort());
    expect(new Set(VALIDATION_MESSAGE_KEYS).size).toBe(VALIDATION_MESSAGE_KEYS.length);
  });

  it('builds results with and without params', () => {
    expect(CHECK_OK).toEqual({ ok: true });
    expect(fail('validation.required')).toEqual({ ok: false, key: 'validation.required' });
    expect(fail('validation.maxLength', { max: 3 })).toEqual({
      ok: false,
      key: 'validation.maxLength',
      params: { max: 3 },
    });
  });

  it('keeps the spec wording for the password messages in English', () => {
    expect(VALIDATION_MESSAGES_EN['validation.password.equalsUsername']).toBe(
      'Password and username cannot match',
    );
    expect(VALIDATION_MESSAGES_EN['validation.password.combination']).toContain(
      'combination of letters and numbers',
    );
  });
});

describe('domain message catalogue', () => {
  // spec §1, §4, §5, §9
  it('covers every domain key in both locales with non-empty text', () => {
    expect(Object.keys(DOMAIN_MESSAGES_EN).sort()).toEqual([...DOMAIN_MESSAGE_KEYS].sort());
    for (const key of DOMAIN_MESSAGE_KEYS) {
      expect(DOMAIN_MESSAGES_ZH[key].length).toBeGreaterThan(0);
      expect(DOMAIN_MESSAGES_EN[key].length).toBeGreaterThan(0);
    }
    expect(DOMAIN_MESSAGE_KEYS).toContain('greeting.lateNight');
    expect(DOMAIN_MESSAGE_KEYS).toContain('streamer.interrupted');
  });
});
