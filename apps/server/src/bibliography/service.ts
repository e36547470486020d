import {
  type BibliographyFormat,
  type CiteKeyOccurrence,
  classifyCiteKey,
  extractCiteKeys,
  replaceEntryKey,
  validCiteKey,
} from '@parton/cite';
import {
  compileLiteratureQuery,
  literatureOrderBy,
  parseLiteratureQuery,
  QuerySyntaxError,
} from '@parton/query';
import type { CiteFormat, LiteratureMetadata } from '@parton/records';
import type { RawBuilder } from 'kysely';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { type CitablePaper, renderCitations } from '../search/citeFormats';
import { linkedRecordKeys, linkedRecordsOf } from '../search/present';
import { findHitPage, findRecordSummaries, type HitRow } from '../search/repository';
import {
  deleteExpiredBibliographyFiles,
  existingBibliographyFileIds,
  findCandidateRecordIds,
  findLiveBibliographyFile,
  insertBibliographyFile,
  recordIdIn,
} from './repository';
import {
  baseNameOf,
  isFileId,
  listStoredFiles,
  newFileId,
  readStoredFile,
  removeStoredFile,
  storeFile,
} from './storage';

/** The largest `.tex` file the generator reads (the reference's limit). */
export const MAX_TEX_BYTES = 10 * 1024 * 1024;

export const MESSAGES = {
  noFile: 'Please select a file',
  notTex: 'Only .tex files can be used: please upload your LaTeX source (a .bib file cannot be sent).',
  tooBig: 'The file is too large: a .tex file of at most 10 MB can be used.',
  noCitations: 'No citations found: the file has no \\cite commands with citation keys.',
  nothingFound: 'None of the cited references could be found, so there is no bibliography to download.',
} as const;

const CONTENT_TYPES: Record<BibliographyFormat, string> = {
  bibtex: 'application/x-bibtex',
  latex_eu: 'application/x-latex',
  latex_us: 'application/x-latex',
};

const CITE_FORMATS: Record<BibliographyFormat, Exclude<CiteFormat, 'cv'>> = {
  bibtex: 'bibtex',
  latex_eu: 'latex-eu',
  latex_us: 'latex-us',
};

/** Key searches per statement (one UNION ALL branch each), and found records read per statement. */
const SEARCHES_PER_STATEMENT = 200;
const HITS_PER_STATEMENT = 500;

export interface GeneratedBibliography {
  downloadUrl: string;
  errors: { message: string }[];
}

/** What a citation key resolved to: one record, or why not. */
type Resolution =
  | { kind: 'found'; row: HitRow }
  | { kind: 'not found' }
  | { kind: 'ambiguous' }
  | { kind: 'invalid' };

export function isTexFileName(name: string): boolean {
  return /\.tex$/i.test(name.trim());
}

/** The stored file's name: `<name>.bib` for BibTeX, `<name>-references.tex` for LaTeX (as the reference names them). */
export function outputFileName(uploadedName: string, format: BibliographyFormat): string {
  const base = baseNameOf(uploadedName);
  return format === 'bibtex' ? `${base}.bib` : `${base}-references.tex`;
}

function errorMessage(occurrence: CiteKeyOccurrence, resolution: Resolution): string | undefined {
  switch (resolution.kind) {
    case 'found':
      return undefined;
    case 'not found':
      return `Reference to ${occurrence.key} not found on line ${occurrence.line}`;
    case 'ambiguous':
      return `Ambiguous reference to ${occurrence.key} on line ${occurrence.line}`;
    case 'invalid':
      return (
        `Invalid citation key ${occurrence.key} on line ${occurrence.line}: ` +
        'citation keys may contain only letters, numbers and the characters - / : , .'
      );
  }
}

/**
 * A key's search: the same parser and SQL as `GET /api/literature` (public view: the Literature collection), or why
 * there is none. A key whose search does not parse is not found.
 */
function searchOf(key: string): { kind: 'search'; where: RawBuilder<boolean> } | Resolution {
  if (!validCiteKey(key)) {
    return { kind: 'invalid' };
  }
  const classified = classifyCiteKey(key);
  if (!classified) {
    return { kind: 'not found' };
  }
  try {
    const where = compileLiteratureQuery(parseLiteratureQuery(classified.query), {
      collections: ['Literature'],
    });
    return { kind: 'search', where };
  } catch (error) {
    if (error instanceof QuerySyntaxError) {
      return { kind: 'not found' };
    }
    throw error;
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/**
 * Every key's resolution, in the order of the keys: up to two hits per key (none: not found; two: ambiguous), found
 * SEARCHES_PER_STATEMENT keys per statement, then the hits of the found keys HITS_PER_STATEMENT at a time.
 */
export async function resolveCiteKeys(
  context: AppContext,
  occurrences: readonly CiteKeyOccurrence[],
): Promise<Resolution[]> {
  const prepared = occurrences.map((occurrence) => searchOf(occurrence.key));
  const searched = prepared.flatMap((search, index) =>
    search.kind === 'search' ? [{ index, where: search.where }] : [],
  );
  const candidates = new Map<number, string[]>();
  for (const batch of chunks(searched, SEARCHES_PER_STATEMENT)) {
    const ids = await findCandidateRecordIds(
      context.db,
      batch.map((item) => item.where),
    );
    for (const [position, item] of batch.entries()) {
      candidates.set(item.index, ids[position] ?? []);
    }
  }
  const foundIds = [...new Set([...candidates.values()].filter((ids) => ids.length === 1).flat())];
  const rows = new Map<string, HitRow>();
  for (const batch of chunks(foundIds, HITS_PER_STATEMENT)) {
    const page = await findHitPage(context.db, {
      collection: 'literature',
      where: [recordIdIn(batch)],
      orderBy: literatureOrderBy('mostrecent', true),
      limit: batch.length,
      offset: 0,
      trimmed: true,
    });
    for (const row of page) {
      rows.set(row.recordId, row);
    }
  }
  return prepared.map((search, index): Resolution => {
    if (search.kind !== 'search') {
      return search;
    }
    const ids = candidates.get(index) ?? [];
    if (ids.length > 1) {
      return { kind: 'ambiguous' };
    }
    const row = ids[0] === undefined ? undefined : rows.get(ids[0]);
    return row ? { kind: 'found', row } : { kind: 'not found' };
  });
}

/**
 * The entries of the found records in the order of first citation, each rendered as the record's own cite format
 * renders it (search/citeFormats.ts) with the author's key in place of the texkey, joined by a blank line.
 */
async function renderEntries(
  context: AppContext,
  format: BibliographyFormat,
  found: readonly { key: string; row: HitRow }[],
): Promise<string> {
  const metadata = found.map(({ row }) => JSON.parse(row.metadataJson) as Record<string, unknown>);
  const linked = linkedRecordsOf(await findRecordSummaries(context.db, linkedRecordKeys(metadata)));
  const citeFormat = CITE_FORMATS[format];
  const today = new Date();
  const entries = found.map(({ key, row }, index) => {
    const paper: CitablePaper = {
      metadata: metadata[index] as LiteratureMetadata,
      citationCount: row.citationCount ?? 0,
    };
    const entry = renderCitations(citeFormat, [paper], linked, context.config.publicUrl, today);
    return replaceEntryKey(entry, format, key);
  });
  return entries.join('\n\n');
}

/**
 * The bibliography of a `.tex` file: its citation keys looked up, the entries rendered in `format`, the file
 * stored under BIBLIOGRAPHY_DIR for BIBLIOGRAPHY_TTL_HOURS, and its download address with a message per key
 * not found, ambiguous or invalid (with the line of its first citation). Nothing found: 400, nothing stored.
 * `search` is the handle the key searches run on (the request's bounded one); the file's row goes to context.db.
 */
export async function generateBibliography(
  context: AppContext,
  upload: { fileName: string; content: Buffer },
  format: BibliographyFormat,
  options: { search?: AppContext; now?: Date } = {},
): Promise<GeneratedBibliography> {
  if (!isTexFileName(upload.fileName)) {
    throw new ApiError(400, MESSAGES.notTex);
  }
  if (upload.content.length > MAX_TEX_BYTES) {
    throw new ApiError(413, MESSAGES.tooBig);
  }
  const occurrences = extractCiteKeys(upload.content.toString('utf8'));
  if (occurrences.length === 0) {
    throw new ApiError(400, MESSAGES.noCitations);
  }
  const resolutions = await resolveCiteKeys(options.search ?? context, occurrences);
  const found: { key: string; row: HitRow }[] = [];
  const errors: { message: string }[] = [];
  occurrences.forEach((occurrence, index) => {
    const resolution = resolutions[index]!;
    if (resolution.kind === 'found') {
      found.push({ key: occurrence.key, row: resolution.row });
      return;
    }
    const message = errorMessage(occurrence, resolution);
    if (message) {
      errors.push({ message });
    }
  });
  if (found.length === 0) {
    throw new ApiError(400, MESSAGES.nothingFound);
  }
  const body = await renderEntries(options.search ?? context, format, found);
  const now = options.now ?? new Date();
  const id = newFileId();
  const fileName = outputFileName(upload.fileName, format);
  const { dir, ttlHours } = context.config.bibliography;
  // The file first: a row never names a file that is not there (a file without a row is swept as an orphan).
  await storeFile(dir, id, fileName, body);
  await insertBibliographyFile(context.db, {
    id,
    fileName,
    contentType: CONTENT_TYPES[format],
    created: now,
    expires: new Date(now.getTime() + ttlHours * 3_600_000),
  });
  return {
    downloadUrl: `${context.config.publicUrl}/api/bibliography-generator/files/${id}/${encodeURIComponent(fileName)}`,
    errors,
  };
}

export interface StoredBibliography {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** A generated file by its address, while it has not expired; undefined for anything else. */
export async function readBibliography(
  context: AppContext,
  id: string,
  fileName: string,
  now: Date = new Date(),
): Promise<StoredBibliography | undefined> {
  if (!isFileId(id)) {
    return undefined;
  }
  const row = await findLiveBibliographyFile(context.db, id, now);
  if (!row || row.fileName !== fileName) {
    return undefined;
  }
  const body = await readStoredFile(context.config.bibliography.dir, id, row.fileName);
  return body ? { fileName: row.fileName, contentType: row.contentType, body } : undefined;
}

/**
 * Removes what has expired at `now`: the rows past their time with their files, and folders with no row that are
 * older than the time to live (a crash between writing the file and its row, or a row another server swept).
 */
export async function sweepBibliographies(
  context: Pick<AppContext, 'db' | 'config'>,
  now: Date = new Date(),
): Promise<number> {
  const { dir, ttlHours } = context.config.bibliography;
  const expired = await deleteExpiredBibliographyFiles(context.db, now);
  const onDisk = await listStoredFiles(dir);
  const withRow = await existingBibliographyFileIds(
    context.db,
    onDisk.map((folder) => folder.id),
  );
  const oldestLive = now.getTime() - ttlHours * 3_600_000;
  const orphans = onDisk.filter(
    (folder) => !withRow.has(folder.id) && folder.modified.getTime() <= oldestLive,
  );
  const removable = new Set([...expired, ...orphans.map((folder) => folder.id)]);
  for (const id of removable) {
    await removeStoredFile(dir, id);
  }
  return removable.size;
}

/** How often the sweep job runs: hourly, or at a tenth of the time to live when that is shorter (at least 1 min). */
export function sweepIntervalMs(ttlHours: number): number {
  return Math.max(60_000, Math.min(3_600_000, (ttlHours * 3_600_000) / 10));
}
