/**
 * What the server answers to `GET /api/{collection}/{id}` for the web app (UI JSON), for generated records and,
 * when ../shared holds them, every real demo record: produced by the server's own presenter in a child process
 * (apps/server/src/testing/presented), so that the page tests render what runs, not raw record files.
 */
export interface PresentedRecord {
  name: string;
  controlNumber: number;
  /** The server's answer, as text. */
  body: string;
}

export interface PresentedCollection {
  generated: PresentedRecord[];
  demo: PresentedRecord[];
  /** Why the real demo records of this collection are not there (undefined when they are). */
  demoMissing: string | undefined;
}

interface PresentedCache {
  presentedRecords(collection: string): Promise<PresentedCollection>;
}

/**
 * The server-side module, imported through a computed path: the web project carries no Node types, and the
 * module (Node's fs, child_process) must not be type-checked or bundled as web code.
 */
function cacheModulePath(): string {
  // Under jsdom `import.meta.url` is an http URL; vitest still gives the file's folder.
  const folder = (import.meta as { dirname?: string }).dirname;
  if (!folder) {
    throw new Error('presented records are read in vitest only (import.meta.dirname is missing)');
  }
  return `${folder}/../../../../server/src/testing/presented/cache.ts`;
}

export async function readPresentedRecords(collection: string): Promise<PresentedCollection> {
  const cache = (await import(/* @vite-ignore */ cacheModulePath())) as PresentedCache;
  return cache.presentedRecords(collection);
}
