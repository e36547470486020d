import { CITE_FORMATS, type CiteFormat } from '@parton/records';
import { browserStorage } from '../common/storage';
import type { CurrentUser } from './api';

const CITE_FORMAT_KEY = 'parton.preferredCiteFormat';
const DEFAULT_CITE_FORMAT: CiteFormat = 'bibtex';

export function isCiteFormat(value: unknown): value is CiteFormat {
  return typeof value === 'string' && Object.hasOwn(CITE_FORMATS, value);
}

/** Accounts store the format as its MIME type (`application/x-bibtex`); the UI works with its name. */
export function citeFormatOf(value: unknown): CiteFormat | undefined {
  if (isCiteFormat(value)) {
    return value;
  }
  return (Object.keys(CITE_FORMATS) as CiteFormat[]).find((format) => CITE_FORMATS[format].mime === value);
}

/** The account's saved format when logged in, else the one this browser remembers, else BibTeX. */
export function readPreferredCiteFormat(user: CurrentUser | null): CiteFormat {
  return (
    citeFormatOf(user?.preferences.preferred_cite_format) ??
    citeFormatOf(browserStorage.read(CITE_FORMAT_KEY)) ??
    DEFAULT_CITE_FORMAT
  );
}

export function rememberCiteFormat(format: CiteFormat): void {
  browserStorage.write(CITE_FORMAT_KEY, format);
}
