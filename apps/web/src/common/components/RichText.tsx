import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const RICH_TEXT_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'div',
  'em',
  'h3',
  'h4',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

/**
 * Record descriptions (jobs, conferences, seminars) are HTML written in a rich-text editor: keep the structure
 * (paragraphs, lists, links, emphasis) and drop everything else, attributes included, except link targets.
 */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: RICH_TEXT_TAGS,
    ALLOWED_ATTR: ['href', 'title'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}

/** Sanitised HTML from a record, rendered in a block. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify to a rich-text allow-list
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/** The text of record HTML (tags dropped, entities decoded, spaces collapsed), for meta tags and exports. */
export function richTextToPlain(html: string | undefined): string {
  if (!html) {
    return '';
  }
  const clean = DOMPurify.sanitize(html.replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, ' $&'), {
    ALLOWED_TAGS: [],
  });
  const text =
    typeof document === 'undefined'
      ? clean
      : (new DOMParser().parseFromString(clean, 'text/html').documentElement.textContent ?? clean);
  return text.replace(/\s+/g, ' ').trim();
}
