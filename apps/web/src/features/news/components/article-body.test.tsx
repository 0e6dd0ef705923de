import { describe, expect, it } from 'vitest';
import { sanitiseArticle } from './article-body.tsx';

// spec §7 "articles": stored bodies are rich text, rendered inert.
describe('article body sanitiser', () => {
  it('keeps the allowed markup', () => {
    expect(sanitiseArticle('<p>a <strong>b</strong></p><ul><li>c</li></ul>')).toBe(
      '<p>a <strong>b</strong></p><ul><li>c</li></ul>',
    );
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const out = sanitiseArticle(
      '<p>x</p><script>alert(1)</script><img src="/x.png" onerror="alert(2)"><a href="javascript:alert(3)">y</a>',
    );
    expect(out).not.toMatch(/script|onerror|javascript/i);
    expect(out).toContain('<img src="/x.png">');
  });

  it('keeps text that only looks like a handler, and strips handlers in any quoting', () => {
    expect(sanitiseArticle('<p>click on=here</p>')).toBe('<p>click on=here</p>');
    const out = sanitiseArticle(
      `<img src="/a.png" onload=alert(1) ONERROR='alert(2)' onmouseover="x"><p title="t" onclick="y">z</p>`,
    );
    expect(out).not.toMatch(/onload|onerror|onmouseover|onclick|alert/i);
    expect(out).toContain('<p title="t">z</p>');
  });
});
