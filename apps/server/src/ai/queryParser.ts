import type {
  CitationClause,
  DateCondition,
  DateField,
  JournalClause,
  NumberCondition,
  NumberField,
  QueryNode,
  TermField,
  TextField,
  TextValue,
  TypeCode,
} from '@parton/query';
import { parseLiteratureQuery } from '@parton/query';

/**
 * `GET /api/search/query-parser?q=`: a literature query as the Elasticsearch-like structure the reference's
 * inspire-query-parser builds (search-syntax.md §3 for the field names). It describes what the query asks; the
 * search itself runs on SQL (@parton/query) and never reads this. The web app looks at one thing in it: a query
 * that is only free text is `{"match": {"_all": …}}` at the top, and only those are sent to the AI hook.
 *
 * Pure: the AST of `parseLiteratureQuery` in, JSON out. Malformed queries throw its QuerySyntaxError.
 */
export type EsQuery = { [key: string]: unknown };

/** The field of free text: every searchable word of a record (the reference's `copy_to` field). */
export const ALL_FIELD = '_all';

export function parseQueryToEs(query: string): EsQuery {
  return toEs(parseLiteratureQuery(query));
}

/** Whether the structure is a free-text query at its top (what the web app asks before calling the AI hook). */
export function isFreeTextQuery(structure: EsQuery): boolean {
  const match = structure.match;
  return typeof match === 'object' && match !== null && ALL_FIELD in match;
}

export function toEs(node: QueryNode): EsQuery {
  switch (node.type) {
    case 'matchAll':
      return { match_all: {} };
    case 'and':
      return { bool: { must: flatten(node, 'and').map(toEs) } };
    case 'or':
      return { bool: { should: flatten(node, 'or').map(toEs) } };
    case 'not':
      return { bool: { must_not: [toEs(node.operand)] } };
    case 'freeText':
      return textQuery(ALL_FIELD, node.value);
    case 'unmapped':
      // Searched as free text of the whole clause (packages/query README, decision 4).
      return wordsQuery(ALL_FIELD, node.text);
    case 'author':
      return authorQuery(node.scope === 'first' ? 'first_author' : 'authors', node.value);
    case 'exactAuthor':
      return nested('authors', { term: { 'authors.full_name_unicode_normalized': node.name } });
    case 'text':
      return textQuery(TEXT_FIELDS[node.field], node.value);
    case 'term':
      return termQuery(node.field, node.value);
    case 'number':
      return numberQuery(NUMBER_FIELDS[node.field], node.condition);
    case 'date':
      return dateQuery(node.field, node.condition);
    case 'typeCode':
      return typeCodeQuery(node.code);
    case 'journal':
      return journalQuery(node);
    case 'volume':
      return nested('publication_info', { match: { 'publication_info.journal_volume': node.volume } });
    case 'citation':
      return citationQuery(node);
    case 'fieldPath': {
      const field = node.path.join('.');
      return node.value.kind === 'exists' ? { exists: { field } } : textQuery(field, node.value);
    }
  }
}

/** `a and b and c` as one list: the parser nests binary nodes, Elasticsearch lists siblings. */
function flatten(node: QueryNode, type: 'and' | 'or'): QueryNode[] {
  if (node.type !== type) {
    return [node];
  }
  return [...flatten(node.left, type), ...flatten(node.right, type)];
}

function nested(path: string, query: EsQuery): EsQuery {
  return { nested: { path, query } };
}

function wordsQuery(field: string, text: string): EsQuery {
  return { match: { [field]: { query: text, operator: 'and' } } };
}

/** A word field: all words (`match` with AND), a phrase, a pattern or a regular expression. */
function textQuery(field: string, value: TextValue): EsQuery {
  switch (value.kind) {
    case 'words':
      return wordsQuery(field, value.text);
    case 'exact':
      return { match_phrase: { [field]: value.text } };
    case 'wildcard':
      return { query_string: { query: value.text, default_field: field, analyze_wildcard: true } };
    case 'partial':
      return { query_string: { query: `*${value.text}*`, default_field: field, analyze_wildcard: true } };
    case 'regex':
      return { regexp: { [field]: value.pattern } };
  }
}

/** A whole-value field: the value must equal a stored one (`term`), or match its pattern. */
function exactValueQuery(field: string, value: TextValue): EsQuery {
  switch (value.kind) {
    case 'words':
    case 'exact':
      return { term: { [field]: value.text } };
    case 'wildcard':
      return { wildcard: { [field]: value.text } };
    case 'partial':
      return { wildcard: { [field]: `*${value.text}*` } };
    case 'regex':
      return { regexp: { [field]: value.pattern } };
  }
}

/** An INSPIRE author identifier (BAI) such as `J.Ellis.1` (search-syntax.md §5). */
const BAI = /^((\w|-|')+\.)+\d+$/;

function authorQuery(root: 'authors' | 'first_author', value: TextValue): EsQuery {
  const query =
    value.kind === 'words' && BAI.test(value.text)
      ? { term: { [`${root}.ids.value`]: value.text } }
      : textQuery(`${root}.full_name`, value);
  // `first_author` is one object per record; `authors` are nested, so that two words match one signature.
  return root === 'authors' ? nested('authors', query) : query;
}

const TEXT_FIELDS: Record<TextField, string> = {
  title: 'titles.full_title',
  keyword: 'keywords.value',
  collaboration: 'collaborations.value',
  abstract: 'abstracts.value',
  fulltext: 'documents.attachment.content',
};

const TERM_FIELDS: Record<TermField, string> = {
  affiliation: 'authors.affiliations.value',
  doi: 'dois.value.raw',
  eprint: 'arxiv_eprints.value.raw',
  reportNumber: 'report_numbers.value.fuzzy',
  subject: 'facet_inspire_categories',
  texkey: 'texkeys.raw',
  primaryArxivCategory: 'primary_arxiv_category',
  irn: 'external_system_identifiers.value.raw',
  cnum: 'publication_info.cnum',
  experiment: 'accelerator_experiments.legacy_name',
};

function termQuery(field: TermField, value: TextValue): EsQuery {
  const esField = TERM_FIELDS[field];
  // The reference stores SPIRES ids with their prefix (`irn 1234` → `SPIRES-1234`).
  const stored =
    field === 'irn' && value.kind === 'words' ? { ...value, text: `SPIRES-${value.text}` } : value;
  const query = exactValueQuery(esField, stored);
  if (field === 'affiliation') {
    return nested('authors', query);
  }
  if (field === 'cnum') {
    return nested('publication_info', query);
  }
  return query;
}

const NUMBER_FIELDS: Record<NumberField, string> = {
  controlNumber: 'control_number',
  authorCount: 'author_count',
  citationCount: 'citation_count',
  citationCountWithoutSelfCitations: 'citation_count_without_self_citations',
  affiliationId: 'record_affiliations.record.$ref',
};

function numberQuery(field: string, condition: NumberCondition): EsQuery {
  switch (condition.op) {
    case 'eq':
      return { term: { [field]: condition.value } };
    case 'between':
      return { range: { [field]: { gte: condition.from, lte: condition.to } } };
    default:
      return { range: { [field]: { [condition.op]: condition.value } } };
  }
}

/** `date` reads any date of the paper (search-syntax.md §3); the others one field each. */
const DATE_FIELDS: Record<DateField, readonly string[]> = {
  date: ['earliest_date', 'imprints.date', 'preprint_date', 'publication_info.year', 'thesis_info.date'],
  earliestDate: ['earliest_date'],
  created: ['_created'],
  updated: ['_updated'],
  journalYear: ['publication_info.year'],
};

/**
 * The bounds of a date condition. A date stands for its whole span (`2000` is the year 2000), so `> 2000` starts
 * after the span and `<= 2000` ends with it; `end` is exclusive.
 */
function dateBounds(condition: DateCondition): { gte?: string; lt?: string } {
  switch (condition.op) {
    case 'eq':
      return { gte: condition.date.start, lt: condition.date.end };
    case 'gt':
      return { gte: condition.date.end };
    case 'gte':
      return { gte: condition.date.start };
    case 'lt':
      return { lt: condition.date.start };
    case 'lte':
      return { lt: condition.date.end };
    case 'between':
      return { gte: condition.from.start, lt: condition.to.end };
  }
}

/** Years for the year fields (`publication_info.year` is a number): `[2000-01-01, 2001-01-01)` is `[2000, 2001)`. */
function boundsFor(field: string, bounds: { gte?: string; lt?: string }): Record<string, string | number> {
  if (!field.endsWith('.year')) {
    return { ...bounds, format: 'yyyy-MM-dd' };
  }
  const year = (date: string) => Number(date.slice(0, 4));
  const result: Record<string, number> = {};
  if (bounds.gte !== undefined) {
    result.gte = year(bounds.gte);
  }
  if (bounds.lt !== undefined) {
    // A bound inside a year (`< 2000-06`) still admits that year.
    result.lt = bounds.lt.endsWith('-01-01') ? year(bounds.lt) : year(bounds.lt) + 1;
  }
  return result;
}

function dateQuery(field: DateField, condition: DateCondition): EsQuery {
  const bounds = dateBounds(condition);
  const queries = DATE_FIELDS[field].map((esField) => {
    const range = { range: { [esField]: boundsFor(esField, bounds) } };
    return esField.startsWith('publication_info.') ? nested('publication_info', range) : range;
  });
  return queries.length === 1 ? (queries[0] as EsQuery) : { bool: { should: queries } };
}

function typeCodeQuery(code: TypeCode): EsQuery {
  switch (code.kind) {
    case 'documentType':
      return { match: { document_type: code.value } };
    case 'publicationType':
      return { match: { publication_type: code.value } };
    case 'flag':
      return { match: { [code.flag]: true } };
    case 'documentOrPublicationType':
      return {
        bool: {
          should: [{ match: { document_type: code.value } }, { match: { publication_type: code.value } }],
        },
      };
  }
}

function journalQuery(clause: JournalClause): EsQuery {
  if (clause.pattern !== undefined) {
    return { wildcard: { 'publication_info.journal_title_volume_page': clause.pattern } };
  }
  const must: EsQuery[] = [];
  if (clause.title !== undefined) {
    must.push({ match: { 'publication_info.journal_title': clause.title } });
  }
  if (clause.volume !== undefined) {
    must.push({ match: { 'publication_info.journal_volume': clause.volume } });
  }
  if (clause.pageOrArtid !== undefined) {
    must.push({
      bool: {
        should: [
          { match: { 'publication_info.page_start': clause.pageOrArtid } },
          { match: { 'publication_info.artid': clause.pageOrArtid } },
        ],
      },
    });
  }
  if (clause.year !== undefined) {
    must.push({ match: { 'publication_info.year': clause.year } });
  }
  return nested('publication_info', { bool: { must } });
}

function citationQuery(clause: CitationClause): EsQuery {
  const target = clause.target;
  if (target.kind === 'author') {
    // Papers citing (or cited by) an author's papers: the reference keeps the cited authors' ids per paper.
    const field = clause.relation === 'refersto' ? 'referenced_authors_bais' : 'citing_authors_bais';
    const query = exactValueQuery(field, target.value);
    return clause.excludeSelfCitations
      ? { bool: { must: [query], must_not: [exactValueQuery('authors.ids.value', target.value)] } }
      : query;
  }
  if (clause.relation === 'refersto') {
    const field = clause.excludeSelfCitations ? 'references.non_self_citation_recid' : 'references.recid';
    return { match: { [field]: target.controlNumber } };
  }
  // `citedby:recid:N`: the records that N cites, looked up in N's own references (a terms lookup).
  return {
    terms: {
      'self.$ref.raw': {
        index: 'records-hep',
        id: String(target.controlNumber),
        path: clause.excludeSelfCitations
          ? 'references.non_self_citation.$ref.raw'
          : 'references.record.$ref.raw',
      },
    },
  };
}
