import { describe, expect, it } from 'vitest';
import { zhCN } from '@/locales/zh-CN.ts';
import { en } from '@/locales/en.ts';
import { pickLanguage } from './i18n.ts';

function keysOf(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

// spec §1: Simplified Chinese on, English present with the same keys.
describe('translation catalogues', () => {
  it('have exactly the same keys in zh-CN and en', () => {
    const zh = keysOf(zhCN).sort();
    const english = keysOf(en).sort();
    expect(zh.filter((k) => !english.includes(k))).toEqual([]);
    expect(english.filter((k) => !zh.includes(k))).toEqual([]);
    expect(zh.length).toBeGreaterThan(50);
  });

  it('has no empty string in either catalogue', () => {
    const empties = [zhCN, en].flatMap((cat) =>
      keysOf(cat).filter(
        (k) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], cat) === '',
      ),
    );
    expect(empties).toEqual([]);
  });

  it('keeps English switched off unless the site enables it', () => {
    expect(pickLanguage('en', ['zh-CN'])).toBe('zh-CN');
    expect(pickLanguage('en', ['zh-CN', 'en'])).toBe('en');
    expect(pickLanguage('fr', ['zh-CN', 'en'])).toBe('zh-CN');
    expect(pickLanguage(null, ['zh-CN'])).toBe('zh-CN');
  });
});

// spec §1: "English exists but is switched off": a stored choice counts only while the site enables it.
describe('site languages', () => {
  it('stays on zh-CN while the site enables only zh-CN, and follows the choice once en is on', async () => {
    const { applySiteLanguages, initI18n, LANGUAGE_KEY } = await import('./i18n.ts');
    const i18n = await initI18n('zh-CN');
    localStorage.setItem(LANGUAGE_KEY, 'en');
    expect(await applySiteLanguages(['zh-CN'])).toBe('zh-CN');
    expect(i18n.t('common.ok')).toBe('确定');
    expect(await applySiteLanguages(['zh-CN', 'en'])).toBe('en');
    expect(i18n.t('common.ok')).toBe('OK');
    expect(document.documentElement.lang).toBe('en');
    localStorage.removeItem(LANGUAGE_KEY);
    expect(await applySiteLanguages(['zh-CN', 'en'])).toBe('zh-CN');
  });
});
