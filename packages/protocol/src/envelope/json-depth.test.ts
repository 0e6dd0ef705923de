import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH, jsonDepthExceeds } from './json-depth.ts';

describe('JSON nesting bound', () => {
  it('accepts nesting up to the bound and refuses one level more', () => {
    const nest = (n: number) => '['.repeat(n) + ']'.repeat(n);
    expect(jsonDepthExceeds(nest(JSON_MAX_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(nest(JSON_MAX_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(false);
    expect(jsonDepthExceeds('{"a":{"b":[1,{"c":2}]}}', 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(JSON.stringify({ s: '[[[[[[\\"{{{{{' }), 1)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ s: 'a"[[[[' }), 1)).toBe(false);
  });

  // Its speed on large bodies is measured in bench/ (envelope), not timed here.
  it('answers for a 1 MB body of many shallow values, and for a deep one past the bound', () => {
    const wide = JSON.stringify(Array.from({ length: 100_000 }, (_, i) => ({ i })));
    expect(wide.length).toBeGreaterThan(1_000_000);
    expect(jsonDepthExceeds(wide)).toBe(false);
    expect(jsonDepthExceeds(`${wide.slice(0, -1)},${'['.repeat(40)}${']'.repeat(40)}]`, 32)).toBe(true);
  });
});
