import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MARCXML_CONTENT_TYPE } from '@parton/cite';
import type { CdsExportSettings } from '../config';

/** Where the export to CDS puts one record's MARCXML: an HTTP endpoint (CDS_EXPORT_URL) or a folder. */
export interface CdsTarget {
  /** For logs: the URL or the folder. */
  readonly description: string;
  /** Delivers one record's document; answers where it went (the URL, or the file). Throws when refused. */
  deliver(controlNumber: number, marcxml: string): Promise<string>;
}

/** How much of a refusing endpoint's answer is kept with the failure. */
const ERROR_BODY_CHARS = 300;

/** One POST per record (Content-Type application/marcxml+xml); any answer but 2xx is a failure. */
function httpTarget(url: string, timeoutMs: number): CdsTarget {
  return {
    description: url,
    async deliver(_controlNumber, marcxml) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': `${MARCXML_CONTENT_TYPE}; charset=utf-8` },
        body: marcxml,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = await response.text();
      if (!response.ok) {
        throw new Error(
          `CDS_EXPORT_URL answered ${response.status}${answer ? `: ${answer.slice(0, ERROR_BODY_CHARS)}` : ''}`,
        );
      }
      return url;
    },
  };
}

/**
 * `<dir>/<control number>.xml`, replaced whole: written beside it first, then renamed, so a reader never sees
 * half a file.
 */
function folderTarget(dir: string): CdsTarget {
  return {
    description: dir,
    async deliver(controlNumber, marcxml) {
      await mkdir(dir, { recursive: true });
      const path = join(dir, `${controlNumber}.xml`);
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, marcxml, 'utf8');
      await rename(partial, path);
      return path;
    },
  };
}

export function cdsTarget(settings: CdsExportSettings): CdsTarget {
  return settings.url ? httpTarget(settings.url, settings.timeoutMs) : folderTarget(settings.dir);
}
