import { type LiteratureMetadata, linkOf, earliestDate as recordsEarliestDate } from '@parton/records';
import {
  convertOldStyleVolume,
  normalizeJournalPart,
  normalizeJournalTitle,
  splitYearVolume,
} from '../journal';
import { authorNameKeys, displayName, foldDiacritics } from '../names';
import { normalizeArxivId, normalizeDoi, normalizeReportNumber } from '../sql/literature';

/** What the write path knows besides the metadata. */
export interface LiteratureRowContext {
  recordId: string;
  created?: Date | string | null;
  updated?: Date | string | null;
  /** The record row's `deleted` flag; `metadata.deleted` counts too. */
  deleted?: boolean;
  /** Preferred names of linked authors (author recid → name) for the author facet; else the signature's name. */
  authorDisplayNames?: ReadonlyMap<number, string>;
}

/** One `publication_info` entry in `literature_search.publication_info`, normalised for jsonb containment. */
export interface PublicationInfoKey {
  t?: string;
  v?: string;
  p?: string;
  a?: string;
  y?: number;
}

/** The plain (non-generated) columns of `literature_search`, as `literatureSearchRow` computes them. */
export interface LiteratureSearchRow {
  record_id: string;
  control_number: number;
  created: string | null;
  updated: string | null;
  deleted: boolean;
  superseded: boolean;
  collections: string[];
  title_text: string;
  abstract_text: string;
  keywords_text: string;
  collaborations: string[];
  collaborations_text: string;
  all_text: string;
  earliest_date: string | null;
  /** A `datemultirange` literal, e.g. `{[2012-03-01,2012-03-02),[2012-01-01,2013-01-01)}`. */
  date_ranges: string;
  publication_years: number[];
  publication_info: PublicationInfoKey[];
  journal_titles: string[];
  journal_refs: string[];
  arxiv_ids: string[];
  arxiv_categories: string[];
  primary_arxiv_categories: string[];
  dois: string[];
  report_numbers: string[];
  texkeys: string[];
  isbns: string[];
  external_ids: string[];
  document_types: string[];
  publication_types: string[];
  facet_doc_types: string[];
  refereed: boolean;
  citeable: boolean;
  core: boolean;
  inspire_categories: string[];
  author_count: number;
  facet_author_names: string[];
  /** `nameKey`s of every author (not supervisors): the prefilter of author search. */
  author_name_keys: string[];
  affiliations: string[];
  affiliation_recids: number[];
  rpp: boolean;
  cnums: string[];
  experiments: string[];
}

type Json = Record<string, unknown>;

/** How many authors (names, ids, raw affiliations) the free text names; affiliations are all kept, once each. */
export const FREE_TEXT_AUTHOR_LIMIT = 100;

function objects(value: unknown): Json[] {
  return Array.isArray(value)
    ? value.filter((item): item is Json => item !== null && typeof item === 'object' && !Array.isArray(item))
    : [];
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function present<T>(values: (T | undefined | null)[]): T[] {
  return values.filter((value): value is T => value !== undefined && value !== null);
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function isSupervisor(author: Json): boolean {
  return strings(author['inspire_roles']).includes('supervisor');
}

/** Titles are indexed without TeX maths (§7): `$...$` segments are dropped. */
export function titleWithoutMath(title: string): string {
  return title
    .replace(/\$[^$]*\$/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `YYYY`, `YYYY-MM`, `YYYY-MM-DD` → the first day it names, or undefined. */
export function firstDay(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) {
    return `${String(value).padStart(4, '0')}-01-01`;
  }
  if (typeof value !== 'string') {
    return undefined;
  }
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(value.trim());
  if (!match) {
    return undefined;
  }
  return `${match[1]}-${match[2] ?? '01'}-${match[3] ?? '01'}`;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function isoTimestamp(value: Date | string | null | undefined): string | null {
  if (value === undefined || value === null) {
    return null;
  }
  return value instanceof Date ? value.toISOString() : value;
}

/** earliest_date (shared rule of @parton/records), a year or month counting as its first day. */
export function earliestDate(metadata: Json): string | null {
  return firstDay(recordsEarliestDate(metadata as LiteratureMetadata)) ?? null;
}

/** Publication keys after the same old-style and JHEP/JCAP conversions the query applies (§8). */
export function publicationInfoKeys(metadata: Json): PublicationInfoKey[] {
  return objects(metadata['publication_info'])
    .filter((info) => text(info['journal_title']) || text(info['journal_volume']))
    .map((info) => {
      let title = text(info['journal_title']) ?? '';
      let volume = text(info['journal_volume']);
      let year = typeof info['year'] === 'number' ? info['year'] : undefined;
      if (volume !== undefined) {
        const converted = convertOldStyleVolume(title, volume);
        title = converted.title;
        volume = converted.volume;
        const withYear = splitYearVolume(title, volume);
        if (withYear) {
          volume = withYear.volume;
          year ??= withYear.year;
        }
      }
      const key: PublicationInfoKey = {};
      if (title !== '') {
        key.t = normalizeJournalTitle(title);
      }
      if (volume !== undefined) {
        key.v = normalizeJournalPart(volume);
      }
      const page = text(info['page_start']);
      if (page !== undefined) {
        key.p = normalizeJournalPart(page);
      }
      const artid = text(info['artid']);
      if (artid !== undefined) {
        key.a = normalizeJournalPart(artid);
      }
      if (year !== undefined) {
        key.y = year;
      }
      return key;
    });
}

function journalRefs(keys: PublicationInfoKey[]): string[] {
  return unique(
    keys.flatMap((key) => {
      const base = [key.t ?? '', key.v ?? ''];
      const pages = unique(present([key.p, key.a]));
      return pages.length === 0 ? [base.join(',')] : pages.map((page) => [...base, page].join(','));
    }),
  );
}

function dateRanges(metadata: Json, earliest: string | null, years: readonly number[]): string {
  const thesis = (metadata['thesis_info'] ?? {}) as Json;
  const days = unique(
    present([
      earliest ?? undefined,
      firstDay(metadata['preprint_date']),
      firstDay(thesis['date']),
      ...objects(metadata['imprints']).map((imprint) => firstDay(imprint['date'])),
    ]),
  );
  const ranges = [
    ...days.map((day) => `[${day},${nextDay(day)})`),
    ...years.map(
      (year) => `[${String(year).padStart(4, '0')}-01-01,${String(year + 1).padStart(4, '0')}-01-01)`,
    ),
  ];
  return `{${ranges.join(',')}}`;
}

function authorFacetName(author: Json, names: ReadonlyMap<number, string> | undefined): string {
  const fullName = text(author['full_name']) ?? '';
  const link = linkOf(author['record']);
  if (link?.collection === 'authors') {
    return `${link.controlNumber}_${names?.get(link.controlNumber) ?? displayName(fullName)}`;
  }
  return `NOREC_${displayName(fullName)}`;
}

function institutionRecids(values: Json[]): number[] {
  return present(
    values.map((value) => {
      const link = linkOf(value['record']);
      return link?.collection === 'institutions' ? link.controlNumber : undefined;
    }),
  );
}

/**
 * The `literature_search` row of one literature record: a pure function of its metadata. The tsvector columns
 * are generated by PostgreSQL from the `*_text` columns; citation counts are owned by the citation deriver and
 * never written here.
 */
export function literatureSearchRow(metadata: Json, context: LiteratureRowContext): LiteratureSearchRow {
  const titles = objects(metadata['titles']);
  const titleText = titles
    .flatMap((title) => present([text(title['title']), text(title['subtitle'])]))
    .map(titleWithoutMath)
    .join(' \n ');
  const abstracts = present(objects(metadata['abstracts']).map((abstract) => text(abstract['value'])));
  const keywords = present(objects(metadata['keywords']).map((keyword) => text(keyword['value'])));
  const collaborations = unique(
    present(objects(metadata['collaborations']).map((item) => text(item['value']))),
  );
  const allAuthors = objects(metadata['authors']);
  const authors = allAuthors.filter((author) => !isSupervisor(author));
  const supervisors = [...allAuthors.filter(isSupervisor), ...objects(metadata['supervisors'])];
  const eprints = objects(metadata['arxiv_eprints']);
  const arxivIds = unique(present(eprints.map((eprint) => text(eprint['value']))).map(normalizeArxivId));
  const categories = unique(eprints.flatMap((eprint) => strings(eprint['categories'])));
  const primaryCategories = unique(present(eprints.map((eprint) => strings(eprint['categories'])[0])));
  const dois = unique(present(objects(metadata['dois']).map((doi) => text(doi['value']))).map(normalizeDoi));
  const reportNumbers = present(objects(metadata['report_numbers']).map((item) => text(item['value'])));
  const texkeys = strings(metadata['texkeys']);
  const isbns = present(objects(metadata['isbns']).map((item) => text(item['value'])));
  const externalIds = [
    ...objects(metadata['external_system_identifiers']),
    ...objects(metadata['persistent_identifiers']),
  ];
  const documentTypes = strings(metadata['document_type']);
  const publicationTypes = strings(metadata['publication_type']);
  const refereed = metadata['refereed'] === true;
  const publicationInfo = objects(metadata['publication_info']);
  const keys = publicationInfoKeys(metadata);
  const earliest = earliestDate(metadata);
  // Entries without a journal (conference contributions, books) still carry a year.
  const publicationYears = unique([
    ...objects(metadata['publication_info']).flatMap((info) =>
      typeof info['year'] === 'number' ? [info['year']] : [],
    ),
    ...keys.flatMap((key) => (key.y === undefined ? [] : [key.y])),
  ]);
  const thesis = (metadata['thesis_info'] ?? {}) as Json;
  const experiments = objects(metadata['accelerator_experiments']);
  const affiliationObjects = authors.flatMap((author) => objects(author['affiliations']));
  const authorNames = authors.map((author) => text(author['full_name']) ?? '');
  // Free text names the first authors only: a collaboration's thousands of signers would make most of the
  // text (and of its trigram index) while author searches go through the signatures anyway.
  const textAuthors = authors.slice(0, FREE_TEXT_AUTHOR_LIMIT);
  const textAuthorNames = authorNames.slice(0, FREE_TEXT_AUTHOR_LIMIT);
  const imprints = objects(metadata['imprints']);

  const allText = [
    titleText,
    ...abstracts,
    ...keywords,
    ...textAuthorNames,
    // The folded spelling only where it differs beyond case (most names have no diacritics; search ignores case).
    ...textAuthorNames
      .map((name) => foldDiacritics(name))
      .filter((name, index) => name !== textAuthorNames[index]!.toLowerCase()),
    ...textAuthors.flatMap((author) => objects(author['ids']).map((id) => text(id['value']))),
    ...unique(present(affiliationObjects.map((affiliation) => text(affiliation['value'])))),
    ...unique(
      present(
        textAuthors.flatMap((author) => objects(author['raw_affiliations']).map((raw) => text(raw['value']))),
      ),
    ),
    ...collaborations,
    ...eprints.map((eprint) => text(eprint['value'])),
    ...categories,
    ...dois,
    ...reportNumbers,
    ...texkeys,
    ...publicationInfo.flatMap((info) =>
      ['journal_title', 'journal_volume', 'page_start', 'artid', 'year', 'cnum'].map((field) =>
        info[field] === undefined ? undefined : String(info[field]),
      ),
    ),
    ...documentTypes,
    ...publicationTypes,
    text(metadata['preprint_date']),
    ...imprints.flatMap((imprint) => [
      text(imprint['date']),
      text(imprint['publisher']),
      text(imprint['place']),
    ]),
    text(thesis['date']),
    text(thesis['degree_type']),
    ...objects(thesis['institutions']).map((institution) => text(institution['name'])),
    String(metadata['control_number'] ?? ''),
    ...externalIds.map((id) => text(id['value'])),
    ...isbns,
    ...objects(metadata['urls']).map((url) => text(url['value'])),
    ...objects(metadata['figures']).map((figure) => text(figure['caption'])),
    ...objects(metadata['public_notes']).map((note) => text(note['value'])),
    ...objects(metadata['book_series']).map((series) => text(series['title'])),
    ...strings(metadata['corporate_author']),
  ];

  return {
    record_id: context.recordId,
    control_number: Number(metadata['control_number']),
    created: isoTimestamp(context.created),
    updated: isoTimestamp(context.updated),
    deleted: context.deleted === true || metadata['deleted'] === true,
    superseded: objects(metadata['related_records']).some((related) => related['relation'] === 'successor'),
    collections: strings(metadata['_collections']),
    title_text: titleText,
    abstract_text: abstracts.join(' \n '),
    keywords_text: keywords.join(' \n '),
    collaborations,
    collaborations_text: collaborations.join(' \n '),
    all_text: present(allText)
      .filter((value) => value !== '')
      .join(' \n '),
    earliest_date: earliest,
    date_ranges: dateRanges(metadata, earliest, publicationYears),
    publication_years: publicationYears,
    publication_info: keys,
    journal_titles: unique(present(keys.map((key) => key.t))),
    journal_refs: journalRefs(keys),
    arxiv_ids: arxivIds,
    arxiv_categories: categories,
    primary_arxiv_categories: primaryCategories,
    dois,
    report_numbers: unique(reportNumbers.map(normalizeReportNumber).filter((value) => value !== '')),
    texkeys,
    isbns: unique(isbns.map((isbn) => isbn.replace(/[^0-9xX]/g, '').toLowerCase())),
    external_ids: unique(
      present(externalIds.map((id) => text(id['value']))).map((value) => value.toLowerCase()),
    ),
    document_types: documentTypes,
    publication_types: publicationTypes,
    facet_doc_types: unique([...documentTypes, ...publicationTypes, ...(refereed ? ['published'] : [])]),
    refereed,
    citeable: metadata['citeable'] === true,
    core: metadata['core'] === true,
    inspire_categories: unique(
      present(objects(metadata['inspire_categories']).map((item) => text(item['term']))),
    ),
    author_count: authors.length,
    facet_author_names: unique(authors.map((author) => authorFacetName(author, context.authorDisplayNames))),
    // A deleted record has no signatures either (the foundation's deriver), and is never found.
    author_name_keys:
      context.deleted === true || metadata['deleted'] === true
        ? []
        : authorNameKeys(present(authors.map((author) => text(author['full_name'])))),
    affiliations: unique(
      present(affiliationObjects.map((affiliation) => text(affiliation['value']))).map((value) =>
        value.trim().toLowerCase().replace(/\s+/g, ' '),
      ),
    ),
    affiliation_recids: unique([
      ...institutionRecids(affiliationObjects),
      ...institutionRecids(supervisors.flatMap((author) => objects(author['affiliations']))),
      ...institutionRecids(objects(thesis['institutions'])),
      ...institutionRecids(objects(metadata['record_affiliations'])),
    ]),
    rpp: titles.some((title) => /review of particle physics/i.test(text(title['title']) ?? '')),
    cnums: unique(
      present(publicationInfo.map((info) => text(info['cnum']))).map((cnum) => cnum.toUpperCase()),
    ),
    experiments: unique(
      present(
        experiments.flatMap((experiment) => [
          text(experiment['legacy_name']),
          text(experiment['name']),
          text(experiment['accelerator']),
        ]),
      ).map((name) => name.toLowerCase()),
    ),
  };
}

/**
 * The row's columns with their SQL types, for the server's upsert (`jsonb_to_recordset`, apps/server search
 * repository): this package builds rows and reads them; the statements that write live in the server.
 */
export const LITERATURE_SEARCH_COLUMNS: readonly (readonly [keyof LiteratureSearchRow, string])[] = [
  ['record_id', 'uuid'],
  ['control_number', 'bigint'],
  ['created', 'timestamptz'],
  ['updated', 'timestamptz'],
  ['deleted', 'boolean'],
  ['superseded', 'boolean'],
  ['collections', 'text[]'],
  ['title_text', 'text'],
  ['abstract_text', 'text'],
  ['keywords_text', 'text'],
  ['collaborations', 'text[]'],
  ['collaborations_text', 'text'],
  ['all_text', 'text'],
  ['earliest_date', 'date'],
  ['date_ranges', 'datemultirange'],
  ['publication_years', 'int[]'],
  ['publication_info', 'jsonb'],
  ['journal_titles', 'text[]'],
  ['journal_refs', 'text[]'],
  ['arxiv_ids', 'text[]'],
  ['arxiv_categories', 'text[]'],
  ['primary_arxiv_categories', 'text[]'],
  ['dois', 'text[]'],
  ['report_numbers', 'text[]'],
  ['texkeys', 'text[]'],
  ['isbns', 'text[]'],
  ['external_ids', 'text[]'],
  ['document_types', 'text[]'],
  ['publication_types', 'text[]'],
  ['facet_doc_types', 'text[]'],
  ['refereed', 'boolean'],
  ['citeable', 'boolean'],
  ['core', 'boolean'],
  ['inspire_categories', 'text[]'],
  ['author_count', 'int'],
  ['facet_author_names', 'text[]'],
  ['author_name_keys', 'text[]'],
  ['affiliations', 'text[]'],
  ['affiliation_recids', 'bigint[]'],
  ['rpp', 'boolean'],
  ['cnums', 'text[]'],
  ['experiments', 'text[]'],
];
