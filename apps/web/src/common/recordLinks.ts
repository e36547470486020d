import { type CollectionName, parseRecordRef } from '@parton/records';

/** The control number a `{ $ref }` points at, when it names the expected collection. */
export function linkedRecordId(
  value: { $ref?: string } | undefined,
  collection: CollectionName,
): number | undefined {
  const link = parseRecordRef(value?.$ref);
  return link?.collection === collection ? link.controlNumber : undefined;
}

/** `/literature?q=…` with any other parameters (`doc_type`, `sort`, …) after it. */
export function literatureSearchHref(q: string, extra: Record<string, string> = {}): string {
  return `/literature?${new URLSearchParams({ ...extra, q }).toString()}`;
}

/** A search of one collection by query: `/authors?q=…`. */
export function collectionSearchHref(collection: CollectionName, q: string): string {
  return `/${collection}?${new URLSearchParams({ q }).toString()}`;
}

/** Events of one series, past ones included: `/conferences?q=series.name:"ICHEP"&start_date=all`. */
export function seriesSearchHref(collection: 'conferences' | 'seminars', seriesName: string): string {
  const params = new URLSearchParams({ q: `series.name:"${seriesName}"`, start_date: 'all' });
  return `/${collection}?${params.toString()}`;
}

/**
 * The one gate for addresses taken from record data (`urls[]`, documents, fulltext links, figures, external
 * system links, ROR, websites …): the normalised address when it is an absolute http(s) URL, else undefined,
 * and then it must not become a link or an image source. `javascript:`, `data:`, `vbscript:` and every other
 * scheme are refused whatever their case or the spaces and control characters around them (the URL parser
 * strips those exactly as the browser does for `href`, so what is checked is what would be followed).
 * Relative and protocol-relative addresses (`/api/files/…`, `//host/…`) are refused too: records name other
 * sites, and this platform serves no files under those paths, so such a link could only be dead or misleading.
 */
export function safeExternalUrl(address: string | undefined | null): string | undefined {
  if (typeof address !== 'string' || address.trim() === '') {
    return undefined;
  }
  let url: URL;
  try {
    // No base: a relative or protocol-relative address does not parse, so it is refused.
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return undefined;
  }
  return url.href;
}

/** 'https://www.ncbj.gov.pl/' → 'www.ncbj.gov.pl' for link labels. */
export function displayUrl(href: string): string {
  try {
    const url = new URL(href);
    const path = url.pathname === '/' ? '' : url.pathname;
    return `${url.host}${path}${url.search}`;
  } catch {
    return href;
  }
}
