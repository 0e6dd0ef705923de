import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { initI18n } from '@/lib/i18n.ts';
import { zhCN } from './zh-CN.ts';

function strings(obj: object, prefix = ''): [string, string][] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null
      ? strings(v as object, `${prefix}${k}.`)
      : [[`${prefix}${k}`, String(v)]],
  );
}

const CJK = /[\u3000-\u9fff\uff00-\uffef]/;

// spec §1: Simplified Chinese copy uses full-width punctuation.
describe('zh-CN copy', () => {
  it('uses the full-width colon in Chinese text (times such as 20:00 keep theirs)', () => {
    const halfWidth = strings(zhCN).filter(
      ([, text]) => CJK.test(text) && /:(?!\d{2})/.test(text.replace(/https?:\/\//g, '')),
    );
    expect(halfWidth).toEqual([]);
  });

  it('never shows a length range with equal ends ("11-11位")', () => {
    expect(strings(zhCN).filter(([, text]) => /\{\{min\}\}-\{\{max\}\}/.test(text))).toEqual([]);
  });
});

// The page's lang follows the language, so date pickers and other browser-drawn text match it.
describe('page language', () => {
  it('sets <html lang> to the language shown, and follows a change', async () => {
    await initI18n('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    await i18next.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    const input = document.createElement('input');
    input.type = 'date';
    document.body.append(input);
    expect(input.closest('[lang]')?.getAttribute('lang')).toBe('en');
    input.remove();
    await i18next.changeLanguage('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
