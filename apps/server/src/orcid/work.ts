import { createHash } from 'node:crypto';
import { toBibtex } from '@parton/cite';
import { earliestDate, type LiteratureAuthor, type LiteratureMetadata, linkOf } from '@parton/records';

/**
 * A work as the ORCID member API v3.0 takes it (`application/vnd.orcid+json`), limited to the fields we send.
 * Shape: ORCID's record_3.0 write sample `work-full-3.0.json`.
 */
export interface OrcidWork {
  'put-code'?: number;
  title: { title: { value: string }; subtitle?: { value: string } };
  'journal-title'?: { value: string };
  citation?: { 'citation-type': 'bibtex'; 'citation-value': string };
  type: OrcidWorkType;
  'publication-date'?: OrcidDate;
  'external-ids': { 'external-id': OrcidExternalId[] };
  url: { value: string };
  contributors?: { contributor: OrcidContributor[] };
}

export type OrcidWorkType =
  | 'journal-article'
  | 'preprint'
  | 'book'
  | 'book-chapter'
  | 'conference-paper'
  | 'edited-book'
  | 'report'
  | 'dissertation-thesis'
  | 'other';

export interface OrcidDate {
  year: { value: string };
  month?: { value: string };
  day?: { value: string };
}

export interface OrcidExternalId {
  'external-id-type': 'doi' | 'arxiv' | 'uri';
  'external-id-value': string;
  'external-id-url'?: { value: string };
  'external-id-relationship': 'self';
}

export interface OrcidContributor {
  'contributor-orcid'?: { uri: string; path: string; host: string };
  'credit-name': { value: string };
  'contributor-attributes': {
    'contributor-sequence': 'first' | 'additional';
    'contributor-role': 'author' | 'editor';
  };
}

/** Authors sent with a work: the first ones, plus the user when further down (large collaborations). */
export const MAX_CONTRIBUTORS = 20;
// ORCID's own limits on these fields; longer text would make the whole work be refused with a 400.
const MAX_TITLE_LENGTH = 1000;
const MAX_CITATION_LENGTH = 10_000;

/** The reference's document types, as ORCID work types; an unpublished article is a preprint. */
const WORK_TYPES: Record<string, OrcidWorkType> = {
  'activity report': 'report',
  article: 'journal-article',
  book: 'book',
  'book chapter': 'book-chapter',
  'conference paper': 'conference-paper',
  note: 'other',
  proceedings: 'edited-book',
  report: 'report',
  thesis: 'dissertation-thesis',
};

export interface WorkOptions {
  /** This platform's page of the record: the work's `url` and its `uri` external id. */
  recordUrl: string;
  /** The user's author record: their signature is kept among the contributors whatever its position. */
  profileControlNumber: number;
}

/** The ORCID work for a literature record. Deterministic: the same record always gives the same JSON. */
export function buildOrcidWork(metadata: LiteratureMetadata, options: WorkOptions): OrcidWork {
  const title = metadata.titles[0];
  const journal = publishedIn(metadata);
  const date = publicationDate(metadata, journal?.year);
  const bibtex = toBibtex(metadata);
  const contributors = contributorsOf(metadata.authors ?? [], options.profileControlNumber);
  return {
    title: {
      title: { value: truncate(title?.title ?? `Record ${metadata.control_number}`, MAX_TITLE_LENGTH) },
      ...(title?.subtitle && { subtitle: { value: truncate(title.subtitle, MAX_TITLE_LENGTH) } }),
    },
    ...(journal && { 'journal-title': { value: truncate(journal.title, MAX_TITLE_LENGTH) } }),
    // A record the citation code cannot render (it answers a `%` comment) goes without a citation.
    ...(!bibtex.startsWith('%') &&
      bibtex.length <= MAX_CITATION_LENGTH && {
        citation: { 'citation-type': 'bibtex' as const, 'citation-value': bibtex },
      }),
    type: workType(metadata, journal !== undefined),
    ...(date && { 'publication-date': date }),
    'external-ids': { 'external-id': externalIds(metadata, options.recordUrl) },
    url: { value: options.recordUrl },
    ...(contributors.length > 0 && { contributors: { contributor: contributors } }),
  };
}

/** The hash stored with a pushed work: a work is sent again only when this changes. */
export function workHash(work: OrcidWork): string {
  const { 'put-code': _putCode, ...content } = work;
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/** The identifiers ORCID matches works by (a 409 names a work that has one of them). */
export function selfIdentifiers(work: OrcidWork): string[] {
  return work['external-ids']['external-id'].map((id) =>
    identifierKey(id['external-id-type'], id['external-id-value']),
  );
}

/** `type:value`, lower-cased: DOIs and arXiv ids compare case-insensitively. */
export function identifierKey(type: string, value: string): string {
  return `${type.toLowerCase()}:${value.trim().toLowerCase()}`;
}

function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}

function publishedIn(metadata: LiteratureMetadata): { title: string; year: number | undefined } | undefined {
  const info = (metadata.publication_info ?? []).find((item) => !item.hidden && item.journal_title);
  return info?.journal_title ? { title: info.journal_title, year: info.year } : undefined;
}

function workType(metadata: LiteratureMetadata, published: boolean): OrcidWorkType {
  const documentType = metadata.document_type?.[0] ?? 'article';
  if (documentType === 'article' && !published) {
    return 'preprint';
  }
  return WORK_TYPES[documentType] ?? 'other';
}

const PARTIAL_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/** The journal's year when published (with the imprint's month and day of that year), else the earliest date. */
function publicationDate(
  metadata: LiteratureMetadata,
  journalYear: number | undefined,
): OrcidDate | undefined {
  const imprint = metadata.imprints?.find((item) => item.date)?.date;
  const date =
    journalYear === undefined
      ? earliestDate(metadata)
      : imprint?.startsWith(`${journalYear}`)
        ? imprint
        : String(journalYear);
  const match = date ? PARTIAL_DATE.exec(date) : null;
  if (!match?.[1]) {
    return undefined;
  }
  return {
    year: { value: match[1] },
    ...(match[2] && { month: { value: match[2] } }),
    ...(match[2] && match[3] && { day: { value: match[3] } }),
  };
}

function externalIds(metadata: LiteratureMetadata, recordUrl: string): OrcidExternalId[] {
  const ids: OrcidExternalId[] = [];
  const seen = new Set<string>();
  const add = (type: OrcidExternalId['external-id-type'], value: string, url: string) => {
    const key = identifierKey(type, value);
    if (value.trim() === '' || seen.has(key)) {
      return;
    }
    seen.add(key);
    ids.push({
      'external-id-type': type,
      'external-id-value': value.trim(),
      'external-id-url': { value: url },
      'external-id-relationship': 'self',
    });
  };
  for (const doi of metadata.dois ?? []) {
    add('doi', doi.value, `https://doi.org/${doi.value.trim()}`);
  }
  for (const eprint of metadata.arxiv_eprints ?? []) {
    const value = eprint.value.replace(/^arxiv:/i, '');
    add('arxiv', value, `https://arxiv.org/abs/${value.trim()}`);
  }
  // Every work has this one: a record without DOI or arXiv id is still found again after a 409.
  add('uri', recordUrl, recordUrl);
  return ids;
}

function contributorsOf(authors: LiteratureAuthor[], profileControlNumber: number): OrcidContributor[] {
  const signed = authors
    .map((author, position) => ({ author, position }))
    .filter(({ author }) => !author.inspire_roles?.includes('supervisor'));
  const first = signed.slice(0, MAX_CONTRIBUTORS);
  const own = signed
    .slice(MAX_CONTRIBUTORS)
    .find(({ author }) => linkOf(author.record)?.controlNumber === profileControlNumber);
  return [...first, ...(own ? [own] : [])].map(({ author }, index) => contributor(author, index === 0));
}

function contributor(author: LiteratureAuthor, first: boolean): OrcidContributor {
  const orcid = author.ids?.find((id) => id.schema === 'ORCID')?.value;
  return {
    ...(orcid && {
      'contributor-orcid': { uri: `https://orcid.org/${orcid}`, path: orcid, host: 'orcid.org' },
    }),
    'credit-name': { value: displayName(author.full_name) },
    'contributor-attributes': {
      'contributor-sequence': first ? 'first' : 'additional',
      'contributor-role': author.inspire_roles?.includes('editor') ? 'editor' : 'author',
    },
  };
}

/** `Ellis, John R.` → `John R. Ellis`, as ORCID shows credit names. */
function displayName(fullName: string): string {
  const comma = fullName.indexOf(',');
  if (comma < 0) {
    return fullName.trim();
  }
  const last = fullName.slice(0, comma).trim();
  const given = fullName.slice(comma + 1).trim();
  return given ? `${given} ${last}` : last;
}
