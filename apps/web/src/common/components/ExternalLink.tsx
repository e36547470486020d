import type { ReactNode } from 'react';
import { safeExternalUrl } from '../recordLinks';

/**
 * A link to another site, opened in a new tab. Every outside address goes through `safeExternalUrl`, so an
 * address that is not absolute http(s) (`javascript:`, `data:`, a relative path …) shows its text, unlinked.
 */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  const safeHref = safeExternalUrl(href);
  if (!safeHref) {
    return <span className={className}>{children}</span>;
  }
  return (
    <a href={safeHref} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}
