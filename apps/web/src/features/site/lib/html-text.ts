const BLOCKS = new Set([
  'P',
  'DIV',
  'UL',
  'OL',
  'LI',
  'TABLE',
  'TBODY',
  'SECTION',
  'ARTICLE',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'TR',
]);

/**
 * Operator-written HTML (pop-ups, help articles) as plain paragraphs. The markup is parsed inertly
 * (DOMParser runs no script and loads nothing) and only its text is kept, one entry per block element,
 * so stored content is always rendered as text, never as markup.
 */
export function htmlToParagraphs(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out: string[] = [];
  const walk = (node: Element) => {
    const hasBlockChild = [...node.children].some((c) => BLOCKS.has(c.tagName));
    if (!hasBlockChild) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) out.push(text);
      return;
    }
    // Text sitting directly beside block children still counts as a paragraph of its own.
    for (const child of node.childNodes) {
      if (child.nodeType === Node.ELEMENT_NODE && BLOCKS.has((child as Element).tagName))
        walk(child as Element);
      else {
        const text = (child.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text && child.nodeName !== 'SCRIPT' && child.nodeName !== 'STYLE') out.push(text);
      }
    }
  };
  for (const s of doc.body.querySelectorAll('script, style, template')) s.remove();
  walk(doc.body);
  return out;
}
