import { describe, expect, it } from 'vitest';
import { asBoolean, asNumber, asRecord, asString, firstPresent } from './coerce.ts';

describe('asRecord', () => {
  // spec §3 normalisers
  it('keeps plain objects and reads everything else as an empty object', () => {
    const record = { a: 1 };
    expect(asRecord(record)).toBe(record);
    for (const value of [null, undefined, 'x', 3, true, [1, 2]]) expect(asRecord(value)).toEqual({});
  });
});

describe('asString', () => {
  // spec §3
  it('prints finite numbers and booleans and empties everything else', () => {
    expect(asString('abc')).toBe('abc');
    expect(asString('')).toBe('');
    expect(asString(0)).toBe('0');
    expect(asString(-12.5)).toBe('-12.5');
    expect(asString(true)).toBe('true');
    expect(asString(false)).toBe('false');
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, null, undefined, {}, ['a']])
      expect(asString(value)).toBe('');
  });
});

describe('asNumber', () => {
  // spec §3
  it('reads finite numbers and numeric strings, and null otherwise', () => {
    expect(asNumber(3)).toBe(3);
    expect(asNumber(0)).toBe(0);
    expect(asNumber('3.5')).toBe(3.5);
    expect(asNumber(' 7 ')).toBe(7);
    expect(asNumber('-2')).toBe(-2);
    for (const value of [
      '',
      '   ',
      'abc',
      '1a',
      'Infinity',
      Number.NaN,
      Number.NEGATIVE_INFINITY,
      true,
      null,
      {},
    ])
      expect(asNumber(value)).toBeNull();
  });
});

describe('asBoolean', () => {
  // spec §3
  it('is true only for true, 1, "1" and "true"', () => {
    for (const value of [true, 1, '1', 'true']) expect(asBoolean(value)).toBe(true);
    for (const value of [false, 0, 2, '0', '', 'false', 'TRUE', 'yes', null, undefined, {}])
      expect(asBoolean(value)).toBe(false);
  });
});

describe('firstPresent', () => {
  // spec §3 field aliases
  it('skips undefined, null and the empty string but keeps 0 and false', () => {
    expect(firstPresent(undefined, null, '', 0, 5)).toBe(0);
    expect(firstPresent('', false, 'x')).toBe(false);
    expect(firstPresent('a', 'b')).toBe('a');
    expect(firstPresent(undefined, null, '')).toBeUndefined();
    expect(firstPresent()).toBeUndefined();
  });
});
