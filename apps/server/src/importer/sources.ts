import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { createGunzip } from 'node:zlib';
import { type CollectionName, collectionOfFolderName } from '@parton/records';
import { findReplacementCharacter, locateJsonSyntaxError, RECORD_PATH } from './jsonProblems';
import { DEFAULT_MAX_LINE_BYTES, type DecodedText, decodeUtf8, lineAndColumnOf, splitLines } from './lines';

/** One candidate record read from a file, with where it came from. */
export interface SourceItem {
  file: string;
  /** 1-based line (JSON Lines) or position in an array. */
  position: number;
  value: unknown;
  /** The collection named by the nearest folder, used when the record has no `$schema`. */
  folderCollection: CollectionName | undefined;
}

/** A file or line that is not records at all (its problem is reported like a rejected record). */
export interface SourceProblem {
  file: string;
  /** The line (0: the file as a whole). */
  position: number;
  /** The field path when one is known (`titles.0.title`), else `(line)`, `(record)` or `(file)`. */
  path: string;
  /** When the line could still be read far enough to tell. */
  controlNumber?: number | undefined;
  message: string;
}

/** The path of a problem with a line as a whole (too long, not JSON at all). */
export const LINE_PATH = '(line)';

export interface SourceOptions {
  /** Lines (and whole-file JSON documents) longer than this are rejected unread; default 50 MB. */
  maxLineBytes?: number;
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
export async function* readSources(
  paths: string[],
  options: SourceOptions = {},
): AsyncGenerator<SourceEntry> {
  const maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  for (const path of paths) {
    yield* readPath(path, maxLineBytes);
  }
}

async function* readPath(path: string, maxLineBytes: number): AsyncGenerator<SourceEntry> {
  const info = await stat(path).catch(() => undefined);
  if (!info) {
    yield {
      kind: 'problem',
      problem: { file: path, position: 0, path: '(file)', message: 'no such file or folder' },
    };
    return;
  }
  if (info.isDirectory()) {
    const entries = (await readdir(path, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) {
        yield* readPath(child, maxLineBytes);
      } else if (isRecordFile(entry.name)) {
        yield* readFileRecords(child, maxLineBytes);
      }
    }
    return;
  }
  yield* readFileRecords(path, maxLineBytes);
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

async function* readFileRecords(file: string, maxLineBytes: number): AsyncGenerator<SourceEntry> {
  const reader: FileReader = { file, folderCollection: folderCollectionOf(file), maxLineBytes };
  if (JSON_LINES_EXTENSIONS.has(contentExtension(file))) {
    yield* readJsonLines(reader, byteChunks(file), false);
    return;
  }
  yield* readJsonFile(reader, byteChunks(file));
}

interface FileReader {
  file: string;
  folderCollection: CollectionName | undefined;
  maxLineBytes: number;
}

/**
 * A `.json` file: one document (a record, an array, a search response) read whole — it counts as one line for
 * the size limit — or JSON Lines under a .json name. A file over the limit can only be JSON Lines.
 */
async function* readJsonFile(reader: FileReader, chunks: AsyncIterable<Buffer>): AsyncGenerator<SourceEntry> {
  const { file, folderCollection, maxLineBytes } = reader;
  const iterator = chunks[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let size = 0;
  try {
    while (size <= maxLineBytes) {
      const next = await iterator.next();
      if (next.done) {
        break;
      }
      head.push(next.value);
      size += next.value.length;
    }
  } catch (error) {
    yield unreadable(file, 0, error);
    return;
  }
  if (size > maxLineBytes) {
    yield* readJsonLines(reader, resumeChunks(head, iterator), true);
    return;
  }
  const bytes = Buffer.concat(head, size);
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) {
    const { line, column } = lineAndColumnOf(bytes, decoded.offset);
    yield invalidUtf8(
      file,
      line,
      decoded,
      `line ${line}, byte ${column}: the file (one JSON document) was not read`,
    );
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(decoded.text);
  } catch (error) {
    const firstLine = decoded.text.split('\n').find((line) => line.trim() !== '') ?? '';
    if (!startsMultilineDocument(firstLine)) {
      // Not one JSON document: JSON Lines under a .json name.
      yield* readJsonLines(reader, [bytes], false);
      return;
    }
    const located = locateJsonSyntaxError(decoded.text);
    const line = located ? lineOfOffset(decoded.text, located.offset) : 0;
    yield {
      kind: 'problem',
      problem: {
        file,
        position: line,
        path: located?.path ?? RECORD_PATH,
        message: `not valid JSON (line ${line}): ${(error as Error).message}`,
      },
    };
    return;
  }
  let position = 0;
  for (const value of recordsOfDocument(parsed)) {
    position += 1;
    yield { kind: 'item', item: { file, position, value, folderCollection } };
  }
}

/** Whether a first line opens a JSON value it does not close (a pretty-printed document), not a broken line. */
function startsMultilineDocument(line: string): boolean {
  const trimmed = line.trimEnd();
  return trimmed !== '' && locateJsonSyntaxError(trimmed)?.offset === trimmed.length;
}

function lineOfOffset(text: string, offset: number): number {
  let line = 1;
  for (
    let index = text.indexOf('\n');
    index !== -1 && index < offset;
    index = text.indexOf('\n', index + 1)
  ) {
    line += 1;
  }
  return line;
}

/** The chunks already read, then the rest of the stream (closed when the reader stops early). */
async function* resumeChunks(head: Buffer[], rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  try {
    yield* head;
    for (;;) {
      const next = await rest.next();
      if (next.done) {
        return;
      }
      yield next.value;
    }
  } finally {
    await rest.return?.();
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

/** The file's bytes, gunzipped when it is named *.gz. */
function byteChunks(file: string): AsyncIterable<Buffer> {
  if (!isGzip(file)) {
    return createReadStream(file);
  }
  const gunzip = createGunzip();
  // pipe() does not pass a read error on; the gunzip stream's own errors reach the reader.
  const source = createReadStream(file).on('error', (error) => gunzip.destroy(error));
  return source.pipe(gunzip);
}

/**
 * JSON Lines, one record a line, cut from bytes: each line is decoded strictly (invalid UTF-8 is a rejection)
 * and a line over the limit is skipped unread. `fromJsonFile`: a .json file too large to be read whole — when
 * its first line opens a multi-line document, that document is refused as a whole instead of line by line.
 */
async function* readJsonLines(
  reader: FileReader,
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  fromJsonFile: boolean,
): AsyncGenerator<SourceEntry> {
  const { file, folderCollection, maxLineBytes } = reader;
  let position = 0;
  let firstLine = true;
  try {
    for await (const event of splitLines(chunks, maxLineBytes)) {
      position = event.number;
      if (event.kind === 'tooLong') {
        firstLine = false;
        const whole = fromJsonFile ? ' (a whole-file JSON document counts as one line)' : '';
        yield {
          kind: 'problem',
          problem: {
            file,
            position,
            path: LINE_PATH,
            message: `line of ${event.bytes} bytes, over the limit of ${maxLineBytes} (--max-line-bytes): not read${whole}`,
          },
        };
        continue;
      }
      const decoded = decodeUtf8(event.bytes);
      if (!decoded.ok) {
        firstLine = false;
        yield invalidUtf8(file, position, decoded, `byte ${decoded.offset + 1} of the line`);
        continue;
      }
      const line = decoded.text;
      if (line.trim() === '') {
        continue;
      }
      if (firstLine && fromJsonFile && startsMultilineDocument(line)) {
        yield {
          kind: 'problem',
          problem: {
            file,
            position: 0,
            path: '(file)',
            message:
              `one JSON document of more than ${maxLineBytes} bytes (--max-line-bytes): not read; ` +
              "write it as JSON Lines (one record a line, e.g. jq -c '.[]') or raise the limit",
          },
        };
        return;
      }
      firstLine = false;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (error) {
        yield {
          kind: 'problem',
          problem: {
            file,
            position,
            path: locateJsonSyntaxError(line)?.path ?? LINE_PATH,
            message: `not valid JSON: ${(error as Error).message}`,
          },
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

/** Invalid UTF-8: the field that holds it is found in a lossy decoding (where U+FFFD replaced the bytes). */
function invalidUtf8(
  file: string,
  position: number,
  decoded: Extract<DecodedText, { ok: false }>,
  where: string,
): SourceEntry {
  let value: unknown;
  try {
    value = JSON.parse(decoded.lossyText);
  } catch {
    value = undefined;
  }
  const controlNumber = (value as { control_number?: unknown } | undefined)?.control_number;
  return {
    kind: 'problem',
    problem: {
      file,
      position,
      path: (value === undefined ? undefined : findReplacementCharacter(value)) ?? LINE_PATH,
      controlNumber: typeof controlNumber === 'number' ? controlNumber : undefined,
      message: `invalid UTF-8 at ${where}`,
    },
  };
}

function unreadable(file: string, position: number, error: unknown): SourceEntry {
  const reason = error instanceof Error ? error.message : String(error);
  const where = position > 0 ? ` after line ${position}` : '';
  return {
    kind: 'problem',
    problem: { file, position, path: '(file)', message: `cannot read the file${where}: ${reason}` },
  };
}
