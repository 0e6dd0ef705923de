import { describe, expect, it } from 'vitest';
import { validateRealName, validateRealNameAlt } from './real-name.ts';

const han = (count: number): string => '张'.repeat(count);
const latin = (count: number): string => 'a'.repeat(count);

describe('validateRealName', () => {
  // spec §5
  it('accepts Chinese names of 2 to 24 characters', () => {
    expect(validateRealName(han(1))).toEqual({ ok: false, key: 'validation.realName.length' });
    expect(validateRealName(han(2))).toEqual({ ok: true });
    expect(validateRealName(han(24))).toEqual({ ok: true });
    expect(validateRealName(han(25))).toEqual({ ok: false, key: 'validation.realName.length' });
  });

  it('accepts Latin names of 4 to 48 characters', () => {
    expect(validateRealName(latin(3))).toEqual({ ok: false, key: 'validation.realName.length' });
    expect(validateRealName(latin(4))).toEqual({ ok: true });
    expect(validateRealName(latin(48))).toEqual({ ok: true });
    expect(validateRealName(latin(49))).toEqual({ ok: false, key: 'validation.realName.length' });
  });

  it('allows a single dot or middle dot between parts', () => {
    expect(validateRealName('阿卜杜·热合曼')).toEqual({ ok: true });
    expect(validateRealName('John.Smith')).toEqual({ ok: true });
    expect(validateRealName('John Smith')).toEqual({ ok: true });
  });

  it('rejects separators at the ends or doubled', () => {
    for (const name of ['·热合曼', '热合曼·', '阿卜杜··热合曼', 'John..Smith', '.John', 'John.', '阿·.热'])
      expect(validateRealName(name)).toEqual({ ok: false, key: 'validation.realName.separator' });
  });

  it('rejects double spaces and spaces at the ends of Latin names', () => {
    expect(validateRealName('John  Smith')).toEqual({ ok: false, key: 'validation.realName.doubleSpace' });
    expect(validateRealName(' John')).toEqual({ ok: false, key: 'validation.realName.doubleSpace' });
    expect(validateRealName('John ')).toEqual({ ok: false, key: 'validation.realName.doubleSpace' });
  });

  it('rejects digits, mixed scripts and empty input', () => {
    expect(validateRealName('张三1')).toEqual({ ok: false, key: 'validation.realName.characters' });
    expect(validateRealName('张三John')).toEqual({ ok: false, key: 'validation.realName.characters' });
    expect(validateRealName('')).toEqual({ ok: false, key: 'validation.required' });
  });
});

describe('validateRealNameAlt', () => {
  // spec §5
  it('accepts 2 to 24 characters', () => {
    expect(validateRealNameAlt('张')).toEqual({ ok: false, key: 'validation.realName.length' });
    expect(validateRealNameAlt('张三')).toEqual({ ok: true });
    expect(validateRealNameAlt(latin(24))).toEqual({ ok: true });
    expect(validateRealNameAlt(latin(25))).toEqual({ ok: false, key: 'validation.realName.length' });
  });

  it('accepts letters, space, dot and middle dot only', () => {
    expect(validateRealNameAlt('Li Na')).toEqual({ ok: true });
    expect(validateRealNameAlt('张 San')).toEqual({ ok: true });
    expect(validateRealNameAlt('Li_Na')).toEqual({ ok: false, key: 'validation.realName.characters' });
    expect(validateRealNameAlt('')).toEqual({ ok: false, key: 'validation.required' });
  });

  it('rejects repeated separators', () => {
    expect(validateRealNameAlt('Li  Na')).toEqual({ ok: false, key: 'validation.realName.doubleSpace' });
    expect(validateRealNameAlt('Li..Na')).toEqual({ ok: false, key: 'validation.realName.separator' });
    expect(validateRealNameAlt('阿··热')).toEqual({ ok: false, key: 'validation.realName.separator' });
  });

  it('rejects a dot next to a space', () => {
    expect(validateRealNameAlt('Li. Na')).toEqual({ ok: false, key: 'validation.realName.dotNextToSpace' });
    expect(validateRealNameAlt('Li ·Na')).toEqual({ ok: false, key: 'validation.realName.dotNextToSpace' });
  });

  it('rejects mixing the two dot kinds', () => {
    expect(validateRealNameAlt('A.B·C')).toEqual({ ok: false, key: 'validation.realName.mixedDots' });
  });
});
