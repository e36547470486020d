import {
  earliestDate,
  type LiteratureAuthor,
  type LiteratureMetadata,
  type PublicationInfo,
} from '@parton/records';
import { latexEncode } from './latex-encode';
import { bibtexPersonName } from './names';
import {
  bestPublicationInfo,
  publicationInfosOfMaterial,
  spacedJournalTitle,
  stringList,
} from './publication';

export type BibtexEntryType =
  | 'article'
  | 'book'
  | 'inbook'
  | 'inproceedings'
  | 'proceedings'
  | 'phdthesis'
  | 'mastersthesis'
  | 'misc';

/** What toBibtex needs of a parent record: the conference of a conference paper or the book of a chapter. */
export type ParentRecord = Partial<Pick<LiteratureMetadata, 'titles' | 'authors'>>;

export interface BibtexOptions {
  /**
   * The resolved parent, for its title (`booktitle`) and editors: the `publication_info.conference_record` of an
   * @inproceedings entry, otherwise the `publication_info.parent_record` (the book or proceedings volume).
   */
  parent?: ParentRecord;
}

type BibtexField =
  | 'collaboration'
  | 'title'
  | 'booktitle'
  | 'edition'
  | 'eprint'
  | 'archivePrefix'
  | 'primaryClass'
  | 'reportNumber'
  | 'doi'
  | 'isbn'
  | 'type'
  | 'school'
  | 'publisher'
  | 'address'
  | 'series'
  | 'journal'
  | 'volume'
  | 'number'
  | 'pages'
  | 'month'
  | 'year'
  | 'note';

const ALL_TYPES = 'all';

/** Field order and the entry types printing each field (the reference serializer's table; persons come first). */
const FIELD_RULES: ReadonlyArray<readonly [BibtexField, typeof ALL_TYPES | readonly BibtexEntryType[]]> = [
  ['collaboration', ALL_TYPES],
  ['title', ALL_TYPES],
  ['booktitle', ['inproceedings', 'inbook']],
  ['edition', ['book', 'inbook']],
  ['eprint', ALL_TYPES],
  ['archivePrefix', ALL_TYPES],
  ['primaryClass', ALL_TYPES],
  ['reportNumber', ALL_TYPES],
  ['doi', ALL_TYPES],
  ['isbn', ['book']],
  ['type', ['phdthesis', 'mastersthesis']],
  ['school', ['phdthesis', 'mastersthesis']],
  ['publisher', ['book', 'inproceedings', 'inbook', 'proceedings']],
  ['address', ['inproceedings', 'proceedings', 'phdthesis', 'mastersthesis', 'inbook', 'book']],
  ['series', ['book', 'inproceedings', 'inbook', 'proceedings']],
  ['journal', ['article']],
  ['volume', ['inproceedings', 'proceedings', 'article', 'inbook', 'book']],
  ['number', ['inproceedings', 'proceedings', 'article', 'inbook', 'book']],
  ['pages', ['article', 'inproceedings', 'inbook', 'proceedings']],
  ['month', ALL_TYPES],
  ['year', ALL_TYPES],
  ['note', ALL_TYPES],
];

/** More persons than this print as `First and others`. */
const MAX_LISTED_PERSONS = 10;
const NEW_STYLE_ARXIV_ID = /^(?:arxiv:)?\d{4}\.\d{4,5}(?:v\d+)?$/i;
const PARTIAL_DATE = /^(\d{4})(?:-(\d{2}))?(?:-\d{2})?$/;
const DOCTORAL_DEGREES = ['phd', 'habilitation'];
const DEGREES_WITHOUT_TYPE = ['master', 'diploma'];

function hasJournal(metadata: LiteratureMetadata): boolean {
  return (metadata.publication_info ?? []).some((info) => Boolean(info.journal_title));
}

function entryTypeOf(documentType: string, metadata: LiteratureMetadata): BibtexEntryType {
  switch (documentType) {
    case 'article':
    case 'report':
    case 'note':
      return 'article';
    case 'book':
      return 'book';
    case 'proceedings':
      return 'proceedings';
    case 'book chapter':
      return hasJournal(metadata) ? 'article' : 'inbook';
    case 'conference paper':
      return hasJournal(metadata) ? 'article' : 'inproceedings';
    case 'thesis':
      if (hasJournal(metadata)) {
        return 'article';
      }
      return DOCTORAL_DEGREES.includes(metadata.thesis_info?.degree_type ?? '')
        ? 'phdthesis'
        : 'mastersthesis';
    default:
      return 'misc';
  }
}

/** The BibTeX entry type of a record; when any document type maps to `article`, `article` wins. */
export function bibtexEntryType(metadata: LiteratureMetadata): BibtexEntryType {
  // A record without document_type is an article, as the community schema's default document is.
  const documentTypes = metadata.document_type ?? ['article'];
  const entryTypes = documentTypes.map((documentType) => entryTypeOf(documentType, metadata));
  if (entryTypes.includes('article')) {
    return 'article';
  }
  return entryTypes[0] ?? 'misc';
}

function hasRole(author: LiteratureAuthor, role: string): boolean {
  return (author.inspire_roles ?? ['author']).includes(role);
}

function personsWithRole(authors: readonly LiteratureAuthor[] | undefined, role: string): string[] {
  return (authors ?? [])
    .filter((author) => hasRole(author, role))
    .map((author) => bibtexPersonName(author.full_name));
}

function formatPersons(persons: readonly string[]): string | undefined {
  if (persons.length === 0) {
    return undefined;
  }
  if (persons.length > MAX_LISTED_PERSONS) {
    return `${persons[0]} and others`;
  }
  return persons.join(' and ');
}

function bracedTitle(record: ParentRecord | LiteratureMetadata | undefined): string | undefined {
  const title = record?.titles?.[0];
  if (!title) {
    return undefined;
  }
  const parts = title.subtitle === undefined ? [title.title] : [title.title, title.subtitle];
  return parts.map((part) => `{${latexEncode(part, { containsMath: true })}}`).join(': ');
}

/** The article id when there is one (the reference's order), else `start--end`, else the start page. */
function pagesOf(info: PublicationInfo): string | undefined {
  if (info.artid) {
    return info.artid;
  }
  if (info.page_start && info.page_end) {
    return `${info.page_start}--${info.page_end}`;
  }
  return info.page_start || undefined;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value ? value : undefined;
}

function encodedOrUndefined(value: string | undefined): string | undefined {
  return value ? latexEncode(value) : undefined;
}

/** Theses are dated by the thesis, books and chapters by the imprint; the rest by the publication year. */
function dateOfEntryType(metadata: LiteratureMetadata, entryType: BibtexEntryType): string | undefined {
  if (entryType === 'phdthesis' || entryType === 'mastersthesis') {
    return metadata.thesis_info?.date;
  }
  if (entryType === 'book' || entryType === 'inbook') {
    return (metadata.imprints ?? []).find((imprint) => imprint.date)?.date;
  }
  return undefined;
}

function chosenDate(
  metadata: LiteratureMetadata,
  entryType: BibtexEntryType,
): { year?: string; month?: string } {
  const publicationYear = bestPublicationInfo(metadata)?.year;
  const date =
    dateOfEntryType(metadata, entryType) ||
    (publicationYear === undefined ? undefined : String(publicationYear)) ||
    earliestDate(metadata);
  const match = date === undefined ? null : PARTIAL_DATE.exec(date);
  if (!match) {
    return {};
  }
  return { year: match[1], month: match[2] ? String(Number(match[2])) : undefined };
}

/** `[Erratum: Phys.Rev.D 99, 019903 (2019), Addendum: …]` for the errata and addenda of a record. */
function erratumNote(metadata: LiteratureMetadata): string | undefined {
  const notices = publicationInfosOfMaterial(metadata, ['erratum', 'addendum']);
  if (notices.length === 0) {
    return undefined;
  }
  const descriptions = notices.map((info) => {
    const material = info.material ?? '';
    const label = `${material.charAt(0).toUpperCase()}${material.slice(1).toLowerCase()}`;
    const source = [info.journal_title, info.journal_volume].filter(Boolean).join(' ');
    const pages = pagesOf(info);
    const year = info.year === undefined ? '' : ` (${info.year})`;
    return `${label}: ${source}${pages ? `, ${pages}` : ''}${year}`;
  });
  return latexEncode(`[${descriptions.join(', ')}]`);
}

function thesisType(metadata: LiteratureMetadata, entryType: BibtexEntryType): string | undefined {
  const degree = metadata.thesis_info?.degree_type ?? 'other';
  if (entryType !== 'mastersthesis' || DEGREES_WITHOUT_TYPE.includes(degree)) {
    return undefined;
  }
  const titleCased = degree.replace(
    /\w+/g,
    (word) => `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}`,
  );
  return `${titleCased} thesis`;
}

function fieldValues(
  metadata: LiteratureMetadata,
  entryType: BibtexEntryType,
  parent: ParentRecord | undefined,
): Record<BibtexField, string | undefined> {
  const publication = bestPublicationInfo(metadata);
  const eprint = metadata.arxiv_eprints?.[0];
  const { year, month } = chosenDate(metadata, entryType);
  const reportNumbers = (metadata.report_numbers ?? [])
    .filter((report) => report.hidden !== true)
    .map((report) => report.value);
  const collaborations = (metadata.collaborations ?? []).map((collaboration) => collaboration.value);
  const schools = (metadata.thesis_info?.institutions ?? []).flatMap((institution) =>
    institution.name ? [institution.name] : [],
  );
  return {
    collaboration: encodedOrUndefined(collaborations.join(', ')),
    title: bracedTitle(metadata),
    booktitle: bracedTitle(parent),
    edition: stringList(metadata['editions'])[0],
    eprint: nonEmpty(eprint?.value),
    archivePrefix: eprint?.value ? 'arXiv' : undefined,
    primaryClass: eprint && NEW_STYLE_ARXIV_ID.test(eprint.value) ? eprint.categories?.[0] : undefined,
    reportNumber: encodedOrUndefined(reportNumbers.join(', ')),
    doi: nonEmpty(metadata.dois?.[0]?.value),
    isbn: nonEmpty((metadata.isbns ?? []).map((isbn) => isbn.value).join(', ')),
    type: thesisType(metadata, entryType),
    school: encodedOrUndefined(schools.join(', ')),
    publisher: encodedOrUndefined((metadata.imprints ?? []).find((imprint) => imprint.publisher)?.publisher),
    address: encodedOrUndefined(metadata.imprints?.[0]?.place),
    series: encodedOrUndefined((metadata.book_series ?? []).find((series) => series.title)?.title),
    journal: publication?.journal_title
      ? latexEncode(spacedJournalTitle(publication.journal_title))
      : undefined,
    volume: nonEmpty(publication?.journal_volume) ?? nonEmpty(metadata.book_series?.[0]?.volume),
    number: nonEmpty(publication?.journal_issue),
    pages: publication ? pagesOf(publication) : undefined,
    month,
    year,
    note: erratumNote(metadata),
  };
}

/** BibTeX (and pybtex) reject a value with an unclosed brace; the caller then prints the failure comment. */
function assertBracesClose(value: string): void {
  let depth = 0;
  for (const character of value) {
    if (character === '{') {
      depth += 1;
    } else if (character === '}') {
      depth = Math.max(0, depth - 1);
    }
  }
  if (depth > 0) {
    throw new Error(`String has unmatched braces: ${value}`);
  }
}

/** pybtex quotes with `"…"` unless the value holds a `"` (as `\"u` does), then with `{…}`. */
function quoted(value: string): string {
  assertBracesClose(value);
  return value.includes('"') ? `{${value}}` : `"${value}"`;
}

function renderBibtex(metadata: LiteratureMetadata, options: BibtexOptions): string {
  const entryType = bibtexEntryType(metadata);
  const key = metadata.texkeys?.[0] ?? String(metadata.control_number);
  const ownEditors = personsWithRole(metadata.authors, 'editor');
  const editors =
    ownEditors.length === 0 && ['inbook', 'inproceedings', 'article'].includes(entryType)
      ? personsWithRole(options.parent?.authors, 'editor')
      : ownEditors;
  const fields: Array<[string, string | undefined]> = [
    [
      'author',
      entryType === 'proceedings' ? undefined : formatPersons(personsWithRole(metadata.authors, 'author')),
    ],
    ['editor', formatPersons(editors)],
  ];
  const values = fieldValues(metadata, entryType, options.parent);
  for (const [field, entryTypes] of FIELD_RULES) {
    if (entryTypes === ALL_TYPES || entryTypes.includes(entryType)) {
      fields.push([field, values[field]]);
    }
  }
  const body = fields
    .filter((field): field is [string, string] => Boolean(field[1]))
    .map(([field, value]) => `,\n    ${field} = ${quoted(value)}`)
    .join('');
  return `@${entryType}{${key}${body}\n}\n`;
}

/**
 * Renders a literature record as a BibTeX entry, like the reference (`@article{Key,\n    field = "value"\n}\n`).
 * Never throws: a record that cannot be rendered gives `% Bibtex generation failed for record <recid>`.
 */
export function toBibtex(metadata: LiteratureMetadata, options: BibtexOptions = {}): string {
  try {
    return renderBibtex(metadata, options);
  } catch {
    return `% Bibtex generation failed for record ${metadata.control_number ?? ''}`;
  }
}
