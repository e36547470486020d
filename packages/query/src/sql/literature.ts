import { type RawBuilder, sql } from 'kysely';
import type {
  CitationClause,
  DateClause,
  FieldPathClause,
  JournalClause,
  NumberClause,
  NumberCondition,
  QueryNode,
  TermClause,
  TermField,
  TextField,
  TextValue,
  TypeCode,
} from '../ast';
import { dateBounds } from '../dates';
import { QuerySyntaxError } from '../errors';
import { normalizeJournalPart, normalizeJournalTitle } from '../journal';
import { authorClause, authorCondition, authorExists, exactAuthorCondition } from './authors';
import {
  allOf,
  anyOf,
  bigintArray,
  escapeLike,
  FALSE,
  not,
  type Predicate,
  TRUE,
  textArray,
  wholeValueRegex,
  wildcardToLike,
} from './common';
import { linkedControlNumber, matchFieldPath } from './field-paths';
import { matchAnyText, matchText, type TextColumns } from './text';

export interface LiteratureQueryOptions {
  /**
   * Collections (`_collections`) the caller may see. Anonymous users see only `Literature` (the reference ANDs
   * `_collections: Literature`); pass `null` for catalogers. Default `['Literature']`.
   */
  collections?: readonly string[] | null;
  /** Include records marked deleted (cataloger views). Default false. */
  includeDeleted?: boolean;
}

const TEXT_COLUMNS: Record<TextField | 'all', TextColumns> = {
  title: { vector: sql`s.title_tsv`, text: sql<string>`s.title_text`, foldDiacritics: true },
  abstract: { vector: sql`s.abstract_tsv`, text: sql<string>`s.abstract_text`, foldDiacritics: false },
  keyword: { vector: sql`s.keywords_tsv`, text: sql<string>`s.keywords_text`, foldDiacritics: false },
  collaboration: {
    vector: sql`s.collaborations_tsv`,
    text: sql<string>`s.collaborations_text`,
    foldDiacritics: false,
  },
  // No full text is stored: `ft` searches everything we index, abstracts included.
  fulltext: { vector: sql`s.all_tsv`, text: sql<string>`s.all_text`, foldDiacritics: false },
  all: { vector: sql`s.all_tsv`, text: sql<string>`s.all_text`, foldDiacritics: false },
};

/**
 * The WHERE predicate of a literature search over `records r JOIN literature_search s ON s.record_id = r.id`
 * (`literature_authors la` and `citations c` are reached through sub-queries). Values are always parameters.
 */
export function compileLiteratureQuery(
  ast: QueryNode,
  options: LiteratureQueryOptions = {},
): RawBuilder<boolean> {
  const visibility: Predicate[] = [];
  if (!options.includeDeleted) {
    visibility.push(sql<boolean>`r.deleted IS NOT TRUE`);
  }
  const collections = options.collections === undefined ? ['Literature'] : options.collections;
  if (collections !== null) {
    visibility.push(sql<boolean>`s.collections && ${textArray(collections)}`);
  }
  if (ast.type === 'matchAll') {
    return allOf(visibility);
  }
  return allOf([...visibility, compileNode(ast)]);
}

/** The predicate of one node, without visibility rules; exported for tests of single clauses. */
export function compileNode(node: QueryNode): Predicate {
  switch (node.type) {
    case 'matchAll':
      return TRUE;
    case 'and':
      // Flat: `a and b and c` parses right-nested, and as nested SQL every clause would deepen the statement.
      return allOf(andOperands(node).map(compileNode));
    case 'or':
      return compileOr(node);
    case 'not':
      return not(compileNode(node.operand));
    case 'author':
      return authorClause(node.scope, node.value);
    case 'exactAuthor':
      return authorExists('any', exactAuthorCondition(node.name));
    case 'text':
      return matchText(TEXT_COLUMNS[node.field], node.value);
    case 'freeText':
      return matchText(TEXT_COLUMNS.all, node.value);
    case 'unmapped':
      return matchText(TEXT_COLUMNS.all, { kind: 'words', text: node.text });
    case 'term':
      return compileTerm(node);
    case 'number':
      return compileNumber(node);
    case 'date':
      return compileDate(node);
    case 'typeCode':
      return compileTypeCode(node.code);
    case 'journal':
      return compileJournal(node);
    case 'volume':
      return sql<boolean>`s.publication_info @> ${JSON.stringify([{ v: normalizeJournalPart(node.volume) }])}::jsonb`;
    case 'citation':
      return compileCitation(node);
    case 'fieldPath':
      return compileFieldPath(node);
  }
}

/** The word field a clause searches, and its value, when it is one (free text, `t`, `k`, …). */
function textMatchOf(node: QueryNode): { field: TextField | 'all'; value: TextValue } | undefined {
  switch (node.type) {
    case 'text':
      return { field: node.field, value: node.value };
    case 'freeText':
      return { field: 'all', value: node.value };
    case 'unmapped':
      return { field: 'all', value: { kind: 'words', text: node.text } };
    default:
      return undefined;
  }
}

function orOperands(node: QueryNode): QueryNode[] {
  return node.type === 'or' ? [...orOperands(node.left), ...orOperands(node.right)] : [node];
}

function andOperands(node: QueryNode): QueryNode[] {
  return node.type === 'and' ? [...andOperands(node.left), ...andOperands(node.right)] : [node];
}

/** An `or` chain, with the values of one word field matched together (`matchAnyText`). */
function compileOr(node: QueryNode): Predicate {
  const byField = new Map<TextField | 'all', TextValue[]>();
  const parts: (Predicate | TextField | 'all')[] = [];
  for (const operand of orOperands(node)) {
    const match = textMatchOf(operand);
    if (!match) {
      parts.push(compileNode(operand));
      continue;
    }
    const values = byField.get(match.field);
    if (values) {
      values.push(match.value);
      continue;
    }
    byField.set(match.field, [match.value]);
    parts.push(match.field);
  }
  return anyOf(
    parts.map((part) => {
      if (typeof part !== 'string') {
        return part;
      }
      const values = byField.get(part)!;
      return values.length === 1
        ? matchText(TEXT_COLUMNS[part], values[0]!)
        : matchAnyText(TEXT_COLUMNS[part], values);
    }),
  );
}

interface TermColumn {
  column: RawBuilder<string[]>;
  normalize: (text: string) => string;
  caseSensitive: boolean;
}

const lower = (text: string): string => text.trim().toLowerCase();

/** Whole-value fields and how a stored or queried value is normalised before comparison (§3, §13.4). */
export const TERM_COLUMNS: Record<TermField, TermColumn> = {
  affiliation: {
    column: sql`s.affiliations`,
    normalize: (text) => lower(text).replace(/\s+/g, ' '),
    caseSensitive: false,
  },
  doi: { column: sql`s.dois`, normalize: normalizeDoi, caseSensitive: false },
  eprint: { column: sql`s.arxiv_ids`, normalize: normalizeArxivId, caseSensitive: false },
  reportNumber: { column: sql`s.report_numbers`, normalize: normalizeReportNumber, caseSensitive: false },
  subject: { column: sql`s.inspire_categories`, normalize: (text) => text.trim(), caseSensitive: true },
  texkey: { column: sql`s.texkeys`, normalize: (text) => text.trim(), caseSensitive: true },
  primaryArxivCategory: {
    column: sql`s.primary_arxiv_categories`,
    normalize: (text) => text.trim(),
    caseSensitive: true,
  },
  irn: { column: sql`s.external_ids`, normalize: (text) => `spires-${lower(text)}`, caseSensitive: false },
  cnum: { column: sql`s.cnums`, normalize: (text) => text.trim().toUpperCase(), caseSensitive: false },
  experiment: { column: sql`s.experiments`, normalize: lower, caseSensitive: false },
};

export function normalizeDoi(text: string): string {
  return lower(text).replace(/^(?:doi:|https?:\/\/(?:dx\.)?doi\.org\/)/, '');
}

export function normalizeArxivId(text: string): string {
  return lower(text)
    .replace(/^arxiv:/, '')
    .replace(/v\d+$/, '');
}

/** Report numbers compare on letters and digits only (`CERN-PH-EP-2012-218` = `cernphep2012218`); `*` is kept. */
export function normalizeReportNumber(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9*]/g, '');
}

function compileTerm(clause: TermClause): Predicate {
  return matchTermArray(TERM_COLUMNS[clause.field], clause.value);
}

export function matchTermArray(term: TermColumn, value: TextValue): Predicate {
  const element = sql`term_value.value`;
  const exists = (condition: RawBuilder<boolean>): Predicate =>
    sql<boolean>`EXISTS (SELECT 1 FROM unnest(${term.column}) AS term_value(value) WHERE ${condition})`;
  switch (value.kind) {
    case 'words':
    case 'exact':
      return sql<boolean>`${term.column} @> ${textArray([term.normalize(value.text)])}`;
    case 'partial':
      return exists(sql<boolean>`${element} LIKE ${`%${escapeLike(term.normalize(value.text))}%`}`);
    case 'wildcard':
      return exists(sql<boolean>`${element} LIKE ${wildcardToLike(term.normalize(value.text))}`);
    case 'regex':
      return term.caseSensitive
        ? exists(sql<boolean>`${element} ~ ${wholeValueRegex(value.pattern)}`)
        : exists(sql<boolean>`${element} ~* ${wholeValueRegex(value.pattern)}`);
  }
}

const NUMBER_COLUMNS = {
  controlNumber: sql`r.control_number`,
  authorCount: sql`s.author_count`,
  citationCount: sql`s.citation_count`,
  citationCountWithoutSelfCitations: sql`s.citation_count_without_self_citations`,
} as const;

function compileNumber(clause: NumberClause): Predicate {
  if (clause.field === 'affiliationId') {
    if (clause.condition.op !== 'eq') {
      throw new QuerySyntaxError('affid takes one institution record number');
    }
    return sql<boolean>`s.affiliation_recids @> ${bigintArray([clause.condition.value])}`;
  }
  return numberCondition(NUMBER_COLUMNS[clause.field], clause.condition);
}

/**
 * Values are bound as bigint: the parser accepts any safe integer, and an integer column compared with a value
 * beyond its type (`ac 2147483648`) is then simply false instead of a PostgreSQL range error. A reversed range
 * (`ac 10->1`) matches nothing, as the reference's range query does.
 */
export function numberCondition(column: RawBuilder<unknown>, condition: NumberCondition): Predicate {
  const bigint = (value: number) => sql`${value}::bigint`;
  switch (condition.op) {
    case 'eq':
      return sql<boolean>`${column} = ${bigint(condition.value)}`;
    case 'gt':
      return sql<boolean>`${column} > ${bigint(condition.value)}`;
    case 'gte':
      return sql<boolean>`${column} >= ${bigint(condition.value)}`;
    case 'lt':
      return sql<boolean>`${column} < ${bigint(condition.value)}`;
    case 'lte':
      return sql<boolean>`${column} <= ${bigint(condition.value)}`;
    case 'between':
      return sql<boolean>`${column} BETWEEN ${bigint(condition.from)} AND ${bigint(condition.to)}`;
  }
}

/** `YYYY-MM-DD` (any number of year digits) as one comparable number; undefined for anything else. */
function dayNumber(day: string): number | undefined {
  const match = /^(\d+)-(\d{2})-(\d{2})$/.exec(day);
  return match ? Number(match[1]) * 10_000 + Number(match[2]) * 100 + Number(match[3]) : undefined;
}

/** A reversed range (`date 2023->2020`) selects nothing, as the reference's range query does. */
function isReversed(from: string | undefined, to: string | undefined): boolean {
  if (from === undefined || to === undefined) {
    return false;
  }
  const start = dayNumber(from);
  const end = dayNumber(to);
  return start !== undefined && end !== undefined && start > end;
}

function compileDate(clause: DateClause): Predicate {
  const { from, to } = dateBounds(clause.condition);
  if (isReversed(from, to)) {
    // PostgreSQL's daterange() refuses a lower bound above the upper one.
    return FALSE;
  }
  switch (clause.field) {
    case 'date':
      // Every date of the paper is a range in `date_ranges` (publication years cover their whole year, §6.2).
      return sql<boolean>`s.date_ranges && daterange(${from ?? null}::date, ${to ?? null}::date, '[)')`;
    case 'earliestDate':
      return dateRange(sql`s.earliest_date`, from, to, 'date');
    case 'created':
      return dateRange(sql`r.created`, from, to, 'timestamptz');
    case 'updated':
      return dateRange(sql`r.updated`, from, to, 'timestamptz');
    case 'journalYear':
      return yearRange(from, to);
  }
}

function dateRange(
  column: RawBuilder<unknown>,
  from: string | undefined,
  to: string | undefined,
  type: 'date' | 'timestamptz',
): Predicate {
  const cast = type === 'date' ? sql`::date` : sql`::timestamptz`;
  const bound = (day: string): string => (type === 'date' ? day : `${day}T00:00:00Z`);
  const predicates: Predicate[] = [];
  if (from !== undefined) {
    predicates.push(sql<boolean>`${column} >= ${bound(from)}${cast}`);
  }
  if (to !== undefined) {
    predicates.push(sql<boolean>`${column} < ${bound(to)}${cast}`);
  }
  return allOf(predicates);
}

/** `jy` compares publication years: a bound day is rounded to its year (exclusive end rounds up). */
function yearRange(from: string | undefined, to: string | undefined): Predicate {
  const fromYear = from === undefined ? undefined : Number(from.slice(0, 4));
  const toYear = to === undefined ? undefined : Number(to.slice(0, 4)) + (to.slice(5) === '01-01' ? 0 : 1);
  if (fromYear !== undefined && toYear === fromYear + 1) {
    return sql<boolean>`s.publication_years @> ARRAY[${fromYear}]::int[]`;
  }
  const predicates: Predicate[] = [];
  if (fromYear !== undefined) {
    predicates.push(sql<boolean>`publication_year.year >= ${fromYear}`);
  }
  if (toYear !== undefined) {
    predicates.push(sql<boolean>`publication_year.year < ${toYear}`);
  }
  return sql<boolean>`EXISTS (SELECT 1 FROM unnest(s.publication_years) AS publication_year(year) WHERE ${allOf(predicates)})`;
}

function compileTypeCode(code: TypeCode): Predicate {
  switch (code.kind) {
    case 'documentType':
      return sql<boolean>`s.document_types @> ${textArray([code.value])}`;
    case 'publicationType':
      return sql<boolean>`s.publication_types @> ${textArray([code.value])}`;
    case 'flag':
      return {
        refereed: sql<boolean>`s.refereed`,
        core: sql<boolean>`s.core`,
        citeable: sql<boolean>`s.citeable`,
      }[code.flag];
    case 'documentOrPublicationType':
      return anyOf([
        sql<boolean>`s.document_types @> ${textArray([code.value])}`,
        sql<boolean>`s.publication_types @> ${textArray([code.value])}`,
      ]);
  }
}

/** Title, volume, year and page/artid must hold in one `publication_info` entry: jsonb containment does that. */
function compileJournal(clause: JournalClause): Predicate {
  if (clause.pattern !== undefined) {
    return sql<boolean>`EXISTS (SELECT 1 FROM unnest(s.journal_refs) AS journal_ref(value) WHERE journal_ref.value LIKE ${wildcardToLike(clause.pattern)})`;
  }
  const entry: Record<string, string | number> = {};
  if (clause.title !== undefined) {
    entry['t'] = normalizeJournalTitle(clause.title);
  }
  if (clause.volume !== undefined) {
    entry['v'] = normalizeJournalPart(clause.volume);
  }
  if (clause.year !== undefined) {
    entry['y'] = clause.year;
  }
  if (clause.pageOrArtid === undefined) {
    return sql<boolean>`s.publication_info @> ${JSON.stringify([entry])}::jsonb`;
  }
  const page = normalizeJournalPart(clause.pageOrArtid);
  return anyOf([
    sql<boolean>`s.publication_info @> ${JSON.stringify([{ ...entry, p: page }])}::jsonb`,
    sql<boolean>`s.publication_info @> ${JSON.stringify([{ ...entry, a: page }])}::jsonb`,
  ]);
}

/**
 * §9 over the citation table: `refersto` = r cites the target (r itself excluded, superseded citers excluded);
 * `citedby` = r is cited by the target record.
 */
function compileCitation(clause: CitationClause): Predicate {
  const selfCitations = clause.excludeSelfCitations ? sql` AND NOT c.is_self_citation` : sql``;
  const { target } = clause;
  if (clause.relation === 'citedby') {
    if (target.kind !== 'record') {
      throw new QuerySyntaxError('citedby supports only a record');
    }
    // A paper's references, read once by citer (a short list) and looked up by control number. As an `IN`
    // sub-query the planner may instead walk the most-recent index probing each paper, which finds references —
    // older than the citing paper, so at the far end of that index — only after most of the corpus.
    return sql<boolean>`r.control_number = ANY (ARRAY(SELECT c.cited_control_number FROM citations c WHERE c.citer_control_number = ${target.controlNumber} AND c.cited_pid_type = 'lit'${selfCitations}))`;
  }
  if (target.kind === 'record') {
    // Reads the citations index alone (cited_pid_type, cited_control_number INCLUDE citer_control_number).
    return sql<boolean>`(NOT s.superseded AND r.control_number <> ${target.controlNumber} AND r.control_number IN (SELECT c.citer_control_number FROM citations c WHERE c.cited_pid_type = 'lit' AND c.cited_control_number = ${target.controlNumber}${selfCitations}))`;
  }
  return sql<boolean>`(NOT s.superseded AND r.control_number IN (SELECT c.citer_control_number FROM citations c JOIN literature_authors la ON la.control_number = c.cited_control_number WHERE c.cited_pid_type = 'lit' AND NOT la.is_supervisor${selfCitations} AND ${authorCondition(target.value)}))`;
}

function compileFieldPath(clause: FieldPathClause): Predicate {
  const linked = clause.value.kind === 'exists' ? undefined : linkedControlNumber(clause.path, clause.value);
  const path = clause.path.join('.');
  // The links author pages and institution pages ask for most are indexed in the signatures table.
  if (linked !== undefined && path === 'authors.record.$ref') {
    return sql<boolean>`EXISTS (SELECT 1 FROM literature_authors la WHERE la.record_id = r.id AND NOT la.is_supervisor AND la.author_recid = ${linked})`;
  }
  if (linked !== undefined && path === 'authors.affiliations.record.$ref') {
    return sql<boolean>`EXISTS (SELECT 1 FROM literature_authors la WHERE la.record_id = r.id AND la.affiliation_recids @> ARRAY[${linked}]::bigint[])`;
  }
  return matchFieldPath(sql`r.metadata`, clause.path, clause.value);
}
