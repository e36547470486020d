import {
  type ImportedAuthor,
  INSPIRE_CATEGORIES,
  type InspireCategory,
  LITERATURE_LANGUAGES,
  type LiteratureImportData,
} from '@parton/records';
import { normalizeArxiv, normalizeDoi } from '../citations/identifiers';
import type { ArxivMetadata } from '../harvest/client';
import { authorsAndCollaborations, documentTypeOf, inspireCategoryOf } from '../harvest/mapper';
import { findPublicationInfo } from '../workflows/matching/references';
import type { CrossrefWork } from './crossref';

/**
 * arXiv and CrossRef metadata → the literature form's fields (what the reference's `Literature` marshmallow
 * `pre_dump` fills, facts §1.2), and the merge of both for an e-print with a DOI. Pure.
 */

const CATEGORY_SET: ReadonlySet<string> = new Set(INSPIRE_CATEGORIES);

/** arXiv categories → the form's subjects, by the harvester's arXiv → INSPIRE map (unknown → Other). */
export function subjectsOf(arxivCategories: string[]): InspireCategory[] {
  const subjects = arxivCategories.map(inspireCategoryOf).filter((term) => CATEGORY_SET.has(term));
  return [...new Set(subjects)] as InspireCategory[];
}

function splitReportNumbers(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function formFromArxiv(arxiv: ArxivMetadata): LiteratureImportData {
  const { authors, collaborations } = authorsAndCollaborations(arxiv.authors);
  const formAuthors: ImportedAuthor[] = authors.map((author) => {
    const affiliation = (author.raw_affiliations as { value: string }[] | undefined)?.[0]?.value;
    return { full_name: String(author.full_name), ...(affiliation ? { affiliation } : {}) };
  });
  const reportNumbers = splitReportNumbers(arxiv.reportNo);
  // A journal-ref arXiv can read ("Phys. Rev. D 114 (2026) 052011") fills the publication fields; CrossRef's
  // data, when merged in, is only used where these are missing.
  const journal = arxiv.journalRef ? findPublicationInfo(arxiv.journalRef)?.info : undefined;
  const form: LiteratureImportData = {
    document_type: documentTypeOf(arxiv.comments) === 'thesis' ? 'thesis' : 'article',
    arxiv_id: normalizeArxiv(arxiv.id),
    arxiv_categories: arxiv.categories,
    ...(arxiv.created ? { preprint_date: arxiv.created } : {}),
    ...(arxiv.dois[0] ? { doi: normalizeDoi(arxiv.dois[0]) } : {}),
    ...(arxiv.title ? { title: arxiv.title } : {}),
    ...(arxiv.categories.length > 0 ? { subjects: subjectsOf(arxiv.categories) } : {}),
    ...(formAuthors.length > 0 ? { authors: formAuthors } : {}),
    ...(collaborations[0] ? { collaboration: collaborations[0].value } : {}),
    ...(arxiv.abstract ? { abstract: arxiv.abstract } : {}),
    ...(reportNumbers.length > 0 ? { report_numbers: reportNumbers } : {}),
    ...(journal
      ? {
          journal_title: journal.journal_title,
          volume: journal.journal_volume,
          year: journal.year,
          page_range: journal.page_start,
        }
      : {}),
  };
  return form;
}

const CROSSREF_DOCUMENT_TYPES: Record<string, LiteratureImportData['document_type']> = {
  book: 'book',
  monograph: 'book',
  'edited-book': 'book',
  'reference-book': 'book',
  'book-chapter': 'bookChapter',
  'book-section': 'bookChapter',
  'book-part': 'bookChapter',
  dissertation: 'thesis',
};

/** CrossRef's titles and abstracts may carry JATS or HTML markup (`<jats:p>`, `<i>`): text only. */
function plainText(value: string | undefined): string | undefined {
  const text = value
    ?.replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text : undefined;
}

function first(list: string[] | undefined): string | undefined {
  return plainText(list?.find((item) => typeof item === 'string' && item.trim() !== ''));
}

/** The first date CrossRef gives, as YYYY, YYYY-MM or YYYY-MM-DD. */
function dateOf(work: CrossrefWork): { year: number; date: string } | undefined {
  for (const field of [work['published-print'], work['published-online'], work.issued]) {
    const parts = (field?.['date-parts']?.[0] ?? []).filter(
      (part): part is number => typeof part === 'number',
    );
    const [year, month, day] = parts;
    if (year === undefined || year < 1000 || year > 9999) {
      continue;
    }
    const pad = (value: number) => String(value).padStart(2, '0');
    const date = [String(year), month ? pad(month) : undefined, month && day ? pad(day) : undefined]
      .filter(Boolean)
      .join('-');
    return { year, date };
  }
  return undefined;
}

const LANGUAGE_VALUES: ReadonlySet<string> = new Set(LITERATURE_LANGUAGES.map((language) => language.value));

export function formFromCrossref(work: CrossrefWork): LiteratureImportData {
  const documentType = CROSSREF_DOCUMENT_TYPES[work.type ?? ''] ?? 'article';
  const authors: ImportedAuthor[] = [];
  let collaboration: string | undefined;
  for (const author of work.author ?? []) {
    const family = author.family?.trim();
    if (!family) {
      // An organisation as author ("ATLAS Collaboration").
      const name = author.name?.trim();
      if (name && /collaboration/i.test(name) && !collaboration) {
        collaboration = name.replace(/^the\s+/i, '').replace(/\s*collaborations?\s*$/i, '');
      }
      continue;
    }
    const given = author.given?.trim();
    const affiliation = author.affiliation?.find((item) => item.name?.trim())?.name?.trim();
    authors.push({
      full_name: given ? `${family}, ${given}` : family,
      ...(affiliation ? { affiliation } : {}),
    });
  }
  const [pageStart, pageEnd] = (work.page ?? '').split(/[-–]/).map((page) => page.trim());
  const pageRange =
    work['article-number']?.trim() || (work.page?.trim() ? work.page.trim().replace(/–/g, '-') : '');
  const date = dateOf(work);
  const container = first(work['container-title']);
  const form: LiteratureImportData = { document_type: documentType };
  const set = <K extends keyof LiteratureImportData>(key: K, value: LiteratureImportData[K] | undefined) => {
    if (value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)) {
      form[key] = value;
    }
  };
  set('doi', work.DOI ? normalizeDoi(work.DOI) : undefined);
  set('title', first(work.title));
  set('language', work.language && LANGUAGE_VALUES.has(work.language) ? work.language : undefined);
  set('authors', authors);
  set('collaboration', collaboration);
  set('abstract', plainText(work.abstract));
  set('year', date?.year);
  set('publication_date', date?.date);
  if (documentType === 'article') {
    set('journal_title', first(work['short-container-title']) ?? container);
    set('volume', work.volume?.trim());
    set('issue', work.issue?.trim());
    set('page_range', pageRange);
  }
  if (documentType === 'bookChapter') {
    set('book_title', container);
    set('start_page', pageStart);
    set('end_page', pageEnd);
  }
  if (documentType === 'book') {
    set('publisher', work.publisher?.trim());
    set('publication_place', work['publisher-location']?.trim());
    set('series_title', container);
  }
  return form;
}

/** arXiv's fields with CrossRef's filling the gaps: on a conflict arXiv wins (facts: conflicts are ignored). */
export function mergeForms(
  arxiv: LiteratureImportData,
  crossref: LiteratureImportData,
): LiteratureImportData {
  const merged: LiteratureImportData = { ...crossref };
  for (const [key, value] of Object.entries(arxiv) as [keyof LiteratureImportData, unknown][]) {
    if (value !== undefined) {
      (merged as Record<string, unknown>)[key] = value;
    }
  }
  return merged;
}
