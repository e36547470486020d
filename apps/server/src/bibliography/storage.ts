import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The generated files on disk: `<BIBLIOGRAPHY_DIR>/<id>/<file name>`, one folder per bibliography so that the
 * user's own file name can be kept without clashing with anybody else's. Only ids this module made are joined into
 * paths (FILE_ID), and file names are reduced to safe characters before they reach the disk.
 */

/** 32 random bytes in base64url: 43 characters of `A-Z a-z 0-9 - _`. */
const FILE_ID = /^[A-Za-z0-9_-]{43}$/;

/** A new unguessable id: the download address is the only key to the file. */
export function newFileId(): string {
  return randomBytes(32).toString('base64url');
}

export function isFileId(id: string): boolean {
  return FILE_ID.test(id);
}

/**
 * The uploaded file's name without `.tex`, reduced to letters, digits, `.`, `_` and `-` (anything else becomes `_`),
 * at most 100 characters; `bibliography` when nothing is left.
 */
export function baseNameOf(uploadedName: string): string {
  const lastSegment = uploadedName.split(/[\\/]/).at(-1) ?? '';
  const withoutExtension = lastSegment.replace(/\.tex$/i, '');
  const safe = withoutExtension
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^[.]+/, '')
    .slice(0, 100);
  return safe === '' ? 'bibliography' : safe;
}

/** Writes the file under its id's folder; written to a temporary name first, so no reader sees half a file. */
export async function storeFile(dir: string, id: string, fileName: string, content: string): Promise<void> {
  assertFileId(id);
  const folder = join(dir, id);
  await mkdir(folder, { recursive: true });
  const temporary = join(folder, `.${fileName}.partial`);
  await writeFile(temporary, content, 'utf8');
  await rename(temporary, join(folder, fileName));
}

/** The file's bytes, or undefined when this server's folder does not hold it. */
export async function readStoredFile(dir: string, id: string, fileName: string): Promise<Buffer | undefined> {
  assertFileId(id);
  try {
    return await readFile(join(dir, id, fileName));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined;
    }
    throw error;
  }
}

/** Removes a bibliography's folder; a folder already gone is no error. */
export async function removeStoredFile(dir: string, id: string): Promise<void> {
  assertFileId(id);
  await rm(join(dir, id), { recursive: true, force: true });
}

/** The bibliography folders present on disk, with their last change; none when the folder does not exist yet. */
export async function listStoredFiles(dir: string): Promise<{ id: string; modified: Date }[]> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return [];
    }
    throw error;
  }
  const folders = await Promise.all(
    entries.filter(isFileId).map(async (id) => {
      const info = await stat(join(dir, id)).catch(() => undefined);
      return info?.isDirectory() ? { id, modified: info.mtime } : undefined;
    }),
  );
  return folders.filter((folder) => folder !== undefined);
}

function assertFileId(id: string): void {
  if (!isFileId(id)) {
    throw new Error(`Not a bibliography file id: ${JSON.stringify(id)}`);
  }
}
