import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { classifySiteLink } from '../lib/site-links.ts';

/** An operator-configured link: in-app paths through the router, https outside, anything else as text. */
export function SiteLink({
  href,
  className,
  label,
  children,
}: {
  href: string;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  const link = classifySiteLink(href);
  if (!link) return <span className={className}>{children}</span>;
  if (link.kind === 'internal')
    return (
      <Link to={link.href} className={className} aria-label={label}>
        {children}
      </Link>
    );
  return (
    <a href={link.href} className={className} aria-label={label} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
