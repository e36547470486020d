import { joinBibtex, joinLatex, type ParentRecord, toBibtex, toCvHtml, toLatex } from '@parton/cite';
import { type CiteFormat, type LiteratureMetadata, linkOf, PRODUCT_NAME } from '@parton/records';
import { publicMetadata } from '../records/privacy';
import type { LinkedRecords } from './present';

/** A paper to cite: its metadata (references left out, first authors only) and its stored citation count. */
export interface CitablePaper {
  metadata: LiteratureMetadata;
  citationCount: number;
}

/** The conference of a conference paper or the book of a chapter: BibTeX takes its booktitle and editors from it. */
function parentOf(metadata: LiteratureMetadata, linked: LinkedRecords): ParentRecord | undefined {
  for (const info of metadata.publication_info ?? []) {
    const conference = linkOf(info.conference_record);
    if (conference?.collection === 'conferences' && linked.conferences.has(conference.controlNumber)) {
      return linked.conferences.get(conference.controlNumber) as ParentRecord;
    }
    const book = linkOf(info.parent_record);
    if (book?.collection === 'literature' && linked.books.has(book.controlNumber)) {
      return linked.books.get(book.controlNumber) as ParentRecord;
    }
  }
  return undefined;
}

/**
 * Papers in a citation format, joined as the reference joins a search export: BibTeX entries by a newline,
 * LaTeX items by a blank line, CV as one HTML document. LaTeX prints the stored citation count and our name.
 * Exports are public answers: they are written from each paper's public view (records/privacy.ts), so no
 * private note, hidden publication or hidden document can reach them.
 */
export function renderCitations(
  format: CiteFormat,
  citable: readonly CitablePaper[],
  linked: LinkedRecords,
  publicUrl: string,
  today: Date = new Date(),
): string {
  const papers = citable.map((paper) => ({
    ...paper,
    metadata: publicMetadata('literature', paper.metadata as Record<string, unknown>) as LiteratureMetadata,
  }));
  switch (format) {
    case 'bibtex':
      return joinBibtex(
        papers.map((paper) => toBibtex(paper.metadata, { parent: parentOf(paper.metadata, linked) })),
      );
    case 'latex-eu':
    case 'latex-us': {
      const style = format === 'latex-eu' ? 'eu' : 'us';
      return joinLatex(
        papers.map((paper) =>
          toLatex(paper.metadata, style, {
            citationCount: paper.citationCount,
            productName: PRODUCT_NAME,
            today,
          }),
        ),
      );
    }
    case 'cv':
      return toCvHtml(
        papers.map((paper) => paper.metadata),
        { baseUrl: publicUrl },
      );
  }
}
