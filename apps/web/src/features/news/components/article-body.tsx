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

/** Sanitises stored article HTML: only the tags above, http(s) links and images, no event handlers. */
export function sanitiseArticle(html: string): string {
  return DOMPurify.sanitize(html, {
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
