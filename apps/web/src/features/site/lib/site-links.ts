/**
 * A link an operator configured (navigation, floating icon, pop-up): an in-app path stays in the SPA,
 * an `https:` address opens outside it, anything else (`javascript:`, `data:`, `//host`) is dropped.
 */
export function classifySiteLink(link: string): { kind: 'internal' | 'external'; href: string } | null {
  const value = link.trim();
  if (/^\/(?![/\\])\S*$/.test(value)) return { kind: 'internal', href: value };
  if (/^https:\/\/[^\s/]+\S*$/i.test(value)) return { kind: 'external', href: value };
  return null;
}
