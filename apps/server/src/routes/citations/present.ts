import { earliestDate, type LiteratureMetadata } from '@parton/records';
import type { CitingPapersPage } from '../../citations/service';
import { rewriteRefs } from '../../records/present';

/** Authors shown per citing paper: a collaboration paper's thousands of names add nothing to a citations list. */
export const CITATION_AUTHORS_SHOWN = 10;

function withoutHidden(list: unknown): unknown[] {
  return Array.isArray(list)
    ? list.filter((item) => (item as { hidden?: unknown } | null)?.hidden !== true)
    : [];
}

/**
 * `{"metadata":{"citations":[…],"citation_count":N}}` (inspire-api.md §5.2): per citing paper its authors,
 * control_number, earliest_date, titles and publication_info, empty values left out, links on this server.
 */
export function citationsJson(page: CitingPapersPage, publicUrl: string): string {
  const citations = page.papers.map((paper) => {
    const metadata = paper.metadata as LiteratureMetadata;
    const item: Record<string, unknown> = { control_number: paper.control_number };
    const authors = Array.isArray(metadata.authors) ? metadata.authors.slice(0, CITATION_AUTHORS_SHOWN) : [];
    if (authors.length > 0) {
      item.authors = authors;
    }
    const date = earliestDate(metadata);
    if (date !== undefined) {
      item.earliest_date = date;
    }
    if (Array.isArray(metadata.titles) && metadata.titles.length > 0) {
      item.titles = metadata.titles;
    }
    const publicationInfo = withoutHidden(metadata.publication_info);
    if (publicationInfo.length > 0) {
      item.publication_info = publicationInfo;
    }
    return item;
  });
  return rewriteRefs(
    JSON.stringify({ metadata: { citations, citation_count: page.citationCount } }),
    publicUrl,
  );
}
