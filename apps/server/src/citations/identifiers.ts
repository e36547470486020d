/**
 * Identifier normalisation shared by both sides of reference matching: the identifiers a record is found by
 * (stored in `literature_identifiers`) and the lookup keys of a reference. Both sides must use exactly these rules.
 */

export type IdentifierKind = 'arxiv' | 'doi' | 'isbn' | 'report' | 'texkey' | 'pubinfo';

export interface IdentifierRow {
  kind: IdentifierKind;
  value: string;
}

/** `arXiv:1207.7214v2` → `1207.7214`, `hep-ph/0603175` stays; lower-case. */
export function normalizeArxiv(value: string): string {
  return value
    .trim()
    .replace(/^arxiv:/i, '')
    .replace(/v\d+$/i, '')
    .toLowerCase();
}

/** DOIs compare without case and without a resolver prefix (`doi:`, `https://doi.org/`). */
export function normalizeDoi(value: string): string {
  return value
    .trim()
    .replace(/^(?:doi:|https?:\/\/(?:dx\.)?doi\.org\/)/i, '')
    .toLowerCase();
}

/** ISBN-10 and ISBN-13 of the same book compare equal: hyphens dropped, ISBN-10 converted to ISBN-13. */
export function normalizeIsbn(value: string): string {
  const compact = value.replace(/[^0-9Xx]/g, '').toUpperCase();
  if (!/^\d{9}[\dX]$/.test(compact)) {
    return compact;
  }
  const body = `978${compact.slice(0, 9)}`;
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    sum += Number(body[index]) * (index % 2 === 0 ? 1 : 3);
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Report numbers compare on their letters and digits only: `CERN-TH/2019-001` = `cern th 2019 001`. */
export function normalizeReportNumber(value: string): string {
  return foldToAlphanumeric(value);
}

/** Journal titles compare without case, spaces and punctuation: `Phys. Rev. D` = `Phys.Rev.D` = `PHYS REV D`. */
export function normalizeJournalTitle(value: string): string {
  return foldToAlphanumeric(value);
}

function foldToAlphanumeric(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Journals whose volume restarts every year (JHEP, JCAP): a volume alone names twelve papers a decade apart,
 * so the year is part of the key. Normalised titles, as `normalizeJournalTitle` gives them.
 */
export const YEARLY_VOLUME_JOURNALS: ReadonlySet<string> = new Set([
  'jhep',
  'jhighenergyphys',
  'journalofhighenergyphysics',
  'jcap',
  'jcosmolastropartphys',
  'journalofcosmologyandastroparticlephysics',
]);

/** Volumes and pages compare without case, spaces and leading zeros (`03` = `3`). */
function normalizeNumbering(value: string): string {
  const compact = value.replace(/\s+/g, '').toLowerCase();
  return compact.replace(/^0+(?=[0-9a-z])/, '');
}

export interface PublicationInfoLike {
  journal_title?: unknown;
  journal_volume?: unknown;
  page_start?: unknown;
  artid?: unknown;
  year?: unknown;
}

export interface PublicationKey {
  /** The normalised journal title, kept apart so journal records can map it to its variants. */
  title: string;
  /** `|volume|page` for ordinary journals. */
  rest: string;
  /** `|volume|page|year` for journals whose volume restarts yearly; undefined without a year. */
  restWithYear: string | undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') {
    return value;
  }
  if (typeof value === 'number' && Number.isFinite(value)) {
    return String(value);
  }
  return undefined;
}

/**
 * Keys of one publication_info entry: one per page_start and artid (a reference's page may be a paper's artid).
 * Old-style volumes move their letter into the title (`Phys.Lett.`, `B351` = `Phys.Lett.B`, `351`) and
 * 4-digit JHEP/JCAP volumes carry the year (`0903` = volume 3 of 2009), as search-syntax.md §8 has it.
 */
export function publicationKeys(info: PublicationInfoLike): PublicationKey[] {
  const rawTitle = text(info.journal_title);
  const rawVolume = text(info.journal_volume);
  if (!rawTitle || !rawVolume) {
    return [];
  }
  let title = normalizeJournalTitle(rawTitle);
  let volume = rawVolume.trim();
  const letter = /^([A-Za-z])\s*(\d+)$/.exec(volume);
  if (letter) {
    title = `${title}${letter[1]!.toLowerCase()}`;
    volume = letter[2]!;
  }
  let year = text(info.year);
  const yearInVolume = /^(\d{2})(\d{2})$/.exec(volume);
  if (yearInVolume && YEARLY_VOLUME_JOURNALS.has(title)) {
    const shortYear = Number(yearInVolume[1]);
    year = String(shortYear >= 90 ? 1900 + shortYear : 2000 + shortYear);
    volume = yearInVolume[2]!;
  }
  const pages = new Set(
    [text(info.page_start), text(info.artid)]
      .filter((page): page is string => page !== undefined)
      .map(normalizeNumbering)
      .filter((page) => page !== ''),
  );
  const normalizedVolume = normalizeNumbering(volume);
  if (title === '' || normalizedVolume === '') {
    return [];
  }
  const normalizedYear = year && /^\d{4}$/.test(year.trim()) ? year.trim() : undefined;
  return [...pages].map((page) => ({
    title,
    rest: `|${normalizedVolume}|${page}`,
    restWithYear: normalizedYear ? `|${normalizedVolume}|${page}|${normalizedYear}` : undefined,
  }));
}

/** The stored form of a publication key: yearly-volume journals with the year, the others without. */
export function storedPublicationValue(key: PublicationKey): string | undefined {
  if (YEARLY_VOLUME_JOURNALS.has(key.title)) {
    return key.restWithYear === undefined ? undefined : `${key.title}${key.restWithYear}`;
  }
  return `${key.title}${key.rest}`;
}

interface ValueItem {
  value?: unknown;
}

function values(list: unknown): string[] {
  if (!Array.isArray(list)) {
    return [];
  }
  return list
    .map((item: unknown) => (typeof item === 'string' ? item : (item as ValueItem | null)?.value))
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
}

function isInLiteratureCollection(metadata: Record<string, unknown>): boolean {
  const collections = metadata._collections;
  return !Array.isArray(collections) || collections.includes('Literature');
}

/**
 * What a record can be found by. Literature records outside the Literature collection and deleted records are
 * never matched (the reference matcher searches `_collections: Literature` only); data records by DOI.
 */
export function recordIdentifiers(
  pidType: string,
  metadata: Record<string, unknown>,
  deleted: boolean,
): IdentifierRow[] {
  if (deleted) {
    return [];
  }
  const rows: IdentifierRow[] = [];
  const add = (kind: IdentifierKind, value: string) => {
    if (value !== '' && !rows.some((row) => row.kind === kind && row.value === value)) {
      rows.push({ kind, value });
    }
  };
  if (pidType === 'dat') {
    for (const doi of values(metadata.dois)) {
      add('doi', normalizeDoi(doi));
    }
    return rows;
  }
  if (pidType !== 'lit' || !isInLiteratureCollection(metadata)) {
    return [];
  }
  for (const eprint of values(metadata.arxiv_eprints)) {
    add('arxiv', normalizeArxiv(eprint));
  }
  for (const doi of values(metadata.dois)) {
    add('doi', normalizeDoi(doi));
  }
  for (const isbn of values(metadata.isbns)) {
    add('isbn', normalizeIsbn(isbn));
  }
  for (const report of values(metadata.report_numbers)) {
    add('report', normalizeReportNumber(report));
  }
  for (const texkey of values(metadata.texkeys)) {
    add('texkey', texkey.trim());
  }
  const publicationInfo = Array.isArray(metadata.publication_info) ? metadata.publication_info : [];
  for (const info of publicationInfo as PublicationInfoLike[]) {
    for (const key of publicationKeys(info ?? {})) {
      const value = storedPublicationValue(key);
      if (value) {
        add('pubinfo', value);
      }
    }
  }
  return rows;
}

/** The normalised title variants a journal record is known by. */
export function journalTitleVariants(metadata: Record<string, unknown>): string[] {
  const journalTitle = (metadata.journal_title as { title?: unknown } | undefined)?.title;
  const titles = [
    metadata.short_title,
    journalTitle,
    ...(Array.isArray(metadata.title_variants) ? metadata.title_variants : []),
  ];
  return [
    ...new Set(
      titles
        .filter((title): title is string => typeof title === 'string')
        .map(normalizeJournalTitle)
        .filter((title) => title !== ''),
    ),
  ];
}
