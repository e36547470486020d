import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['b', 'i', 'em', 'strong', 'sub', 'sup', 'br', 'p', 'a', 'span', 'u', 'small'];

/** Record text may carry light markup (<sup>, <i>); anything beyond that is dropped. */
export function sanitizeMarkup(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title', 'target', 'rel'] });
}
