import { isDeepStrictEqual } from 'node:util';
import { normalizeArxiv, normalizeDoi, normalizeReportNumber } from '../citations/identifiers';
import type { ArxivAuthor, ArxivMetadata } from './client';

/**
 * arXiv metadata → literature record, following the reference's arXiv spider (hepcrawl) and the fields its
 * HEP_CREATE workflow adds (inspire_categories from the arXiv categories, core for core archives), and the
 * merge rule for a paper we already have (README.md). Pure: no I/O.
 */

export const ARXIV_SOURCE = 'arXiv';

/** The archives the reference treats as core HEP: a paper whose primary category is one of them is core. */
export const CORE_ARXIV_CATEGORIES: ReadonlySet<string> = new Set(['hep-ex', 'hep-lat', 'hep-ph', 'hep-th']);

/**
 * arXiv category → INSPIRE category, as the reference's schema utilities map them. Whole archives first; the
 * exceptions name a sub-category. A category absent from both is `Other`.
 */
const ARCHIVE_TO_INSPIRE: Record<string, string> = {
  'astro-ph': 'Astrophysics',
  'cond-mat': 'Condensed Matter',
  cs: 'Computing',
  'gr-qc': 'Gravitation and Cosmology',
  'hep-ex': 'Experiment-HEP',
  'hep-lat': 'Lattice',
  'hep-ph': 'Phenomenology-HEP',
  'hep-th': 'Theory-HEP',
  math: 'Math and Math Physics',
  'math-ph': 'Math and Math Physics',
  nlin: 'General Physics',
  'nucl-ex': 'Experiment-Nucl',
  'nucl-th': 'Theory-Nucl',
  physics: 'General Physics',
  'quant-ph': 'Quantum Physics',
};
const CATEGORY_TO_INSPIRE: Record<string, string> = {
  'astro-ph.IM': 'Instrumentation',
  'nlin.PS': 'Math and Math Physics',
  'nlin.SI': 'Math and Math Physics',
  'physics.acc-ph': 'Accelerators',
  'physics.bio-ph': 'Other',
  'physics.chem-ph': 'Other',
  'physics.comp-ph': 'Computing',
  'physics.data-an': 'Data Analysis and Statistics',
  'physics.ed-ph': 'Other',
  'physics.hist-ph': 'Other',
  'physics.ins-det': 'Instrumentation',
  'physics.med-ph': 'Other',
  'physics.pop-ph': 'Other',
  'physics.soc-ph': 'Other',
  'physics.space-ph': 'Astrophysics',
};

export function inspireCategoryOf(arxivCategory: string): string {
  const exact = CATEGORY_TO_INSPIRE[arxivCategory];
  if (exact) {
    return exact;
  }
  return ARCHIVE_TO_INSPIRE[arxivCategory.split('.')[0]!] ?? 'Other';
}

/** `[{term, source: 'arxiv'}]`, one per INSPIRE category, in the order of the arXiv categories. */
export function inspireCategoriesOf(arxivCategories: string[]): { term: string; source: string }[] {
  const terms = [...new Set(arxivCategories.map(inspireCategoryOf))];
  return terms.map((term) => ({ term, source: 'arxiv' }));
}

/** A license URL → `{url, license, material: 'preprint'}` with the name the reference gives it. */
export function licenseOf(url: string): { url: string; license: string; material: string } {
  let name = url;
  try {
    const parsed = new URL(url);
    const parts = parsed.pathname.split('/').filter(Boolean);
    if (
      parsed.hostname.endsWith('creativecommons.org') &&
      parts[0] === 'publicdomain' &&
      parts[1] === 'zero'
    ) {
      name = `CC0${parts[2] ? ` ${parts[2]}` : ''}`;
    } else if (parsed.hostname.endsWith('creativecommons.org') && parts[0] === 'licenses' && parts[1]) {
      name = `CC ${parts[1].toUpperCase()}${parts[2] ? ` ${parts[2]}` : ''}`;
    } else if (parsed.hostname.endsWith('arxiv.org') && parts[0] === 'licenses' && parts[1]) {
      name = `arXiv ${parts[1]}${parts[2] ? ` ${parts[2]}` : ''}`;
    }
  } catch {
    // Not a URL: kept as the name.
  }
  return { url, license: name, material: 'preprint' };
}

/** `12 pages, 3 figures` → 12; `16+5 pages` → 21 (main text plus appendix, as the reference counts). */
export function numberOfPagesOf(comments: string | undefined): number | undefined {
  const match = /(\d+)\s*(?:\+\s*(\d+)\s*)?pages?\b/i.exec(comments ?? '');
  if (!match) {
    return undefined;
  }
  const pages = Number(match[1]) + (match[2] ? Number(match[2]) : 0);
  return pages > 0 && pages < 100_000 ? pages : undefined;
}

const THESIS = /\b(?:thesis|dissertation)\b/i;
const CONFERENCE =
  /\b(?:proceedings?|conference|workshop|symposium|contribution to|talk given|talk presented|presented at|poster)\b/i;

/** What the comments say the paper is: a thesis, a conference paper, else an article. */
export function documentTypeOf(comments: string | undefined): 'article' | 'conference paper' | 'thesis' {
  if (comments && THESIS.test(comments)) {
    return 'thesis';
  }
  if (comments && CONFERENCE.test(comments)) {
    return 'conference paper';
  }
  return 'article';
}

const COLLABORATION = /\bcollaborations?\b/i;

/** `The ATLAS Collaboration` → `ATLAS`. */
function collaborationName(keyname: string): string {
  return keyname
    .replace(/^\s*(?:for|on behalf of|representing)?\s*(?:the)?\s+/i, '')
    .replace(/\s*\bcollaborations?\s*$/i, '')
    .trim();
}

/** `Last, First` (the community format's full_name); a suffix follows the forenames (`Smith, John Jr.`). */
export function fullNameOf(author: ArxivAuthor): string {
  const given = [author.forenames, author.suffix].filter(Boolean).join(' ');
  return given ? `${author.keyname}, ${given}` : author.keyname;
}

/** Authors with their raw affiliations; a forename-less `… Collaboration` entry becomes a collaboration. */
export function authorsAndCollaborations(authors: ArxivAuthor[]): {
  authors: Record<string, unknown>[];
  collaborations: { value: string }[];
} {
  const people: Record<string, unknown>[] = [];
  const collaborations: { value: string }[] = [];
  for (const author of authors) {
    if (!author.forenames && COLLABORATION.test(author.keyname)) {
      const value = collaborationName(author.keyname);
      if (value && !collaborations.some((existing) => existing.value === value)) {
        collaborations.push({ value });
      }
      continue;
    }
    people.push({
      full_name: fullNameOf(author),
      ...(author.affiliations.length > 0
        ? { raw_affiliations: author.affiliations.map((value) => ({ value })) }
        : {}),
    });
  }
  return { authors: people, collaborations };
}

export interface HarvestContext {
  /** Base of the `$schema` URL. */
  publicUrl: string;
  /** The harvest's time: acquisition_source.datetime. */
  harvestedAt: Date;
}

export type MappedRecord =
  | { ok: true; arxivId: string; dois: string[]; metadata: Record<string, unknown> }
  | { ok: false; message: string };

function splitReportNumbers(reportNo: string | undefined): string[] {
  return (reportNo ?? '')
    .split(/\s*[,;]\s*/)
    .map((value) => value.trim())
    .filter(Boolean);
}

const DOI_PATTERN = /^10\.\d{4,9}\/\S+$/;

/**
 * A new literature record from arXiv metadata, without control number (the writer's caller mints it). Fails
 * (`ok: false`) only when the e-print cannot make a valid record: no title.
 */
export function mapArxivRecord(arxiv: ArxivMetadata, context: HarvestContext): MappedRecord {
  if (!arxiv.title) {
    return { ok: false, message: `arXiv:${arxiv.id} has no title` };
  }
  const { authors, collaborations } = authorsAndCollaborations(arxiv.authors);
  const dois = [...new Set(arxiv.dois.filter((doi) => DOI_PATTERN.test(doi)))];
  const reportNumbers = [...new Set(splitReportNumbers(arxiv.reportNo))];
  const pages = numberOfPagesOf(arxiv.comments);
  const primary = arxiv.categories[0];
  const metadata: Record<string, unknown> = {
    $schema: `${context.publicUrl}/schemas/records/hep.json`,
    _collections: ['Literature'],
    document_type: [documentTypeOf(arxiv.comments)],
    titles: [{ title: arxiv.title, source: ARXIV_SOURCE }],
    ...(arxiv.abstract ? { abstracts: [{ value: arxiv.abstract, source: ARXIV_SOURCE }] } : {}),
    ...(authors.length > 0 ? { authors } : {}),
    ...(collaborations.length > 0 ? { collaborations } : {}),
    arxiv_eprints: [{ value: arxiv.id, categories: arxiv.categories }],
    ...(dois.length > 0
      ? { dois: dois.map((value) => ({ value, source: ARXIV_SOURCE, material: 'publication' })) }
      : {}),
    ...(reportNumbers.length > 0
      ? { report_numbers: reportNumbers.map((value) => ({ value, source: ARXIV_SOURCE })) }
      : {}),
    ...(arxiv.comments ? { public_notes: [{ value: arxiv.comments, source: ARXIV_SOURCE }] } : {}),
    ...(pages !== undefined ? { number_of_pages: pages } : {}),
    ...(arxiv.license ? { license: [licenseOf(arxiv.license)] } : {}),
    ...(arxiv.created && /^\d{4}-\d{2}-\d{2}$/.test(arxiv.created) ? { preprint_date: arxiv.created } : {}),
    ...(arxiv.journalRef
      ? { publication_info: [{ pubinfo_freetext: arxiv.journalRef, material: 'publication' }] }
      : {}),
    ...(arxiv.categories.length > 0 ? { inspire_categories: inspireCategoriesOf(arxiv.categories) } : {}),
    // An arXiv e-print is citeable; core follows the primary category, as the reference's auto-approval does.
    citeable: true,
    core: primary !== undefined && CORE_ARXIV_CATEGORIES.has(primary),
    curated: false,
    acquisition_source: {
      method: 'hepcrawl',
      source: ARXIV_SOURCE,
      datetime: context.harvestedAt.toISOString(),
    },
  };
  return { ok: true, arxivId: normalizeArxiv(arxiv.id), dois: dois.map(normalizeDoi), metadata };
}

type Entry = Record<string, unknown>;

function entries(value: unknown): Entry[] {
  return Array.isArray(value)
    ? value.filter((item): item is Entry => item !== null && typeof item === 'object' && !Array.isArray(item))
    : [];
}

function isFromArxiv(entry: Entry): boolean {
  return typeof entry.source === 'string' && entry.source.toLowerCase() === 'arxiv';
}

function sameText(left: unknown, right: unknown): boolean {
  const fold = (value: unknown) =>
    typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().toLowerCase() : undefined;
  return fold(left) !== undefined && fold(left) === fold(right);
}

/**
 * The entries of a list that arXiv owns (source arXiv, or chosen by `owned`) replaced by the harvested ones,
 * at the place of the first of them; with none owned, the harvested entries are added at the end unless an
 * entry with the same text (`textKey`) is already there.
 */
function replaceOwned(
  current: unknown,
  harvested: Entry[],
  textKey: string,
  owned: (entry: Entry) => boolean = isFromArxiv,
): Entry[] {
  const list = entries(current);
  const firstOwned = list.findIndex(owned);
  if (firstOwned === -1) {
    const added = harvested.filter(
      (entry) => !list.some((existing) => sameText(existing[textKey], entry[textKey])),
    );
    return [...list, ...added];
  }
  const kept = list.filter((entry) => !owned(entry));
  const before = list.slice(0, firstOwned).filter((entry) => !owned(entry));
  return [...before, ...harvested, ...kept.slice(before.length)];
}

/** The list with the harvested entries whose normalised value is missing added at the end. */
function addMissing(current: unknown, harvested: Entry[], normalize: (value: string) => string): Entry[] {
  const list = entries(current);
  const known = new Set(
    list.flatMap((entry) => (typeof entry.value === 'string' ? [normalize(entry.value)] : [])),
  );
  const added = harvested.filter((entry) => !known.has(normalize(String(entry.value))));
  return [...list, ...added];
}

function isEmptyList(value: unknown): boolean {
  return !Array.isArray(value) || value.length === 0;
}

/**
 * A paper we already have, updated by a harvested version (README.md, "Updates"): what arXiv owns is replaced
 * (its eprint's categories, arXiv-sourced titles, abstracts and comments, the preprint license), what it can add is
 * added (DOIs, report numbers), and what curators own is only filled when empty (authors, collaborations,
 * preprint date, pages, subjects, publication info, citeable); nothing else is touched. Returns undefined when
 * that changes nothing, so that re-harvesting writes no revision; otherwise acquisition_source records the harvest.
 */
export function mergeHarvested(
  existing: Record<string, unknown>,
  harvested: Record<string, unknown>,
): Record<string, unknown> | undefined {
  const merged: Record<string, unknown> = { ...existing };
  const harvestedEprint = entries(harvested.arxiv_eprints)[0];
  if (harvestedEprint) {
    const eprints = entries(existing.arxiv_eprints);
    const key = normalizeArxiv(String(harvestedEprint.value));
    const index = eprints.findIndex((eprint) => normalizeArxiv(String(eprint.value ?? '')) === key);
    merged.arxiv_eprints =
      index === -1
        ? [...eprints, harvestedEprint]
        : eprints.map((eprint, position) =>
            position === index ? { ...eprint, categories: harvestedEprint.categories } : eprint,
          );
  }
  merged.titles = replaceOwned(existing.titles, entries(harvested.titles), 'title');
  if (!isEmptyList(harvested.abstracts) || !isEmptyList(existing.abstracts)) {
    merged.abstracts = replaceOwned(existing.abstracts, entries(harvested.abstracts), 'value');
  }
  if (!isEmptyList(harvested.public_notes) || entries(existing.public_notes).some(isFromArxiv)) {
    merged.public_notes = replaceOwned(existing.public_notes, entries(harvested.public_notes), 'value');
  }
  if (!isEmptyList(harvested.license)) {
    merged.license = replaceOwned(
      existing.license,
      entries(harvested.license),
      'url',
      (entry) => entry.material === 'preprint',
    );
  }
  if (!isEmptyList(harvested.dois)) {
    merged.dois = addMissing(existing.dois, entries(harvested.dois), normalizeDoi);
  }
  if (!isEmptyList(harvested.report_numbers)) {
    merged.report_numbers = addMissing(
      existing.report_numbers,
      entries(harvested.report_numbers),
      normalizeReportNumber,
    );
  }
  for (const field of ['authors', 'collaborations', 'inspire_categories', 'publication_info'] as const) {
    if (isEmptyList(existing[field]) && !isEmptyList(harvested[field])) {
      merged[field] = harvested[field];
    }
  }
  for (const field of ['preprint_date', 'number_of_pages', 'citeable'] as const) {
    if (existing[field] === undefined && harvested[field] !== undefined) {
      merged[field] = harvested[field];
    }
  }
  for (const field of Object.keys(merged)) {
    if (
      Array.isArray(merged[field]) &&
      (merged[field] as unknown[]).length === 0 &&
      existing[field] === undefined
    ) {
      delete merged[field];
    }
  }
  if (isDeepStrictEqual(merged, existing)) {
    return undefined;
  }
  merged.acquisition_source = harvested.acquisition_source;
  return merged;
}
