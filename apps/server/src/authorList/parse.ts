/**
 * The author-list parser of the catalogers' tool (facts submissions-backoffice.md §7): plain text in, authors with
 * their raw affiliations, ORCIDs and e-mails out, plus the warnings of the reference word for word. Pure and
 * linear in the length of the text (collaboration lists of 3,000 authors are normal): every step is one pass over
 * the characters or the words, and no regular expression can backtrack over a long run.
 *
 * Input: block 1 the names (separated by commas, new lines, "and" or affiliation ids), an empty line, block 2 one
 * affiliation per line, each led by its id (digits, lower-case letters or one symbol), or an id alone on its line
 * with the text on the following lines.
 */

/** A failure that makes the whole list unreadable: the API answers 400 with this message. */
export class AuthorListError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthorListError';
  }
}

export const AUTHOR_LIST_ERRORS = {
  tooManyBlocks: 'Authors grouped by affiliation? - Comming soon.Or too many empty lines.',
  badAffiliationList: 'Something is wrong with the affiliation list',
  /** Followed by the ids found, as a Python list (`['E', '2']`). */
  unknownAffiliationType: 'Cannot identify type of affiliation(s), found IDs: ',
} as const;

export const AUTHOR_LIST_WARNINGS = {
  noAffiliations: 'Found no affiliations (empty line needed)',
  symbolIds: 'CAUTION! Using symbols (# and stuff) as aff-IDs.',
  withoutFirstName: (name: string) => `Author without firstname: ${name}`,
  unresolvedId: (name: string, id: string) =>
    `Unresolved aff-ID or stray footnote symbol. Problematic author and aff-id: ${name} ${id}`,
  partOfName: (word: string, context: string) =>
    `Is this part of a name or missing aff-id? "${word}" in ${context}`,
  withoutAffiliationId: (name: string) => `Author without affiliation-id. Problematic author: ${name}`,
  unusedIds: (ids: readonly string[]) => `Unused affiliation-IDs: ${pythonList(ids)}`,
} as const;

/** One author as typed: the name words joined ("F.M. Otherlastname"), not yet in the INSPIRE "Last, First" form. */
export interface ParsedAuthor {
  typedName: string;
  rawAffiliations: string[];
  orcids: string[];
  emails: string[];
}

export interface ParsedAuthorList {
  authors: ParsedAuthor[];
  warnings: string[];
}

type IdType = 'alpha' | 'digit' | 'symbol';

/** The reference prints id lists as Python does: `['1', 'a']`. */
function pythonList(values: readonly string[]): string {
  return `[${values.map((value) => `'${value}'`).join(', ')}]`;
}

// Hyphen look-alikes (minus sign, en dash, small and full-width hyphen-minus, combining strokes, soft hyphen).
const HYPHEN_VARIANTS = /\u00AD|\u02D7|\u0335|\u0336|\u2010|\u2011|\u2012|\u2013|\u2212|\uFE63|\uFF0D/g;
// Non-breaking and other typographic spaces become plain spaces; zero-width characters go.
const SPACE_VARIANTS = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

const ORCID = /^(?:orcid:)?(\d{4}-\d{4}-\d{4}-\d{3}[0-9X])$/i;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** Normalises what pasting from PDFs and word processors brings: `\r`, hyphen and space variants, composed accents. */
export function normalizeAuthorListText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r/g, '')
    .replace(HYPHEN_VARIANTS, '-')
    .replace(SPACE_VARIANTS, ' ')
    .replace(ZERO_WIDTH, '');
}

function isLetter(char: string): boolean {
  return /\p{L}/u.test(char);
}

function isDigit(char: string): boolean {
  return char >= '0' && char <= '9';
}

/** A word character as Python's `\w`: letters, digits, underscore (and combining marks, part of the letter before). */
function isWordChar(char: string): boolean {
  return char === '_' || /[\p{L}\p{N}\p{M}]/u.test(char);
}

/** A character that may make up an affiliation id in the author block: a digit or a symbol other than `,.'-`. */
function isKeyChar(char: string): boolean {
  return isDigit(char) || (!isWordChar(char) && !",.'-".includes(char) && !/\s/.test(char));
}

/** `†1`, `12`, `*$`: a word made only of digits and symbols (not `.`, `'` or `-`) can only be ids. */
function isPotentialKey(word: string): boolean {
  for (const char of word) {
    if (!isDigit(char) && (isWordChar(char) || ".'-".includes(char))) {
      return false;
    }
  }
  return word.length > 0;
}

function isOrcidOrEmail(word: string): boolean {
  return ORCID.test(word) || EMAIL.test(word);
}

/**
 * Splits the author block into words, commas and ids: `Durães1,2 and F.S. Navarra2` →
 * `Durães 1 , 2 , F.S. Navarra 2`. An id is split off a name where a run of digits and symbols ends the chunk,
 * and at every digit run inside it (`Bohr2`, `Ali†1`). ORCIDs and e-mails stay whole.
 */
export function authorBlockWords(text: string): string[] {
  const words: string[] = [];
  const chunks = text
    .replace(/\sand\s/g, ' , ')
    .replace(/[\n,]/g, ' , ')
    .split(/\s+/);
  for (const chunk of chunks) {
    if (chunk === '') {
      continue;
    }
    if (chunk === ',' || isOrcidOrEmail(chunk)) {
      words.push(chunk);
      continue;
    }
    splitChunk(chunk, words);
  }
  return words;
}

function splitChunk(chunk: string, words: string[]): void {
  const chars = Array.from(chunk);
  // Where the trailing run of id characters starts (chars.length when the chunk ends in a letter or `.`).
  let suffixStart = chars.length;
  while (suffixStart > 0 && isKeyChar(chars[suffixStart - 1] as string)) {
    suffixStart -= 1;
  }
  let current = '';
  for (let index = 0; index < suffixStart; index++) {
    const char = chars[index] as string;
    const startsDigitRun = isDigit(char) && (index === 0 || !isDigit(chars[index - 1] as string));
    if (startsDigitRun && current !== '') {
      words.push(current);
      current = '';
    }
    current += char;
  }
  if (current !== '') {
    words.push(current);
  }
  if (suffixStart < chars.length) {
    words.push(chars.slice(suffixStart).join(''));
  }
}

/** `*12%$` → `*`, `%`, `$`, `12`: the symbols one by one, then what is between them. */
function splitId(word: string): string[] {
  const symbols: string[] = [];
  const rest: string[] = [];
  let current = '';
  for (const char of word) {
    if (!isWordChar(char) && char !== ' ') {
      symbols.push(char);
      if (current !== '') {
        rest.push(current);
      }
      current = '';
      continue;
    }
    current += char;
  }
  if (current !== '') {
    rest.push(current);
  }
  return symbols.length === 0 ? [word] : [...symbols, ...rest];
}

function idTypeOfChars(chars: readonly string[]): IdType | undefined {
  let type: IdType | undefined;
  for (const char of chars) {
    const charType: IdType = isLetter(char) ? 'alpha' : isDigit(char) ? 'digit' : 'symbol';
    if (!type) {
      if (charType === 'symbol') {
        return 'symbol';
      }
      type = charType;
      continue;
    }
    if (charType !== type) {
      return undefined;
    }
  }
  return type;
}

interface IdLine {
  id: string;
  /** The text after the id on the same line; undefined when the id stands alone on its line. */
  text: string | undefined;
}

type IdReader = (line: string) => IdLine | undefined;

/** Reads `a CERN` (alpha), `1 CERN` / `2DESY` (digit), `* CERN` (symbol), or a lone `1.` / `a` / `*`. */
function idReader(type: IdType, alone: boolean): IdReader {
  const patterns: Record<IdType, RegExp> = alone
    ? { alpha: /^([a-z]+)\.*$/u, digit: /^(\d+)\.*$/u, symbol: /^(.)\.*$/u }
    : { alpha: /^([a-z]+)[ .]+(.*)$/u, digit: /^(\d+)[ .]*(.*)$/u, symbol: /^(.)[ .]+(.*)$/u };
  const pattern = patterns[type];
  return (line) => {
    const match = pattern.exec(line);
    if (!match) {
      return undefined;
    }
    return { id: match[1] as string, text: alone ? undefined : (match[2] as string).trim() };
  };
}

function stripSpacesAndDots(line: string): string {
  return line.replace(/^[ .]+|[ .]+$/g, '');
}

/**
 * Guesses how the ids are written: when some line is a single character, ids stand alone on their lines (with the
 * text below); else every line starts with its id. Digits and letters must not be mixed.
 */
function affiliationIdReader(lines: readonly string[]): IdReader {
  const singleChars: string[] = [];
  const firstChars: string[] = [];
  for (const line of lines) {
    const stripped = stripSpacesAndDots(line);
    const chars = Array.from(stripped);
    if (chars.length === 1) {
      singleChars.push(stripped);
    } else if (chars.length > 1) {
      firstChars.push(chars[0] as string);
    }
  }
  const alone = singleChars.length > 0;
  const found = alone ? singleChars : firstChars;
  const type = idTypeOfChars(found);
  if (!type) {
    throw new AuthorListError(`${AUTHOR_LIST_ERRORS.unknownAffiliationType}${pythonList(found)}`);
  }
  return idReader(type, alone);
}

/** The affiliation block as id → text, in the order written. */
export function parseAffiliationBlock(text: string): Map<string, string> {
  const lines = text.split('\n');
  const readId = affiliationIdReader(lines);
  const affiliations = new Map<string, string>();
  let pendingId: string | undefined;
  let pendingText: string[] = [];
  const flush = () => {
    if (pendingId !== undefined && pendingText.length > 0) {
      affiliations.set(pendingId, pendingText.join(' ').trim());
    }
    pendingId = undefined;
    pendingText = [];
  };
  for (const rawLine of lines) {
    const line = rawLine.trim();
    const idLine = readId(line);
    if (idLine?.text !== undefined) {
      affiliations.set(idLine.id, idLine.text);
      continue;
    }
    if (idLine) {
      flush();
      pendingId = idLine.id;
      continue;
    }
    if (pendingId !== undefined) {
      pendingText.push(line);
      continue;
    }
    if (line !== '') {
      throw new AuthorListError(AUTHOR_LIST_ERRORS.badAffiliationList);
    }
  }
  flush();
  return affiliations;
}

function idTypeOfKeys(keys: readonly string[], warnings: string[]): IdType | undefined {
  const first = keys[0];
  if (first === undefined) {
    warnings.push(AUTHOR_LIST_WARNINGS.noAffiliations);
    return undefined;
  }
  if (/^\p{L}+$/u.test(first)) {
    return 'alpha';
  }
  if (/^\d+$/.test(first)) {
    return 'digit';
  }
  warnings.push(AUTHOR_LIST_WARNINGS.symbolIds);
  return 'symbol';
}

/** An author being read: the name words so far, then (once an id or comma closed the name) its affiliations. */
class AuthorCollector {
  readonly authors: ParsedAuthor[] = [];
  readonly warnings: string[] = [];
  readonly usedIds = new Set<string>();
  private nameWords: string[] = [];
  private fullName = '';
  private affiliationValues: string[] = [];
  private inlineOrcids: string[] = [];
  private inlineEmails: string[] = [];

  constructor(private readonly affiliations: ReadonlyMap<string, string>) {}

  /** The name words read so far become the author's name (when there are any). */
  closeName(): void {
    if (this.nameWords.length === 0) {
      return;
    }
    this.fullName = this.nameWords.join(' ');
    if (this.nameWords.length === 1) {
      this.warnings.push(AUTHOR_LIST_WARNINGS.withoutFirstName(this.fullName));
    }
    this.nameWords = [];
  }

  /** An id, a comma, or a run of ids and footnote symbols after a name. */
  readId(word: string): void {
    this.closeName();
    if (word === ',') {
      return;
    }
    if (this.addAffiliation(word)) {
      return;
    }
    for (const id of splitId(word)) {
      if (!this.addAffiliation(id)) {
        this.warnings.push(AUTHOR_LIST_WARNINGS.unresolvedId(this.fullName, id));
      }
    }
  }

  /** An ORCID or e-mail written after a name belongs to that author. */
  readIdentifier(word: string): void {
    this.closeName();
    if (EMAIL.test(word)) {
      this.inlineEmails.push(word);
      return;
    }
    this.inlineOrcids.push(word);
  }

  /** A name word: it starts the next author when the previous one is complete. */
  readNameWord(word: string): void {
    if (this.fullName !== '') {
      if (this.affiliations.size > 0 && this.affiliationValues.length === 0) {
        this.warnings.push(AUTHOR_LIST_WARNINGS.withoutAffiliationId(this.fullName));
      }
      this.finishAuthor();
    }
    this.nameWords.push(word);
  }

  finish(): void {
    if (this.nameWords.length > 0) {
      // A name after the last id: the previous author is already stored, this one has no ids.
      this.closeName();
      this.affiliationValues = [];
    }
    this.finishAuthor();
    const unused = [...this.affiliations.keys()].filter((id) => !this.usedIds.has(id));
    if (unused.length > 0) {
      this.warnings.push(AUTHOR_LIST_WARNINGS.unusedIds(unused));
    }
  }

  private addAffiliation(id: string): boolean {
    const value = this.affiliations.get(id);
    if (value === undefined) {
      return false;
    }
    this.usedIds.add(id);
    this.affiliationValues.push(value);
    return true;
  }

  private finishAuthor(): void {
    if (this.fullName !== '') {
      this.authors.push(this.authorOf(this.fullName));
    }
    this.fullName = '';
    this.affiliationValues = [];
    this.inlineOrcids = [];
    this.inlineEmails = [];
  }

  /** An affiliation "text" that is an ORCID or an e-mail is the author's id or e-mail, not an affiliation. */
  private authorOf(typedName: string): ParsedAuthor {
    const rawAffiliations: string[] = [];
    const orcids: string[] = [];
    const emails: string[] = [];
    for (const value of [...this.affiliationValues, ...this.inlineOrcids, ...this.inlineEmails]) {
      const orcid = ORCID.exec(value);
      const target = orcid ? orcids : EMAIL.test(value) ? emails : rawAffiliations;
      const entry = orcid ? (orcid[1] as string).toUpperCase() : value;
      if (!target.includes(entry)) {
        target.push(entry);
      }
    }
    return { typedName, rawAffiliations, orcids, emails };
  }
}

/** The author block read against the affiliations (id → text). */
export function parseAuthorBlock(text: string, affiliations: ReadonlyMap<string, string>): ParsedAuthorList {
  const words = authorBlockWords(text);
  const collector = new AuthorCollector(affiliations);
  const idType = idTypeOfKeys([...affiliations.keys()], collector.warnings);
  words.forEach((word, index) => {
    if (isOrcidOrEmail(word)) {
      collector.readIdentifier(word);
      return;
    }
    if (word === ',' || affiliations.has(word) || isPotentialKey(word)) {
      collector.readId(word);
      return;
    }
    if (idType === 'alpha' && /^\p{Ll}+$/u.test(word)) {
      // The reference quotes the two words before and the one after.
      const context = words.slice(Math.max(index - 2, 0), Math.min(index + 3, words.length) - 1).join(' ');
      collector.warnings.push(AUTHOR_LIST_WARNINGS.partOfName(word, context));
    }
    collector.readNameWord(word);
  });
  collector.finish();
  // A stray symbol repeated along a long list is reported once, not once per author.
  return { authors: collector.authors, warnings: [...new Set(collector.warnings)] };
}

/**
 * Reads a pasted author list. One block: names only (warned: no affiliations); two blocks: names and
 * affiliations; three or more: refused (grouped lists are not supported, as in the reference).
 * Throws AuthorListError when the affiliation list cannot be read.
 */
export function parseAuthorList(input: string): ParsedAuthorList {
  const text = normalizeAuthorListText(input);
  const blocks = text.split(/\n[^\S\n]*\n\s*/).filter((block) => /[\p{L}\p{N}_]/u.test(block));
  const [authorBlock, affiliationBlock] = blocks;
  if (authorBlock === undefined) {
    return { authors: [], warnings: [] };
  }
  if (blocks.length > 2) {
    throw new AuthorListError(AUTHOR_LIST_ERRORS.tooManyBlocks);
  }
  const affiliations = affiliationBlock === undefined ? new Map() : parseAffiliationBlock(affiliationBlock);
  return parseAuthorBlock(authorBlock, affiliations);
}
