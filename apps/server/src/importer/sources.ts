import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip, gunzipSync } from 'node:zlib';
import { type CollectionName, collectionOfFolderName } from '@parton/records';

/** One candidate record read from a file, with where it came from. */
export interface SourceItem {
  file: string;
  /** 1-based line (JSON Lines) or position in an array. */
  position: number;
  value: unknown;
  /** The collection named by the nearest folder, used when the record has no `$schema`. */
  folderCollection: CollectionName | undefined;
}

/** A file that is not records at all (its problem is reported like a rejected record). */
export interface SourceProblem {
  file: string;
  position: number;
  message: string;
}

export type SourceEntry = { kind: 'item'; item: SourceItem } | { kind: 'problem'; problem: SourceProblem };

// Folder listings that sit beside records in real exports and are not records themselves.
const NOT_RECORD_FILES = new Set(['manifest.json', 'package.json', 'package-lock.json']);
const JSON_LINES_EXTENSIONS = new Set(['.jsonl', '.ndjson']);

function folderCollectionOf(file: string): CollectionName | undefined {
  let folder = dirname(file);
  for (let depth = 0; depth < 4; depth += 1) {
    const collection = collectionOfFolderName(basename(folder));
    if (collection) {
      return collection;
    }
    const parent = dirname(folder);
    if (parent === folder) {
      return undefined;
    }
    folder = parent;
  }
  return undefined;
}

/** Reads records from files and folders (recursively): one record, an array, JSON Lines or a search response. */
export async function* readSources(paths: string[]): AsyncGenerator<SourceEntry> {
  for (const path of paths) {
    yield* readPath(path);
  }
}

async function* readPath(path: string): AsyncGenerator<SourceEntry> {
  const info = await stat(path).catch(() => undefined);
  if (!info) {
    yield { kind: 'problem', problem: { file: path, position: 0, message: 'no such file or folder' } };
    return;
  }
  if (info.isDirectory()) {
    const entries = (await readdir(path, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) {
        yield* readPath(child);
      } else if (isRecordFile(entry.name)) {
        yield* readFileRecords(child);
      }
    }
    return;
  }
  yield* readFileRecords(path);
}

const GZIP_EXTENSION = '.gz';

/** Whether a file is gzipped, by its name (`*.gz`). */
export function isGzip(name: string): boolean {
  return name.toLowerCase().endsWith(GZIP_EXTENSION);
}

/** The extension that says what the file holds, looking through a `.gz` suffix (`x.jsonl.gz` → `.jsonl`). */
function contentExtension(name: string): string {
  const inner = isGzip(name) ? name.slice(0, -GZIP_EXTENSION.length) : name;
  return extname(inner).toLowerCase();
}

function isRecordFile(name: string): boolean {
  const extension = contentExtension(name);
  return (extension === '.json' || JSON_LINES_EXTENSIONS.has(extension)) && !NOT_RECORD_FILES.has(name);
}

async function* readFileRecords(file: string): AsyncGenerator<SourceEntry> {
  const folderCollection = folderCollectionOf(file);
  if (JSON_LINES_EXTENSIONS.has(contentExtension(file))) {
    yield* readJsonLines(file, folderCollection);
    return;
  }
  let text: string;
  try {
    text = isGzip(file) ? gunzipSync(await readFile(file)).toString('utf8') : await readFile(file, 'utf8');
  } catch (error) {
    yield unreadable(file, 0, error);
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not one JSON document: JSON Lines under a .json name.
    yield* readJsonLines(file, folderCollection);
    return;
  }
  let position = 0;
  for (const value of recordsOfDocument(parsed)) {
    position += 1;
    yield { kind: 'item', item: { file, position, value, folderCollection } };
  }
}

/** The records of one JSON document: a record, an array of records, or a search-API response. */
export function recordsOfDocument(document: unknown): unknown[] {
  if (Array.isArray(document)) {
    return document;
  }
  const hits = (document as { hits?: { hits?: unknown } } | null)?.hits?.hits;
  if (Array.isArray(hits)) {
    return hits.map((hit) => (hit as { metadata?: unknown }).metadata ?? hit);
  }
  const metadata = (document as { metadata?: unknown; id?: unknown } | null)?.metadata;
  if (metadata && typeof metadata === 'object' && (document as { id?: unknown }).id !== undefined) {
    return [metadata];
  }
  return [document];
}

function textStream(file: string): Readable {
  if (!isGzip(file)) {
    return createReadStream(file, { encoding: 'utf8' });
  }
  const gunzip = createGunzip();
  // pipe() does not pass a read error on; the gunzip stream's own errors reach the line reader.
  const source = createReadStream(file).on('error', (error) => gunzip.destroy(error));
  return source.pipe(gunzip).setEncoding('utf8');
}

async function* readJsonLines(
  file: string,
  folderCollection: CollectionName | undefined,
): AsyncGenerator<SourceEntry> {
  const lines = createInterface({
    input: textStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let position = 0;
  try {
    for await (const line of lines) {
      position += 1;
      if (line.trim() === '') {
        continue;
      }
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (error) {
        yield {
          kind: 'problem',
          problem: { file, position, message: `not valid JSON: ${(error as Error).message}` },
        };
        continue;
      }
      yield { kind: 'item', item: { file, position, value, folderCollection } };
    }
  } catch (error) {
    // A corrupt or truncated .gz (or an unreadable file): the lines before it were read; the rest is lost.
    yield unreadable(file, position, error);
  }
}

function unreadable(file: string, position: number, error: unknown): SourceEntry {
  const reason = error instanceof Error ? error.message : String(error);
  const where = position > 0 ? ` after line ${position}` : '';
  return { kind: 'problem', problem: { file, position, message: `cannot read the file${where}: ${reason}` } };
}
