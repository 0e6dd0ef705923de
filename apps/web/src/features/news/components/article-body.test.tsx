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
});
