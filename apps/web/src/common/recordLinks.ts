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

/** True for http(s) and mailto links; anything else (javascript:, garbage) is shown as text. */
export function isSafeHref(href: string | undefined): href is string {
  if (!href) {
    return false;
  }
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:';
  } catch {
    return false;
  }
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
