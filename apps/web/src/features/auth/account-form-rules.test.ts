import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES_EN, VALIDATION_MESSAGES_ZH, fail } from '@arena/domain';
import { en } from '@/locales/en.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import { RULE_KEYS, ruleMessage } from './account-form-rules.ts';

const lookup = (catalogue: object, key: string): unknown =>
  key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], catalogue);

// The catalogues carry the spec §5 wording the domain suggests for every key these forms can show.
describe('account form rule messages', () => {
  it.each(RULE_KEYS)('shows the domain wording for %s in both languages', (key) => {
    const target = ruleMessage(fail(key));
    expect(target).not.toBeNull();
    expect(lookup(zhCN, target ?? '')).toBe(VALIDATION_MESSAGES_ZH[key]);
    expect(lookup(en, target ?? '')).toBe(VALIDATION_MESSAGES_EN[key]);
  });

  it('has no message for a passing check', () => {
    expect(ruleMessage({ ok: true })).toBeNull();
  });
});
