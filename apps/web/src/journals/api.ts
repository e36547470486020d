import { DEFAULT_UI_PAGE_SIZE } from '@parton/records';

/** Literature query of the papers published in the journal. */
export function journalPapersQuery(shortTitle: string): string {
  return `publication_info.journal_title:"${shortTitle}"`;
}

/** `/literature?sort=mostrecent&size=25&page=1&q=publication_info.journal_title:"…"` (spec §9). */
export function journalArticlesHref(shortTitle: string): string {
  return `/literature?sort=mostrecent&size=${DEFAULT_UI_PAGE_SIZE}&page=1&q=${encodeURIComponent(journalPapersQuery(shortTitle))}`;
}
