import { META_DESCRIPTION_LENGTH, PRODUCT_NAME } from '@parton/records';
import { useEffect } from 'react';

const ELLIPSIS = '…';

/** Whitespace collapsed, then cut so the whole text including the ellipsis fits `limit` characters. */
export function truncateDescription(text: string, limit = META_DESCRIPTION_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= limit) {
    return plain;
  }
  return `${plain.slice(0, limit - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`;
}

export function pageTitle(page?: string): string {
  return page ? `${page} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}

function ensureMeta(name: string): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (existing) {
    return existing;
  }
  const meta = document.createElement('meta');
  meta.name = name;
  document.head.appendChild(meta);
  return meta;
}

interface PageMeta {
  title?: string;
  description?: string;
}

/** Sets the document title ("<page> - Parton"), marks the page noarchive and sets a truncated description. */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = pageTitle(title);
    ensureMeta('robots').content = 'noarchive';
    if (description) {
      ensureMeta('description').content = truncateDescription(description);
    }
  }, [title, description]);
}
