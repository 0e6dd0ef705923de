import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The markup an article body may use; everything else (scripts, handlers, styles, frames) is dropped. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'h3',
  'h4',
  'strong',
  'em',
  'b',
  'i',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title'];

/**
 * Inline handler attributes, dropped before parsing. DOMPurify drops them too (it stays the authority),
 * but Chromium's parser already reports each one to the page's Content-Security-Policy as a blocked
 * inline script, so a hostile article would otherwise fill the console with violation reports.
 */
const HANDLER_ATTR = /(<[^>]*?)\son[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

function withoutHandlers(html: string): string {
  let prev: string;
  let next = html;
  do {
    prev = next;
    next = prev.replace(HANDLER_ATTR, '$1');
  } while (next !== prev);
  return next;
}

/** Sanitises stored article HTML: only the tags above, http(s) links and images, no event handlers. */
export function sanitiseArticle(html: string): string {
  return DOMPurify.sanitize(withoutHandlers(html), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|\/(?!\/))/i,
  });
}

/**
 * An article body: rich text from the server, rendered only after DOMPurify has cleaned it (never
 * the stored text itself).
 */
export function ArticleBody({ html }: { html: string }) {
  const clean = useMemo(() => sanitiseArticle(html), [html]);
  return <div className="news-body" data-testid="article-body" dangerouslySetInnerHTML={{ __html: clean }} />;
}
