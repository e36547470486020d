/**
 * Reference text a submitter pasted (one reference per line) read into record `references[]` entries — the part
 * of the reference's refextract step (facts §3.11 step 9) our matcher can use: arXiv ids, DOIs and
 * "Journal Volume (Year) Page" citations. Pure: no database (linking is in index.ts).
 */

export interface ParsedPublicationInfo {
  journal_title: string;
  journal_volume: string;
  page_start: string;
  year: number;
}

/** `[12]`, `[Ab12]`, `12.` or `12)` at the start of a line. */
const LABEL = /^\s*(?:\[([^\]\s]{1,20})\]|(\d{1,4})[.)](?=\s))\s*/;

/** New-style arXiv ids (`1207.7214`, `2401.01234v2`), with or without `arXiv:`; the month must be 01–12. */
const ARXIV_NEW = /(?:arxiv:\s*)?(?<![\w./])(\d{2}(?:0[1-9]|1[0-2])\.\d{4,5})(?:v\d+)?(?![\w/]|\.\d)/gi;
/** Old-style ids (`hep-th/9901001`, `math.AG/0101001`), with or without `arXiv:`. */
const ARXIV_OLD = /(?:arxiv:\s*)?(?<![\w./-])([a-z]+(?:-[a-z]+)?(?:\.[a-z]{2})?\/\d{7})(?:v\d+)?(?!\w)/gi;
/** DOIs, bare or as `doi:` / resolver URLs. */
const DOI = /(?<![\w/.])(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)?(10\.\d{4,9}\/[^\s,;"<>]+)/gi;

/**
 * A journal word: one capital and its lower-case run (`Phys.`, `Rev`; `JHEP` reads as four one-letter words) or a
 * lower-case connector (`Journal of Physics`). A word never ends where the next could start, so a title splits into
 * words one way only: a looser word (`[A-Z][A-Za-z]*`) lets a run of capitals split in 2^n ways, and a line that is
 * no citation then takes exponential time to refuse.
 */
const JOURNAL_WORD = String.raw`(?:[A-Z][a-z]*\.?|(?:of|and|the|de|in|für)(?=\s))`;
const JOURNAL_TITLE = String.raw`(${JOURNAL_WORD}(?:\s*${JOURNAL_WORD})*)`;
/** `Phys. Rev. D 98 (2018) 030001`, `Phys.Lett.B 716 (2012) 1`, `JHEP 01 (2019) 123`. */
const VOLUME_YEAR_PAGE = new RegExp(
  String.raw`${JOURNAL_TITLE}\s*,?\s*(\d{1,5})\s*\(((?:19|20)\d{2})\)\s*,?\s*(?:p\.\s*)?([A-Za-z]?\d{1,7}[A-Za-z]?)(?![\w.])`,
);
/** `Phys. Rev. Lett. 19, 1264 (1967)`, `Phys. Rev. D 98, 030001 (2018)`. */
const VOLUME_PAGE_YEAR = new RegExp(
  String.raw`${JOURNAL_TITLE}\s*,?\s*(\d{1,5})\s*,\s*(?:p\.\s*)?([A-Za-z]?\d{1,7}[A-Za-z]?)(?:\s*[-–]\s*\d+)?\s*\(((?:19|20)\d{2})\)`,
);

/** `Phys. Rev. D` → `Phys.Rev.D`, the short form references carry; `JHEP` stays. */
function compactJournalTitle(title: string): string {
  return title.trim().replace(/\.\s+/g, '.').replace(/\s+/g, ' ');
}

/**
 * The first "Journal Volume (Year) Page" or "Journal Volume, Page (Year)" citation in a text, with the span it
 * covers; undefined when there is none. Also reads arXiv's `journal-ref` on import.
 */
export function findPublicationInfo(
  text: string,
): { info: ParsedPublicationInfo; index: number; length: number } | undefined {
  const yearFirst = VOLUME_YEAR_PAGE.exec(text);
  const pageFirst = VOLUME_PAGE_YEAR.exec(text);
  const pick = [yearFirst, pageFirst]
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((left, right) => left.index - right.index)[0];
  if (!pick) {
    return undefined;
  }
  const [, title, volume, second, third] = pick;
  const journalTitle = compactJournalTitle(title!);
  if (!/[A-Za-z]{2}/.test(journalTitle)) {
    return undefined;
  }
  const isYearFirst = pick === yearFirst;
  return {
    info: {
      journal_title: journalTitle,
      journal_volume: volume!,
      page_start: isYearFirst ? third! : second!,
      year: Number(isYearFirst ? second : third),
    },
    index: pick.index,
    length: pick[0].length,
  };
}

/** A DOI as matched, without the sentence punctuation or unbalanced closing bracket that followed it. */
function trimDoi(doi: string): string {
  let trimmed = doi.replace(/[.,;:]+$/, '');
  while (trimmed.endsWith(')') && (trimmed.match(/\(/g)?.length ?? 0) < (trimmed.match(/\)/g)?.length ?? 0)) {
    trimmed = trimmed.slice(0, -1).replace(/[.,;:]+$/, '');
  }
  return trimmed;
}

/** What is left of a line once its identifiers are taken out: kept as `misc` when it says something. */
function leftover(text: string): string | undefined {
  const cleaned = text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:.]+|[\s,;:]+$/g, '')
    .trim();
  return /[\p{L}\p{N}]/u.test(cleaned) ? cleaned : undefined;
}

/** One pasted line → one `references[]` entry (without a link). */
export function parseReferenceLine(line: string): Record<string, unknown> {
  const rawLine = line.trim();
  const reference: Record<string, unknown> = {};
  let rest = rawLine;
  const label = LABEL.exec(rest);
  if (label) {
    reference.label = label[1] ?? label[2];
    rest = rest.slice(label[0].length);
  }
  const dois: string[] = [];
  rest = rest.replace(DOI, (_match, doi: string) => {
    const value = trimDoi(doi);
    if (!dois.includes(value)) {
      dois.push(value);
    }
    // Keep what the trimming gave back (a closing bracket, a full stop) in the text.
    return ` ${doi.slice(value.length)} `;
  });
  let arxivEprint: string | undefined;
  for (const pattern of [ARXIV_NEW, ARXIV_OLD]) {
    rest = rest.replace(pattern, (match, id: string) => {
      if (arxivEprint !== undefined) {
        return match;
      }
      arxivEprint = id;
      return ' ';
    });
  }
  if (arxivEprint !== undefined) {
    reference.arxiv_eprint = arxivEprint;
  }
  if (dois.length > 0) {
    reference.dois = dois;
  }
  const publication = findPublicationInfo(rest);
  if (publication) {
    reference.publication_info = publication.info;
    rest = `${rest.slice(0, publication.index)} ${rest.slice(publication.index + publication.length)}`;
  }
  const misc = leftover(rest.replace(/\barxiv\b:?/gi, ' '));
  if (misc) {
    reference.misc = [misc];
  }
  return {
    reference,
    raw_refs: [{ schema: 'text', value: rawLine, source: 'submitter' }],
  };
}

/** Pasted reference text, one reference per non-empty line, as record `references[]` entries. */
export function parseReferenceText(text: string): Record<string, unknown>[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map(parseReferenceLine);
}
