import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const globalCss = read('./global.css');

/** The declarations of the first rule whose selector list contains `selector`. */
function ruleOf(css: string, selector: string): string | null {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of plain.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const selectors = (match[1] ?? '').split(',').map((s) => s.trim());
    if (selectors.includes(selector)) return match[2] ?? '';
  }
  return null;
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('shell styles', () => {
  it('styles native selects, text areas and file pickers in the first-load sheet, not in a feature chunk', () => {
    expect(ruleOf(globalCss, '.field select')).toMatch(/border:/);
    expect(ruleOf(globalCss, '.field textarea')).toMatch(/border:/);
    expect(ruleOf(globalCss, "input[type='file']::file-selector-button")).toMatch(/border:/);
    const account = read('../features/account/components/account.css');
    expect(ruleOf(account, '.field select')).toBeNull();
  });

  it('shows form errors (e.g. a failed login) in the danger colour', () => {
    expect(ruleOf(globalCss, '.form-error')).toMatch(/color:\s*var\(--danger\)/);
  });

  it('keeps stage messages readable on the black stage in every theme (WCAG AA 4.5:1)', () => {
    const live = read('../features/live/components/live.css');
    expect(ruleOf(live, '.live-stage')).toMatch(/background:\s*#000/);
    const color = /color:\s*(#[0-9a-f]{6})/i.exec(ruleOf(live, '.live-stage-message') ?? '')?.[1];
    expect(color, 'a fixed light colour, not a theme token that may be dark').toBeDefined();
    expect(contrast(color ?? '#000000', '#000000')).toBeGreaterThanOrEqual(4.5);
  });
});
