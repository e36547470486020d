/** The keywords of the search language and their aliases (search-syntax.md §3, incl. the long forms of §13.1). */

export type CanonicalKeyword =
  | 'author'
  | 'firstAuthor'
  | 'exactAuthor'
  | 'affiliation'
  | 'affiliationId'
  | 'authorCount'
  | 'collaboration'
  | 'controlNumber'
  | 'doi'
  | 'eprint'
  | 'fulltext'
  | 'irn'
  | 'journal'
  | 'volume'
  | 'keyword'
  | 'primaryArxivCategory'
  | 'reportNumber'
  | 'subject'
  | 'title'
  | 'texkey'
  | 'topcite'
  | 'citationsWithoutSelfCitations'
  | 'typeCode'
  | 'refersto'
  | 'citedby'
  | 'referstoExcludingSelfCitations'
  | 'citedbyExcludingSelfCitations'
  | 'date'
  | 'dateEarliest'
  | 'dateAdded'
  | 'dateUpdated'
  | 'journalYear'
  | 'abstract'
  | 'cnum'
  | 'experiment'
  | 'unmapped';

const ALIASES: Record<CanonicalKeyword, readonly string[]> = {
  author: ['author', 'au', 'a', 'name'],
  firstAuthor: ['first-author', 'firstauthor', 'fa'],
  exactAuthor: ['exact-author', 'exactauthor', 'ea'],
  affiliation: ['affiliation', 'affil', 'aff', 'af', 'institution', 'inst'],
  affiliationId: ['affid', 'affiliation-id'],
  authorCount: ['authorcount', 'ac', 'author-count'],
  collaboration: ['collaboration', 'cn'],
  controlNumber: ['recid', 'control_number'],
  doi: ['doi'],
  eprint: ['eprint', 'arxiv', 'bb', 'bull'],
  fulltext: ['fulltext', 'ft'],
  irn: ['irn'],
  journal: ['journal', 'j', 'coden', 'published_in'],
  volume: ['volume', 'vol'],
  keyword: ['keyword', 'keywords', 'kw', 'k'],
  primaryArxivCategory: ['primarch'],
  reportNumber: ['reportnumber', 'report-num', 'report', 'rept', 'rn', 'r'],
  subject: ['subject'],
  title: ['title', 'ti', 't'],
  texkey: ['texkey'],
  topcite: ['topcite', 'topcit', 'cited'],
  citationsWithoutSelfCitations: ['citedexcludingselfcites', 'cx'],
  typeCode: ['type-code', 'type', 'tc', 'ty', 'scl', 'ps', 'collection'],
  refersto: ['refersto'],
  citedby: ['citedby'],
  referstoExcludingSelfCitations: ['referstoexcludingselfcites', 'referstox'],
  citedbyExcludingSelfCitations: ['citedbyexcludingselfcites', 'citedbyx'],
  date: ['date', 'd', 'year'],
  dateEarliest: ['de', 'date-earliest'],
  dateAdded: ['da', 'dadd', 'date-added'],
  dateUpdated: ['du', 'dupd', 'date-updated'],
  journalYear: ['jy', 'journal-year'],
  abstract: ['abstract'],
  cnum: ['cnum'],
  experiment: ['experiment', 'exp'],
  unmapped: [
    'address',
    'cat',
    'caption',
    'cite',
    'c',
    'reference',
    'citation',
    'jour-vol-page',
    'jvp',
    'country',
    'cc',
    'fc',
    'field-code',
    'rawref',
  ],
};

const BY_ALIAS = new Map<string, CanonicalKeyword>(
  (Object.entries(ALIASES) as [CanonicalKeyword, readonly string[]][]).flatMap(([canonical, aliases]) =>
    aliases.map((alias): [string, CanonicalKeyword] => [alias, canonical]),
  ),
);

/** Every alias, lower-case; exported for tests and documentation. */
export const KEYWORD_ALIASES: ReadonlyMap<string, CanonicalKeyword> = BY_ALIAS;

/** The canonical keyword of an alias, any case (`AU`, `Ti`, `arXiv`). */
export function keywordOf(word: string): CanonicalKeyword | undefined {
  return BY_ALIAS.get(word.toLowerCase());
}

export const CITATION_KEYWORDS: ReadonlySet<CanonicalKeyword> = new Set([
  'refersto',
  'citedby',
  'referstoExcludingSelfCitations',
  'citedbyExcludingSelfCitations',
]);

/**
 * Top-level fields of a literature record that may start a raw field path (`dois.value:*`); a path whose first
 * segment is not one of these is not a field path, so `Phys.Rev.D:` or `elastic.keyword:x` stay free text.
 */
export const LITERATURE_FIELD_ROOTS: ReadonlySet<string> = new Set([
  '_collections',
  'abstracts',
  'accelerator_experiments',
  'arxiv_eprints',
  'authors',
  'book_series',
  'citeable',
  'collaborations',
  'control_number',
  'copyright',
  'core',
  'corporate_author',
  'curated',
  'deleted',
  'document_type',
  'documents',
  'dois',
  'energy_ranges',
  'external_system_identifiers',
  'figures',
  'funding_info',
  'imprints',
  'inspire_categories',
  'isbns',
  'keywords',
  'languages',
  'license',
  'number_of_pages',
  'persistent_identifiers',
  'preprint_date',
  'public_notes',
  'publication_info',
  'publication_type',
  'record_affiliations',
  'refereed',
  'references',
  'related_records',
  'report_numbers',
  'supervisors',
  'texkeys',
  'thesis_info',
  'title_translations',
  'titles',
  'urls',
  'withdrawn',
]);

const FIELD_PATH = /^[A-Za-z_$][\w$-]*(?:\.[A-Za-z_$][\w$-]*)*$/;

/** Splits `authors.affiliations.value` into segments when it names a literature metadata path. */
export function literatureFieldPath(word: string): string[] | undefined {
  if (!FIELD_PATH.test(word)) {
    return undefined;
  }
  const path = word.split('.');
  if (!LITERATURE_FIELD_ROOTS.has(path[0]!)) {
    return undefined;
  }
  return path;
}

/** A field path in any collection (`ids.value`, `accelerator.value`); the shape only, the root is not checked. */
export function anyFieldPath(word: string): string[] | undefined {
  if (!FIELD_PATH.test(word)) {
    return undefined;
  }
  return word.split('.');
}
