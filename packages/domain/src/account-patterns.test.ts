import { describe, expect, it } from 'vitest';
import { maxLengthRule, validateEmail, validateUsername } from './account-patterns.ts';

describe('validateEmail', () => {
  // spec §5
  it('accepts ordinary addresses', () => {
    for (const email of ['a@b.co', 'first.last+tag@mail.example.com', 'x_y%z-1@sub-domain.cn'])
      expect(validateEmail(email)).toEqual({ ok: true });
  });

  it('rejects malformed addresses', () => {
    for (const email of [
      'plain',
      'a@b',
      'a@b.c',
      '.a@b.com',
      'a..b@c.com',
      'a@-b.com',
      'a@b-.com',
      'a b@c.com',
    ])
      expect(validateEmail(email)).toEqual({ ok: false, key: 'validation.email.format' });
    expect(validateEmail('')).toEqual({ ok: false, key: 'validation.required' });
  });

  it('rejects addresses longer than 254 characters', () => {
    const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.com`;
    const atLimit = `${'u'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(validateEmail(atLimit)).toEqual({ ok: true });
    expect(validateEmail(`u${atLimit}`)).toEqual({ ok: false, key: 'validation.email.format' });
  });
});

describe('validateUsername', () => {
  // spec §5 (pattern designed: 4–16, letter first, letters/digits/underscore)
  it('accepts 4 to 16 characters', () => {
    expect(validateUsername('abc')).toEqual({ ok: false, key: 'validation.username.length' });
    expect(validateUsername('abcd')).toEqual({ ok: true });
    expect(validateUsername('a'.repeat(16))).toEqual({ ok: true });
    expect(validateUsername('a'.repeat(17))).toEqual({ ok: false, key: 'validation.username.length' });
  });

  it('requires a leading letter and word characters', () => {
    expect(validateUsername('1abc')).toEqual({ ok: false, key: 'validation.username.startsWithLetter' });
    expect(validateUsername('_abc')).toEqual({ ok: false, key: 'validation.username.startsWithLetter' });
    expect(validateUsername('ab-cd')).toEqual({ ok: false, key: 'validation.username.characters' });
    expect(validateUsername('Player_01')).toEqual({ ok: true });
    expect(validateUsername('')).toEqual({ ok: false, key: 'validation.required' });
  });
});

describe('maxLengthRule', () => {
  // spec §5
  it('returns the rule message only above the maximum', () => {
    const rule = maxLengthRule(5);
    expect(rule('1234')).toEqual({ ok: true });
    expect(rule('12345')).toEqual({ ok: true });
    expect(rule('123456')).toEqual({ ok: false, key: 'validation.maxLength', params: { max: 5 } });
  });

  it('counts code points and uses the rule’s own key', () => {
    const rule = maxLengthRule(2, 'validation.realName.length');
    expect(rule('😀😀')).toEqual({ ok: true });
    expect(rule('😀😀😀')).toEqual({ ok: false, key: 'validation.realName.length', params: { max: 2 } });
  });
});
