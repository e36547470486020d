/** The typed syntax tree of a literature query (search-syntax.md); produced by `parseLiteratureQuery`. */

/** How a value was written: plain words, `"exact phrase"`, `'partial'`, a `*` wildcard or a `/regex/`. */
export type TextValue =
  | { kind: 'words'; text: string }
  | { kind: 'wildcard'; text: string }
  | { kind: 'exact'; text: string }
  | { kind: 'partial'; text: string }
  | { kind: 'regex'; pattern: string };

export type ComparisonOperator = 'gt' | 'gte' | 'lt' | 'lte';

export type NumberCondition =
  | { op: 'eq'; value: number }
  | { op: ComparisonOperator; value: number }
  | { op: 'between'; from: number; to: number };

export type DateGranularity = 'year' | 'month' | 'day';

/** A calendar date at the granularity it was written: `2001` is [2001-01-01, 2002-01-01). */
export interface DateSpan {
  /** First day, `YYYY-MM-DD`. */
  start: string;
  /** First day after the span, `YYYY-MM-DD` (exclusive). */
  end: string;
  granularity: DateGranularity;
}

export type DateCondition =
  | { op: 'eq'; date: DateSpan }
  | { op: ComparisonOperator; date: DateSpan }
  | { op: 'between'; from: DateSpan; to: DateSpan };

export type AuthorScope = 'any' | 'first';

export interface MatchAllNode {
  type: 'matchAll';
}

export interface AndNode {
  type: 'and';
  left: QueryNode;
  right: QueryNode;
}

export interface OrNode {
  type: 'or';
  left: QueryNode;
  right: QueryNode;
}

export interface NotNode {
  type: 'not';
  operand: QueryNode;
}

/** `a`, `au`, `author`, `name` (scope any) and `fa`, `firstauthor` (scope first): one signature per clause. */
export interface AuthorClause {
  type: 'author';
  scope: AuthorScope;
  value: TextValue;
}

/** `ea`: the normalised full name (or a BAI) of one signature. */
export interface ExactAuthorClause {
  type: 'exactAuthor';
  name: string;
}

export type TextField = 'title' | 'keyword' | 'collaboration' | 'abstract' | 'fulltext';

/** Word-matched fields: all words, any order (§7). */
export interface TextClause {
  type: 'text';
  field: TextField;
  value: TextValue;
}

export type TermField =
  | 'affiliation'
  | 'doi'
  | 'eprint'
  | 'reportNumber'
  | 'subject'
  | 'texkey'
  | 'primaryArxivCategory'
  | 'irn'
  | 'cnum'
  | 'experiment';

/** Whole-value fields (§13.4): the value must equal one stored value after the field's normalisation. */
export interface TermClause {
  type: 'term';
  field: TermField;
  value: TextValue;
}

export type NumberField =
  | 'controlNumber'
  | 'authorCount'
  | 'citationCount'
  | 'citationCountWithoutSelfCitations'
  | 'affiliationId';

export interface NumberClause {
  type: 'number';
  field: NumberField;
  condition: NumberCondition;
}

/** `date` (any date of the paper), `de` (earliest), `da`/`du` (record created/updated), `jy` (journal year). */
export type DateField = 'date' | 'earliestDate' | 'created' | 'updated' | 'journalYear';

export interface DateClause {
  type: 'date';
  field: DateField;
  condition: DateCondition;
}

export type TypeCode =
  | { kind: 'documentType'; value: string }
  | { kind: 'publicationType'; value: string }
  | { kind: 'flag'; flag: 'refereed' | 'core' | 'citeable' }
  | { kind: 'documentOrPublicationType'; value: string };

export interface TypeCodeClause {
  type: 'typeCode';
  code: TypeCode;
}

/** `j title[,volume[,page_or_artid]]` after old-style and JHEP/JCAP conversion (§8); `pattern` for wildcards. */
export interface JournalClause {
  type: 'journal';
  /** The value as written, kept so that a following `and vol X` can be merged into it. */
  raw: string;
  title?: string;
  volume?: string;
  pageOrArtid?: string;
  year?: number;
  /** Set for wildcard values (`j Phys.Rev.*`): matched against `title,volume,page`. */
  pattern?: string;
}

/** `vol X` that does not follow a journal clause: matches the volume of any publication. */
export interface VolumeClause {
  type: 'volume';
  volume: string;
}

export type CitationTarget = { kind: 'record'; controlNumber: number } | { kind: 'author'; value: TextValue };

/** `refersto:` (records citing the target) and `citedby:` (records the target cites), §9. */
export interface CitationClause {
  type: 'citation';
  relation: 'refersto' | 'citedby';
  excludeSelfCitations: boolean;
  target: CitationTarget;
}

/** A value without keyword: every word somewhere in the record (§10). */
export interface FreeTextClause {
  type: 'freeText';
  value: TextValue;
}

/** A raw metadata path such as `dois.value:*` or `authors.affiliations.value:CERN` (§11). */
export interface FieldPathClause {
  type: 'fieldPath';
  path: string[];
  value: TextValue | { kind: 'exists' };
}

/** Keywords the reference parses but maps to nothing (`cite`, `caption`, `country`, …); searched as free text. */
export interface UnmappedClause {
  type: 'unmapped';
  keyword: string;
  /** The whole clause as written, searched as free text. */
  text: string;
}

export type Clause =
  | AuthorClause
  | ExactAuthorClause
  | TextClause
  | TermClause
  | NumberClause
  | DateClause
  | TypeCodeClause
  | JournalClause
  | VolumeClause
  | CitationClause
  | FreeTextClause
  | FieldPathClause
  | UnmappedClause;

export type QueryNode = MatchAllNode | AndNode | OrNode | NotNode | Clause;
