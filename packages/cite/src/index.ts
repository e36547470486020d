/** Citation formats of literature records (BibTeX, LaTeX EU/US, CV HTML), texkeys and the bibliography generator. */

export {
  /** Output formats of the bibliography generator: `bibtex`, `latex_eu`, `latex_us`. */
  BIBLIOGRAPHY_FORMATS,
  /** A format of the bibliography generator. */
  type BibliographyFormat,
  /** The kind of a citation key: bibcode, texkey, eprint, journal or report. */
  type CiteKeyKind,
  /** A citation key and the 1-based line of its first citation. */
  type CiteKeyOccurrence,
  /** The kind of a citation key and the literature search that resolves it. */
  type CiteKeyQuery,
  /** Classifies a citation key and builds its search (`texkey:…`, `eprint:…`, `j:…`, `r:…`). */
  classifyCiteKey,
  /** Citation keys of a LaTeX source, in order of first citation, with their line. */
  extractCiteKeys,
  /** Puts the author's citation key into a rendered BibTeX or LaTeX entry. */
  replaceEntryKey,
  /** Whether a citation key holds only letters, digits and `- / : , .`. */
  validCiteKey,
} from './bibliography-generator';
export {
  /** A BibTeX entry type. */
  type BibtexEntryType,
  /** Options of toBibtex: the resolved parent record. */
  type BibtexOptions,
  /** The BibTeX entry type of a record (`article` wins). */
  bibtexEntryType,
  /** The parts of a parent record (conference or book) that BibTeX prints: title and editors. */
  type ParentRecord,
  /** Renders a literature record as a BibTeX entry (or the reference's failure comment). */
  toBibtex,
} from './bibtex';
export {
  /** Options of toCvHtml: the site's public base URL. */
  type CvOptions,
  /** Renders records as the CV HTML document. */
  toCvHtml,
} from './cv';
export {
  /** Options of toLatex: citation count, date and product name of the last line. */
  type LatexOptions,
  /** The LaTeX style: `eu` or `us`. */
  type LatexStyle,
  /** Renders a literature record as a LaTeX `\bibitem` in the EU or US style. */
  toLatex,
} from './latex';
export {
  /** Options of latexEncode: keep `$…$` maths. */
  type LatexEncodeOptions,
  /** LaTeX-encodes text as pylatexenc does. */
  latexEncode,
} from './latex-encode';
/** MARCXML (MARC21 slim) of literature records for CDS, and a strict reader of it (marcxml.ts). */
export * from './marcxml';
export {
  /** Joins BibTeX entries of a search export with `\n`. */
  joinBibtex,
  /** Joins LaTeX entries of a search export with a blank line. */
  joinLatex,
} from './search-export';
export {
  /** Builds a new texkey `{first}:{year}{abc}` with an injected random part. */
  generateTexkey,
  /** Whether a record needs a new texkey. */
  needsNewTexkey,
  /** Three random lowercase letters for generateTexkey. */
  randomTexkeySuffix,
  /** The `first:year` part of a record's texkey. */
  texkeyPrefix,
} from './texkey';
