import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLASH_KEYFRAMES } from './components/odds-button.tsx';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const themesCss = read('../../styles/themes.css').replace(/\/\*[\s\S]*?\*\//g, '');
const bookCss = read('./sportsbook.css').replace(/\/\*[\s\S]*?\*\//g, '');

/** Every rule of a sheet: its selectors and declarations (property → value). */
function rules(css: string): { selectors: string[]; decls: Map<string, string> }[] {
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    selectors: (m[1] ?? '').split(',').map((s) => s.trim()),
    decls: new Map(
      (m[2] ?? '')
        .split(';')
        .map((d) => d.split(':').map((x) => x.trim()))
        .filter((d): d is [string, string] => d.length >= 2 && d[0] !== '')
        .map(([p, ...v]) => [p, v.join(':')]),
    ),
  }));
}

/** Each theme series (styles/themes.css) with its colour tokens. */
const themes = new Map(
  rules(themesCss).flatMap(({ selectors, decls }) =>
    selectors
      .map((s) => /^\[data-theme='([a-z]+)'\]$/.exec(s)?.[1])
      .filter((name): name is string => name !== undefined)
      .map((name) => [name, decls] as const),
  ),
);

/** A declaration's value with `var(--x)` / `var(--x, fallback)` resolved against a theme's tokens. */
function resolve(value: string, tokens: Map<string, string>): string {
  const m = /^var\((--[\w-]+)(?:,\s*(.+))?\)$/.exec(value.trim());
  if (!m) return value.trim();
  const own = tokens.get(m[1] ?? '');
  if (own !== undefined) return resolve(own, tokens);
  if (m[2] === undefined) throw new Error(`${m[1]} is not a token`);
  return resolve(m[2], tokens);
}

/** A declaration of the rule whose selector list contains exactly `selector`. */
function decl(selector: string, property: string): string {
  const rule = rules(bookCss).find((r) => r.selectors.includes(selector));
  const value = rule?.decls.get(property);
  if (value === undefined) throw new Error(`no ${property} in ${selector}`);
  return value;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  expect(hex).toMatch(/^#[0-9a-f]{6}$/i);
  const [r = 0, g = 0, b = 0] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// Spec §1: eight theme series; WCAG 2.1 AA 1.4.3 asks 4.5:1 for text this size. A price's text and
// background are fixed in every state (picked, moved, flashing), so the contrast of these pairs is the
// contrast of every frame of a flash.
describe('a price button in every theme', () => {
  it('knows the eight theme series', () => {
    expect([...themes.keys()].sort()).toEqual(
      ['classy', 'colorful', 'elegant', 'fresh', 'glow', 'mecha', 'simple', 'triad'].sort(),
    );
  });

  it('keeps its odds, selection name and move arrow at 4.5:1 on its background', () => {
    const failures: string[] = [];
    for (const [theme, tokens] of themes) {
      const background = resolve(decl('.sb-odds', 'background'), tokens);
      const texts = {
        odds: resolve(decl('.sb-odds', 'color'), tokens),
        name: resolve(decl('.sb-odds-name', 'color'), tokens),
        'up arrow': resolve(decl('.sb-odds.is-up', '--sb-move'), tokens),
        'down arrow': resolve(decl('.sb-odds.is-down', '--sb-move'), tokens),
      };
      expect(decl('.sb-odds-arrow', 'color')).toBe('var(--sb-move)');
      for (const [what, colour] of Object.entries(texts)) {
        const ratio = contrast(colour, background);
        if (ratio < 4.5) failures.push(`${theme} ${what}: ${colour} on ${background} = ${ratio.toFixed(2)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('changes neither text colour nor background when picked, moved or flashing', () => {
    const stateRules = rules(bookCss).filter((r) =>
      r.selectors.some((s) => /^\.sb-odds(\.is-[a-z]+|:[a-z]+)+$/.test(s)),
    );
    expect(stateRules.length).toBeGreaterThanOrEqual(3); // picked, up, down
    for (const { selectors, decls } of stateRules)
      for (const property of decls.keys())
        expect(property, selectors.join(', ')).not.toMatch(/^(color|background(-color|-image)?)$/);
    // The flash animates a ring outside the button, never a colour of its text or its opacity.
    for (const frame of FLASH_KEYFRAMES) expect(Object.keys(frame)).toEqual(['boxShadow']);
  });
});
