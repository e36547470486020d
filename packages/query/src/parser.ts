import type {
  CitationTarget,
  JournalClause,
  NumberCondition,
  NumberField,
  QueryNode,
  TermField,
  TextField,
  TextValue,
  TypeCode,
} from './ast';
import { parseDateCondition } from './dates';
import { QuerySyntaxError } from './errors';
import { parseJournalValue } from './journal';
import { type CanonicalKeyword, CITATION_KEYWORDS, keywordOf, literatureFieldPath } from './keywords';
import { type Token, tokenize } from './lexer';
import { ComplexityBudget, checkQueryLength, checkRegexComplexity } from './limits';

export interface ParseOptions {
  /** Resolves `today`, `yesterday`, `this month`, `last month`; defaults to the current time. */
  now?: Date;
}

/** What a bare value inherits after `and`/`or`/`not` inside one keyword clause (`t boson and not higgs`). */
type ValueContext =
  | { kind: 'keyword'; keyword: CanonicalKeyword; written: string }
  | { kind: 'path'; path: string[] };

/** A value as written: one quoted/regex token or the verbatim source of a run of words. */
interface RawValue {
  kind: 'plain' | 'exact' | 'partial' | 'regex';
  text: string;
  start: number;
  end: number;
}

interface Unit {
  node: QueryNode;
  context: ValueContext | undefined;
}

const LEADING_FIND = /^\s*(?:find|fin|fi|f)\s+/i;
const TEXKEY = /^[a-zA-Z.-]+:\d{4}[a-z]{2,3}$/;
const BARE_ARXIV = /^arxiv:(\S+)$/i;
const CONTROL_NUMBER_WORDS = new Set(['recid', 'control_number']);

const TEXT_FIELDS: Partial<Record<CanonicalKeyword, TextField>> = {
  title: 'title',
  keyword: 'keyword',
  collaboration: 'collaboration',
  abstract: 'abstract',
  fulltext: 'fulltext',
};

const TERM_FIELDS: Partial<Record<CanonicalKeyword, TermField>> = {
  affiliation: 'affiliation',
  doi: 'doi',
  eprint: 'eprint',
  reportNumber: 'reportNumber',
  subject: 'subject',
  texkey: 'texkey',
  primaryArxivCategory: 'primaryArxivCategory',
  irn: 'irn',
  cnum: 'cnum',
  experiment: 'experiment',
};

const NUMBER_FIELDS: Partial<Record<CanonicalKeyword, NumberField>> = {
  controlNumber: 'controlNumber',
  authorCount: 'authorCount',
  topcite: 'citationCount',
  citationsWithoutSelfCitations: 'citationCountWithoutSelfCitations',
  affiliationId: 'affiliationId',
};

const DATE_FIELDS = {
  date: 'date',
  dateEarliest: 'earliestDate',
  dateAdded: 'created',
  dateUpdated: 'updated',
  journalYear: 'journalYear',
} as const;

/**
 * Parses a literature query (search-syntax.md) into its syntax tree. An empty query matches everything;
 * anything that cannot be understood throws `QuerySyntaxError` (our decision, unlike the reference which
 * degrades to free text), and so does a query over the bounds of `QUERY_LIMITS` (length, clauses, nesting).
 */
export function parseLiteratureQuery(query: string, options: ParseOptions = {}): QueryNode {
  checkQueryLength(query);
  const source = query.replace(LEADING_FIND, '');
  if (source.trim() === '') {
    return { type: 'matchAll' };
  }
  return new Parser(source, options.now ?? new Date()).parse();
}

class Parser {
  private readonly tokens: Token[];
  private position = 0;
  private readonly budget = new ComplexityBudget();

  constructor(
    private readonly source: string,
    private readonly now: Date,
  ) {
    this.tokens = tokenize(source);
  }

  parse(): QueryNode {
    const node = this.parseExpression(undefined);
    const leftover = this.peek();
    if (leftover) {
      throw new QuerySyntaxError(`unexpected ${leftover.type} at ${leftover.start}`);
    }
    return node;
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.position + offset];
  }

  private take(): Token {
    const token = this.tokens[this.position];
    if (!token) {
      throw new QuerySyntaxError('unexpected end of query');
    }
    this.position += 1;
    return token;
  }

  /** Binary operators associate to the right without precedence: `A and B or C` = `A and (B or C)`. */
  private parseExpression(context: ValueContext | undefined): QueryNode {
    const left = this.parseUnit(context);
    const next = this.peek();
    if (!next || next.type === 'rparen') {
      return left.node;
    }
    if (next.type === 'and' || next.type === 'or') {
      this.take();
      this.expectOperand();
      const right = this.parseExpression(left.context);
      return next.type === 'and'
        ? mergeJournalVolume(left.node, right)
        : { type: 'or', left: left.node, right };
    }
    // Implicit and: a bare value after `not` still belongs to the keyword (`t boson not higgs`).
    const keepsContext = next.type === 'not' || next.type === 'minus';
    const right = this.parseExpression(keepsContext ? left.context : undefined);
    return mergeJournalVolume(left.node, right);
  }

  private expectOperand(): void {
    const next = this.peek();
    if (!next || next.type === 'rparen' || next.type === 'and' || next.type === 'or') {
      throw new QuerySyntaxError('operator without operand');
    }
  }

  private parseUnit(context: ValueContext | undefined): Unit {
    this.expectOperand();
    const token = this.peek()!;
    if (token.type === 'not' || token.type === 'minus') {
      this.take();
      this.expectOperand();
      const operand = this.budget.nested(() => this.parseUnit(context));
      return { node: { type: 'not', operand: operand.node }, context: operand.context };
    }
    if (token.type === 'lparen') {
      return { node: this.parseGroup(context), context };
    }
    if (token.type === 'colon') {
      return this.parseColonClause();
    }
    const spires = this.spiresKeywordAt(this.position);
    if (spires) {
      this.take();
      return this.parseKeywordValue(spires, token.type === 'word' ? token.text : '');
    }
    if (context) {
      return { node: this.clauseInContext(context, this.collectValue(true)), context };
    }
    return { node: this.freeText(this.collectValue(false)), context: undefined };
  }

  private parseGroup(context: ValueContext | undefined): QueryNode {
    this.take();
    if (this.peek()?.type === 'rparen') {
      throw new QuerySyntaxError('empty parentheses');
    }
    const inner = this.budget.nested(() => this.parseExpression(context));
    if (this.peek()?.type !== 'rparen') {
      throw new QuerySyntaxError('unbalanced parenthesis');
    }
    this.take();
    return inner;
  }

  /** A SPIRES keyword is a keyword word followed by something that can start its value. */
  private spiresKeywordAt(position: number): CanonicalKeyword | undefined {
    const token = this.tokens[position];
    const next = this.tokens[position + 1];
    if (token?.type !== 'word' || !next) {
      return undefined;
    }
    const keyword = keywordOf(token.text);
    if (!keyword) {
      return undefined;
    }
    const startsValue = ['word', 'exact', 'partial', 'regex', 'lparen', 'minus'].includes(next.type);
    const startsNested = CITATION_KEYWORDS.has(keyword) && next.type === 'colon';
    return startsValue || startsNested ? keyword : undefined;
  }

  /** `kw:value`, `field.path:value` or an unknown `word:value`, which is searched as free text as written. */
  private parseColonClause(): Unit {
    const token = this.take();
    if (token.type !== 'colon') {
      throw new QuerySyntaxError('expected a keyword');
    }
    const keyword = keywordOf(token.name);
    if (keyword) {
      return this.parseKeywordValue(keyword, token.name);
    }
    const path = literatureFieldPath(token.name);
    if (path) {
      const context: ValueContext = { kind: 'path', path };
      if (this.peek()?.type === 'lparen') {
        return { node: this.parseGroup(context), context };
      }
      return { node: this.clauseInContext(context, this.requireValue(true)), context };
    }
    // Unknown prefixes are ordinary text (`Phys.Rev.D:`, `Name:2009ab`, `elastic.keyword:'boson'`).
    const value = this.collectValue(true);
    const end = value?.end ?? token.end;
    return {
      node: this.freeText({ kind: 'plain', text: this.source.slice(token.start, end), start: 0, end }),
      context: undefined,
    };
  }

  private parseKeywordValue(keyword: CanonicalKeyword, written: string): Unit {
    if (CITATION_KEYWORDS.has(keyword)) {
      return { node: this.parseCitation(keyword), context: undefined };
    }
    const context: ValueContext = { kind: 'keyword', keyword, written };
    if (this.peek()?.type === 'lparen') {
      return { node: this.parseGroup(context), context };
    }
    return { node: this.clauseInContext(context, this.requireValue(true)), context };
  }

  private requireValue(spires: boolean): RawValue {
    const value = this.collectValue(spires);
    if (!value) {
      throw new QuerySyntaxError('keyword without value');
    }
    return value;
  }

  /**
   * The extent of a value (§2): one quoted/regex token, or words up to an operator, a `word:` token, a
   * parenthesis or the end. A SPIRES value swallows later keywords (`a ellis t boson` is one author) except
   * before a one-word quoted value (`a ellis t 'boson'`); a free-text run stops before any quoted value.
   */
  private collectValue(spires: boolean): RawValue | undefined {
    const first = this.peek();
    if (!first) {
      return undefined;
    }
    if (first.type === 'exact' || first.type === 'partial' || first.type === 'regex') {
      this.take();
      return { kind: first.type, text: first.text, start: first.start, end: first.end };
    }
    const start = this.position;
    while (this.position < this.tokens.length) {
      const token = this.peek()!;
      if (['and', 'or', 'not', 'lparen', 'rparen', 'colon'].includes(token.type)) {
        break;
      }
      if (token.type === 'exact' || token.type === 'partial' || token.type === 'regex') {
        if (!spires) {
          break;
        }
        const previous = this.position > start ? this.tokens[this.position - 1] : undefined;
        const oneWord = !/\s/.test(token.text);
        if (oneWord && previous?.type === 'word' && keywordOf(previous.text) && this.position - 1 > start) {
          this.position -= 1;
          break;
        }
      }
      this.position += 1;
    }
    if (this.position === start) {
      return undefined;
    }
    const firstToken = this.tokens[start]!;
    const lastToken = this.tokens[this.position - 1]!;
    return {
      kind: 'plain',
      text: this.source.slice(firstToken.start, lastToken.end),
      start: firstToken.start,
      end: lastToken.end,
    };
  }

  private parseCitation(keyword: CanonicalKeyword): QueryNode {
    const relation =
      keyword === 'refersto' || keyword === 'referstoExcludingSelfCitations' ? 'refersto' : 'citedby';
    const excludeSelfCitations = keyword.endsWith('ExcludingSelfCitations');
    const target = this.parseCitationTarget();
    if (relation === 'citedby' && target.kind === 'author') {
      throw new QuerySyntaxError('citedby supports only a record');
    }
    return this.budget.add({ type: 'citation', relation, excludeSelfCitations, target });
  }

  /** `recid:N`, `control_number:N`, `author:X` in either form, or a bare record number (our decision, §9). */
  private parseCitationTarget(): CitationTarget {
    const token = this.peek();
    let inner: string | undefined;
    if (token?.type === 'colon') {
      inner = token.name.toLowerCase();
      this.take();
    } else if (token?.type === 'word' && this.spiresKeywordAt(this.position)) {
      inner = token.text.toLowerCase();
      this.take();
    }
    const value = this.requireValue(true);
    if (inner === undefined || CONTROL_NUMBER_WORDS.has(inner)) {
      return { kind: 'record', controlNumber: parseInteger(value.text) };
    }
    if (keywordOf(inner) === 'author') {
      return { kind: 'author', value: textValue(value) };
    }
    throw new QuerySyntaxError(`unsupported nested keyword ${inner}`);
  }

  /** Every clause is made here, by `freeText` or by `parseCitation`, and counted against the complexity limits. */
  private clauseInContext(context: ValueContext, value: RawValue | undefined): QueryNode {
    if (!value) {
      throw new QuerySyntaxError('keyword without value');
    }
    if (context.kind === 'path') {
      return this.budget.add({
        type: 'fieldPath',
        path: context.path,
        value: value.kind === 'plain' && value.text.trim() === '*' ? { kind: 'exists' } : textValue(value),
      });
    }
    return this.budget.add(this.keywordClause(context.keyword, context.written, value));
  }

  private keywordClause(keyword: CanonicalKeyword, written: string, value: RawValue): QueryNode {
    const textField = TEXT_FIELDS[keyword];
    if (textField) {
      return { type: 'text', field: textField, value: textValue(value) };
    }
    const termField = TERM_FIELDS[keyword];
    if (termField) {
      return { type: 'term', field: termField, value: textValue(value) };
    }
    const numberField = NUMBER_FIELDS[keyword];
    if (numberField) {
      const condition = parseNumberCondition(value.text);
      if (numberField === 'affiliationId' && condition.op !== 'eq') {
        throw new QuerySyntaxError('affid takes one institution record number');
      }
      return { type: 'number', field: numberField, condition };
    }
    switch (keyword) {
      case 'author':
      case 'firstAuthor':
        return { type: 'author', scope: keyword === 'author' ? 'any' : 'first', value: textValue(value) };
      case 'exactAuthor':
        return { type: 'exactAuthor', name: value.text.trim() };
      case 'typeCode':
        return { type: 'typeCode', code: parseTypeCode(value.text) };
      case 'journal':
        return parseJournalValue(value.text);
      case 'volume':
        return { type: 'volume', volume: value.text.trim() };
      case 'date':
      case 'dateEarliest':
      case 'dateAdded':
      case 'dateUpdated':
      case 'journalYear':
        return this.dateClause(keyword, written, value);
      case 'unmapped':
        return { type: 'unmapped', keyword: written, text: `${written} ${value.text}`.trim() };
      default:
        throw new QuerySyntaxError(`keyword ${written} cannot be used here`);
    }
  }

  private dateClause(keyword: keyof typeof DATE_FIELDS, written: string, value: RawValue): QueryNode {
    const condition = parseDateCondition(value.text, this.now);
    if (!condition) {
      // `da Silva`, `de augusto`: a keyword followed by a word that is no date is a name, searched as text (§6.2).
      return { type: 'freeText', value: { kind: 'words', text: `${written} ${value.text}` } };
    }
    return { type: 'date', field: DATE_FIELDS[keyword], condition };
  }

  private freeText(value: RawValue | undefined): QueryNode {
    if (!value) {
      throw new QuerySyntaxError('expected a value');
    }
    const text = value.text.trim();
    if (value.kind === 'plain' && TEXKEY.test(text)) {
      return this.budget.add({ type: 'term', field: 'texkey', value: { kind: 'words', text } });
    }
    const arxiv = value.kind === 'plain' ? BARE_ARXIV.exec(text) : null;
    if (arxiv) {
      return this.budget.add({ type: 'term', field: 'eprint', value: { kind: 'words', text: arxiv[1]! } });
    }
    return this.budget.add({ type: 'freeText', value: textValue(value) });
  }
}

function textValue(value: RawValue): TextValue {
  switch (value.kind) {
    case 'exact':
      return { kind: 'exact', text: value.text };
    case 'partial':
      return { kind: 'partial', text: value.text };
    case 'regex':
      return { kind: 'regex', pattern: checkedRegex(value.text) };
    case 'plain': {
      const text = value.text.trim();
      return text.includes('*') ? { kind: 'wildcard', text } : { kind: 'words', text };
    }
  }
}

function checkedRegex(pattern: string): string {
  if (pattern === '') {
    throw new QuerySyntaxError('empty regular expression');
  }
  checkRegexComplexity(pattern);
  try {
    new RegExp(pattern, 'u');
  } catch {
    throw new QuerySyntaxError(`invalid regular expression ${pattern}`);
  }
  return pattern;
}

function parseInteger(text: string): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) {
    throw new QuerySyntaxError(`not a number: ${text}`);
  }
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value)) {
    throw new QuerySyntaxError(`number too large: ${text}`);
  }
  return value;
}

const NUMBER_OPERATORS = { '>': 'gt', '>=': 'gte', '<': 'lt', '<=': 'lte' } as const;

/** `10`, `1->10`, `1000+`, `5-`, `> 100`, `>= 5`, `= 3`, `after 5`, `before 5` (§6.1); anything else throws. */
export function parseNumberCondition(text: string): NumberCondition {
  const value = text.trim();
  const range = /^(\S+)\s*->\s*(\S+)$/.exec(value);
  if (range) {
    return { op: 'between', from: parseInteger(range[1]!), to: parseInteger(range[2]!) };
  }
  const openEnded = /^(\d+)([+-])$/.exec(value);
  if (openEnded) {
    return { op: openEnded[2] === '+' ? 'gte' : 'lte', value: parseInteger(openEnded[1]!) };
  }
  const comparison = /^(>=|<=|>|<|=)\s*(.+)$/.exec(value);
  if (comparison) {
    const operator = comparison[1]!;
    const number = parseInteger(comparison[2]!);
    return operator === '='
      ? { op: 'eq', value: number }
      : { op: NUMBER_OPERATORS[operator as keyof typeof NUMBER_OPERATORS], value: number };
  }
  const words = /^(after|before)\s+(.+)$/i.exec(value);
  if (words) {
    return { op: words[1]!.toLowerCase() === 'after' ? 'gt' : 'lt', value: parseInteger(words[2]!) };
  }
  return { op: 'eq', value: parseInteger(value) };
}

const TYPE_CODES: Record<string, TypeCode> = {
  b: { kind: 'documentType', value: 'book' },
  book: { kind: 'documentType', value: 'book' },
  c: { kind: 'documentType', value: 'conference paper' },
  conferencepaper: { kind: 'documentType', value: 'conference paper' },
  t: { kind: 'documentType', value: 'thesis' },
  thesis: { kind: 'documentType', value: 'thesis' },
  proceedings: { kind: 'documentType', value: 'proceedings' },
  p: { kind: 'flag', flag: 'refereed' },
  published: { kind: 'flag', flag: 'refereed' },
  core: { kind: 'flag', flag: 'core' },
  citeable: { kind: 'flag', flag: 'citeable' },
  r: { kind: 'publicationType', value: 'review' },
  review: { kind: 'publicationType', value: 'review' },
  l: { kind: 'publicationType', value: 'lectures' },
  lectures: { kind: 'publicationType', value: 'lectures' },
  i: { kind: 'publicationType', value: 'introductory' },
  introductory: { kind: 'publicationType', value: 'introductory' },
};

/** Type codes of §4, any case; unknown values match document type or publication type. */
export function parseTypeCode(text: string): TypeCode {
  const value = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (value === '') {
    throw new QuerySyntaxError('empty type code');
  }
  return TYPE_CODES[value] ?? { kind: 'documentOrPublicationType', value };
}

/** `j Phys.Rev. and vol d85` is the journal `Phys.Rev.,d85` (§8); right association puts the volume first on the right. */
function mergeJournalVolume(left: QueryNode, right: QueryNode): QueryNode {
  if (left.type !== 'journal' || left.volume !== undefined || left.pattern !== undefined) {
    return { type: 'and', left, right };
  }
  if (right.type === 'volume') {
    return withVolume(left, right.volume);
  }
  if (right.type === 'and' && right.left.type === 'volume') {
    return { type: 'and', left: withVolume(left, right.left.volume), right: right.right };
  }
  return { type: 'and', left, right };
}

function withVolume(journal: JournalClause, volume: string): JournalClause {
  return parseJournalValue(`${journal.raw},${volume}`);
}
