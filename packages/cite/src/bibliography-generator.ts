import type { CiteFormat } from '@parton/records';

/** Output formats of the bibliography generator (`?format=`; note the underscores). */
export const BIBLIOGRAPHY_FORMATS = ['bibtex', 'latex_eu', 'latex_us'] as const;
export type BibliographyFormat = (typeof BIBLIOGRAPHY_FORMATS)[number];

export interface CiteKeyOccurrence {
  key: string;
  /** 1-based line of the first `\cite` naming the key. */
  line: number;
}

export type CiteKeyKind = 'doi' | 'bibcode' | 'texkey' | 'eprint' | 'journal' | 'report';

export interface CiteKeyQuery {
  kind: CiteKeyKind;
  /** The literature search that finds the cited record, e.g. `texkey:"Smith:2019abc"`. */
  query: string;
}

/**
 * A TeX comment runs from the first `%` that is not escaped as `\%` to the end of the line. A `%` after an even
 * number of backslashes (`\\%`: a line break, then a comment) is a comment; after an odd number it is a percent sign.
 */
const COMMENT = /(?<=(?:^|[^\\])(?:\\\\)*)%.*$/;
/**
 * `\cite`, `\citep`, `\citet*`, `\nocite`, `\parencite`…, with up to two optional arguments before the keys. The
 * key list holds no backslash or brace, and an optional argument no bracket and at most 300 characters: an unclosed
 * `\cite{` or `\cite[` then stops at the next command instead of scanning the rest of a 10 MB file at every one.
 */
const CITE_COMMAND =
  /\\(?:no|paren|text|auto|foot|super|full|smart)?[cC]ite[a-zA-Z]*\*?\s*(?:\[[^[\]]{0,300}\]\s*){0,2}\{([^{}\\]*)\}/g;
/** `#1` … `#99`: macro parameters inside a `\newcommand` body, not citations. */
const MACRO_PARAMETER = /^#\d{1,2}$/;
const VALID_CITE_KEY = /^[A-Za-z0-9\-/:,.]+$/;

/** The citation keys of a LaTeX source in order of first citation, each with the line it is first cited on. */
export function extractCiteKeys(texSource: string): CiteKeyOccurrence[] {
  const lines = texSource.split(/\r\n|\r|\n/).map((line) => line.replace(COMMENT, ''));
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  const text = lines.join('\n');
  const occurrences: CiteKeyOccurrence[] = [];
  const seen = new Set<string>();
  let lineIndex = 0;
  for (const match of text.matchAll(CITE_COMMAND)) {
    while (lineIndex + 1 < lineStarts.length && (lineStarts[lineIndex + 1] ?? 0) <= match.index) {
      lineIndex += 1;
    }
    for (const rawKey of (match[1] ?? '').split(',')) {
      const key = rawKey.replace(/\s/g, '');
      if (key === '' || key === '*' || MACRO_PARAMETER.test(key) || seen.has(key)) {
        continue;
      }
      seen.add(key);
      occurrences.push({ key, line: lineIndex + 1 });
    }
  }
  return occurrences;
}

/** Whether a citation key holds only letters, digits and `- / : , .` (keys with anything else are not looked up). */
export function validCiteKey(key: string): boolean {
  return VALID_CITE_KEY.test(key);
}

/**
 * `keyword:"value"`: quoted, so that the value is read whole. Unquoted, the search language reads `texkey:H1:2001hmf`
 * or `texkey:Du:2014xyg` as a second keyword (`du` is the update date) and refuses the query. A valid key holds no
 * quote, so quoting never changes it.
 */
function search(keyword: string, value: string): string {
  return `${keyword}:"${value}"`;
}

/** A DOI: `10.`, a registrant code of digits (`10.1103`, `10.1000.10`), a slash and a suffix. */
const DOI = /^10\.\d{4,9}(?:\.\d+)*\/\S+$/;

/**
 * What a citation key is and the search that resolves it: DOI, ADS bibcode, texkey, arXiv identifier, journal
 * reference (`Phys.Rev.D.88.034505` → `j:"Phys.Rev.D,88,034505"`) or report number; undefined for anything else.
 * The DOI comes first (the reference has no DOI kind): `10.1103/PhysRevD.88.034505` would otherwise pass for an
 * arXiv identifier or a journal reference.
 */
export function classifyCiteKey(key: string): CiteKeyQuery | undefined {
  if (DOI.test(key)) {
    return { kind: 'doi', query: search('doi', key) };
  }
  if (/^\d{4}[\w.&]{15}$/.test(key)) {
    return { kind: 'bibcode', query: search('external_system_identifiers.value', key) };
  }
  if (/:\d{4}\w{2}/.test(key)) {
    return { kind: 'texkey', query: search('texkey', key) };
  }
  if (/\/\d{7}/.test(key) || /\d{4}\.\d{4,5}/.test(key)) {
    return { kind: 'eprint', query: search('eprint', key) };
  }
  if (/\w\.\w+\.\w/.test(key)) {
    return { kind: 'journal', query: search('j', journalSearch(key)) };
  }
  if (/\w-\w/.test(key)) {
    return { kind: 'report', query: search('r', key) };
  }
  return undefined;
}

/**
 * A journal-reference key as the `j` search's `title,volume,page`: the last two dot-separated parts are the volume
 * and the page, the rest the title (`Phys.Rev.D.88.034505` → `Phys.Rev.D,88,034505`). The reference turns every dot
 * into a comma (`Phys,Rev,D,88,034505`), which our journal search reads as title `Phys`, volume `Rev`: no hit.
 */
function journalSearch(key: string): string {
  const parts = key.split('.');
  const page = parts.pop() ?? '';
  const volume = parts.pop() ?? '';
  return [parts.join('.'), volume, page].join(',');
}

const BIBTEX_ENTRY_KEY = /^(@[A-Za-z]+\{)[^,\n]*/;
const LATEX_CITE_KEY = /^(%\\cite\{)[^}\n]*(\})/m;
const LATEX_BIBITEM_KEY = /^(\\bibitem\{)[^}\n]*(\})/m;

/** Puts the author's own citation key into a rendered entry in place of the record's texkey. */
export function replaceEntryKey(
  renderedEntry: string,
  format: BibliographyFormat | Exclude<CiteFormat, 'cv'>,
  userKey: string,
): string {
  if (format === 'bibtex') {
    return renderedEntry.replace(BIBTEX_ENTRY_KEY, (_match, opening: string) => `${opening}${userKey}`);
  }
  return renderedEntry
    .replace(LATEX_CITE_KEY, (_match, opening: string, closing: string) => `${opening}${userKey}${closing}`)
    .replace(
      LATEX_BIBITEM_KEY,
      (_match, opening: string, closing: string) => `${opening}${userKey}${closing}`,
    );
}
