import {
  COLLECTION_SORT_OPTIONS,
  collectionOrderBy,
  collectionRank,
  compileCollectionFilters,
  compileCollectionQuery,
  compileLiteratureFilters,
  compileLiteratureQuery,
  LITERATURE_SORT_OPTIONS,
  literatureOrderBy,
  literatureRank,
  literatureRankDistance,
  literatureRankMatch,
  literatureRankTarget,
  literatureTieBreak,
  normalizeJournalTitle,
  parseLiteratureQuery,
  QuerySyntaxError,
  RUM_DISTANCE_TOLERANCE,
  resolveCollectionSort,
  resolveLiteratureSort,
  type SearchCollection,
} from '@parton/query';
import {
  CITATION_BUCKETS,
  type CitationSummaryAggregation,
  type CiteFormat,
  type CollectionName,
  EXPORT_LIMIT,
  type LiteratureMetadata,
  type SortOption,
} from '@parton/records';
import { type RawBuilder, sql } from 'kysely';
import { type Account, hasCatalogerRights } from '../accounts/model';
import { findCuratedFlags } from '../assign/repository';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { type CitablePaper, renderCitations } from './citeFormats';
import { type CollectionUiExtras, relatedRecordKeys } from './collectionUi';
import { decodeCursor, encodeCursor } from './cursor';
import { presentAggregations, presentCitationSummary, termsFacetsOf } from './facets';
import {
  contentDisposition,
  contentTypeOf,
  isCiteFormat,
  negotiateFormat,
  type ResponseFormat,
} from './formats';
import { searchLinks } from './links';
import {
  firstValue,
  flag,
  hidesPendingJobs,
  PENDING_JOB_STATUS,
  parseSearchParams,
  type QueryParams,
  type SearchParams,
} from './params';
import {
  jsonHit,
  type LinkedRecords,
  linkedRecordKeys,
  linkedRecordsOf,
  searchEnvelopeJson,
  uiHit,
} from './present';
import { rankPlanForMatches } from './rankPlan';
import {
  citationsPerYear,
  countFacets,
  countHits,
  countLinkedPapers,
  findCitationCounts,
  findHitPage,
  findProceedings,
  findRecordSummaries,
  type HitRow,
  type HitTotal,
  type PaperLink,
  type RankedOrder,
  summarizeCitations,
  supportsCursor,
} from './repository';

type Json = Record<string, unknown>;

/** A response body with its content type and headers, ready for the HTTP layer. */
export interface FormattedResponse {
  contentType: string;
  body: string;
  headers: Record<string, string>;
}

export const SYNTAX_ERROR_MESSAGE = QuerySyntaxError.MESSAGE;
export const EXPORT_LIMIT_MESSAGE = `Only up to ${EXPORT_LIMIT} results can be exported.`;
export const CURSOR_SORT_MESSAGE =
  'Cursor paging needs a fixed sort: add sort= one of the listed sort options (not bestmatch).';

// PostgreSQL rejects some user-written values only when the query runs (a bad regular expression, a malformed
// tsquery or jsonpath, a value of the wrong type or out of range: SQLSTATE class 22; a statement beyond its
// limits: class 54): those are syntax errors of the search, not server errors.
const QUERY_ERROR_CODES = new Set(['42601']);
const QUERY_ERROR_CLASSES = ['22', '54'];

function isQueryError(code: unknown): boolean {
  return (
    typeof code === 'string' &&
    (QUERY_ERROR_CODES.has(code) || QUERY_ERROR_CLASSES.includes(code.slice(0, 2)))
  );
}

async function withQueryErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof QuerySyntaxError) {
      throw new ApiError(400, SYNTAX_ERROR_MESSAGE);
    }
    if (isQueryError((error as { code?: unknown } | null)?.code)) {
      throw new ApiError(400, SYNTAX_ERROR_MESSAGE);
    }
    throw error;
  }
}

/** A compiled search: its conditions, the sort it resolves to and that sort's ORDER BY. */
interface CompiledSearch {
  where: RawBuilder<boolean>[];
  sort: string;
  orderBy: RawBuilder<unknown>;
  sortOptions: readonly SortOption[];
  /** Literature bestmatch with ranked words: what the RUM plan orders its candidates by (rankPlan.ts). */
  ranked?: RankedOrder;
}

function compileSearch(
  collection: CollectionName,
  q: string,
  filters: Readonly<Record<string, readonly string[]>>,
  sort: string | undefined,
  viewer: Account | null,
): CompiledSearch {
  const hasQuery = q !== '';
  if (collection === 'literature') {
    const ast = parseLiteratureQuery(q);
    const resolved = resolveLiteratureSort(sort, hasQuery);
    // Catalogers see every collection of papers; everybody else the Literature collection only.
    const collections = hasCatalogerRights(viewer) ? null : ['Literature'];
    const rankTarget = resolved === 'bestmatch' ? literatureRankTarget(ast) : undefined;
    return {
      where: [compileLiteratureQuery(ast, { collections }), compileLiteratureFilters(filters)],
      sort: resolved,
      orderBy: literatureOrderBy(
        resolved,
        hasQuery,
        resolved === 'bestmatch' ? literatureRank(ast) : undefined,
      ),
      sortOptions: LITERATURE_SORT_OPTIONS,
      ...(rankTarget
        ? {
            ranked: {
              distance: literatureRankDistance(rankTarget),
              match: literatureRankMatch(rankTarget),
              tolerance: RUM_DISTANCE_TOLERANCE,
              singleWord: rankTarget.singleWord,
              tieBreak: literatureTieBreak(),
            },
          }
        : {}),
    };
  }
  const searchCollection = collection as SearchCollection;
  const resolved = resolveCollectionSort(searchCollection, sort, hasQuery);
  const where = [
    compileCollectionQuery(searchCollection, q),
    compileCollectionFilters(searchCollection, filters),
  ];
  // A pending job waits for a curator (submissions, facts §2.3): listed to catalogers only, whatever `status=` asks.
  if (hidesPendingJobs(collection, hasCatalogerRights(viewer))) {
    where.push(sql<boolean>`s.status <> ${PENDING_JOB_STATUS}`);
  }
  return {
    where,
    sort: resolved,
    orderBy: collectionOrderBy(
      searchCollection,
      resolved,
      hasQuery,
      resolved === 'bestmatch' ? collectionRank(q) : undefined,
    ),
    sortOptions: COLLECTION_SORT_OPTIONS[searchCollection],
  };
}

/** Hit metadata is read as text; only formats that reshape it parse it (trimmed: no references, first authors). */
function parseMetadata(row: HitRow): Json {
  return JSON.parse(row.metadataJson) as Json;
}

async function linkedRecordsFor(context: AppContext, papers: readonly Json[]): Promise<LinkedRecords> {
  return linkedRecordsOf(await findRecordSummaries(context.db, linkedRecordKeys(papers)));
}

/** Which value links papers to a record of this collection, for `number_of_papers` / `number_of_contributions`. */
function paperLinkOf(
  collection: CollectionName,
  metadata: Json,
): { link: PaperLink; value: string } | undefined {
  switch (collection) {
    case 'conferences':
      return typeof metadata.cnum === 'string'
        ? { link: 'cnums', value: metadata.cnum.toUpperCase() }
        : undefined;
    case 'institutions':
      return { link: 'affiliation_recids', value: String(metadata.control_number) };
    case 'journals':
      return typeof metadata.short_title === 'string'
        ? { link: 'journal_titles', value: normalizeJournalTitle(metadata.short_title) }
        : undefined;
    case 'experiments':
      return typeof metadata.legacy_name === 'string'
        ? { link: 'experiments', value: metadata.legacy_name.toLowerCase() }
        : undefined;
    default:
      return undefined;
  }
}

async function paperCounts(
  context: AppContext,
  collection: CollectionName,
  records: readonly Json[],
): Promise<(number | undefined)[]> {
  const links = records.map((metadata) => paperLinkOf(collection, metadata));
  const first = links.find((link) => link !== undefined);
  if (!first) {
    return records.map(() => undefined);
  }
  const counts = await countLinkedPapers(
    context.db,
    first.link,
    links.flatMap((link) => (link ? [link.value] : [])),
  );
  return links.map((link) => (link ? (counts.get(link.value) ?? 0) : undefined));
}

/** What the UI JSON of records of the other collections reads from other records, for a page at once. */
async function collectionExtrasFor(
  context: AppContext,
  collection: CollectionName,
  records: readonly Json[],
): Promise<CollectionUiExtras[]> {
  const [papers, summaries, proceedings, citationCounts] = await Promise.all([
    paperCounts(context, collection, records),
    findRecordSummaries(context.db, relatedRecordKeys(collection, records)),
    collection === 'conferences'
      ? findProceedings(
          context.db,
          records.flatMap((metadata) =>
            typeof metadata.cnum === 'string' ? [metadata.cnum.toUpperCase()] : [],
          ),
        )
      : Promise.resolve([]),
    collection === 'data'
      ? findCitationCounts(
          context.db,
          'dat',
          records.map((metadata) => Number(metadata.control_number)),
        )
      : Promise.resolve(new Map<number, number>()),
  ]);
  const related = new Map(
    summaries.map((summary) => [`${summary.pidType}:${summary.controlNumber}`, summary.summary]),
  );
  return records.map((metadata, index) => {
    const cnum = typeof metadata.cnum === 'string' ? metadata.cnum.toUpperCase() : undefined;
    return {
      ...(papers[index] === undefined ? {} : { numberOfPapers: papers[index] }),
      related,
      proceedings: proceedings
        .filter((volume) => volume.cnum === cnum)
        .map((volume) => ({
          control_number: volume.controlNumber,
          ...(volume.titles === null ? {} : { titles: volume.titles }),
          ...(volume.publicationInfo === null ? {} : { publication_info: volume.publicationInfo }),
        })),
      citationCount: citationCounts.get(Number(metadata.control_number)) ?? 0,
    };
  });
}

async function uiHits(
  context: AppContext,
  collection: CollectionName,
  rows: readonly HitRow[],
  list: boolean,
  viewer: Account | null,
  assignAuthorRecid?: number,
): Promise<string[]> {
  const records = rows.map(parseMetadata);
  const literature = collection === 'literature';
  const linked = literature
    ? await linkedRecordsFor(context, records)
    : { conferences: new Map(), books: new Map() };
  // An author's publication list marks the papers that author claimed (the hits' authors may be trimmed: SQL).
  const curated =
    literature && assignAuthorRecid !== undefined
      ? await findCuratedFlags(
          context.db,
          assignAuthorRecid,
          rows.map((row) => row.recordId),
        )
      : undefined;
  const extras = literature ? [] : await collectionExtrasFor(context, collection, records);
  return rows.map((row, index) =>
    uiHit(
      {
        row,
        collection,
        metadata: records[index]!,
        linked,
        collectionExtras: extras[index] ?? { related: new Map() },
        list,
        viewer,
        ...(curated ? { curatedRelation: curated.get(row.recordId) ?? false } : {}),
      },
      context.config.publicUrl,
    ),
  );
}

async function citations(context: AppContext, format: CiteFormat, rows: readonly HitRow[]): Promise<string> {
  const records = rows.map(parseMetadata);
  const linked = await linkedRecordsFor(context, records);
  const papers: CitablePaper[] = rows.map((row, index) => ({
    metadata: records[index] as LiteratureMetadata,
    citationCount: row.citationCount ?? 0,
  }));
  return renderCitations(format, papers, linked, context.config.publicUrl);
}

interface PageOfHits {
  rows: HitRow[];
  total: HitTotal;
  nextCursor: string | undefined;
}

async function fetchPage(
  context: AppContext,
  collection: CollectionName,
  params: SearchParams,
  compiled: CompiledSearch,
  trimmed: boolean,
  knownTotal?: HitTotal,
): Promise<PageOfHits> {
  if (params.cursor && !supportsCursor(collection, compiled.sort)) {
    throw new ApiError(400, CURSOR_SORT_MESSAGE);
  }
  const after = params.searchAfter ? decodeCursor(params.searchAfter) : undefined;
  if (after && after.sort !== compiled.sort) {
    throw new ApiError(400, CURSOR_SORT_MESSAGE);
  }
  const cursorMode = params.cursor;
  // Counted first: the page's plan depends on how many hits there are (repository.ts HitPageQuery.fewMatches).
  const total = knownTotal ?? (await countHits(context.db, collection, compiled.where));
  const fewMatches = total.relation === 'eq';
  const ranked =
    compiled.ranked &&
    (await rankPlanForMatches(context, {
      exactlyCounted: fewMatches,
      singleWord: compiled.ranked.singleWord,
    })) === 'rum'
      ? compiled.ranked
      : undefined;
  const rows = await findHitPage(context.db, {
    collection,
    where: compiled.where,
    orderBy: compiled.orderBy,
    fewMatches,
    ...(ranked ? { ranked } : {}),
    ...(cursorMode ? { cursor: { sort: compiled.sort, ...(after ? { after } : {}) } } : {}),
    // One hit more than asked tells whether a cursor page has a successor.
    limit: cursorMode ? params.size + 1 : params.size,
    offset: after ? 0 : (params.page - 1) * params.size,
    trimmed,
    // Plain JSON hits send the public texts kept ready for this PUBLIC_URL (records/publicJson.ts).
    ...(!trimmed && !params.fields ? { publicUrl: context.config.publicUrl } : {}),
  });
  if (!cursorMode || rows.length <= params.size) {
    return { rows: rows.slice(0, params.size), total, nextCursor: undefined };
  }
  const page = rows.slice(0, params.size);
  const last = page.at(-1)!;
  return {
    rows: page,
    total,
    nextCursor: encodeCursor({ sort: compiled.sort, key: last.sortKey, controlNumber: last.controlNumber }),
  };
}

/**
 * A search in one collection (`GET /api/{collection}`): query, facet filters, sort, paging (page numbers
 * inside the 10,000-result window, or a cursor) and the negotiated format.
 */
export async function searchCollection(
  context: AppContext,
  collection: CollectionName,
  query: QueryParams,
  accept: string | undefined,
  viewer: Account | null,
): Promise<FormattedResponse> {
  const params = parseSearchParams(collection, query);
  const format = negotiateFormat(collection, params.format, accept);
  return withQueryErrors(async (): Promise<FormattedResponse> => {
    const compiled = compileSearch(collection, params.q, params.filters, params.sort, viewer);
    if (isCiteFormat(format)) {
      // Counted first: an export past the limit is refused before any record is read.
      const total = await countHits(context.db, collection, compiled.where);
      // Exact up to the window (10,000 ≥ the export limit): an estimated total is above the limit too.
      if (total.value > EXPORT_LIMIT) {
        throw new ApiError(400, EXPORT_LIMIT_MESSAGE);
      }
      const page = await fetchPage(context, collection, params, compiled, true, total);
      return {
        contentType: contentTypeOf(format),
        body: await citations(context, format, page.rows),
        headers: { 'content-disposition': contentDisposition(format, collection) },
      };
    }
    const page = await fetchPage(context, collection, params, compiled, format !== 'json');
    const hits =
      format === 'ui'
        ? await uiHits(context, collection, page.rows, true, viewer, params.assignAuthorRecid)
        : page.rows.map((row) => jsonHit(row, collection, context.config.publicUrl, params.fields));
    const links = searchLinks({
      publicUrl: context.config.publicUrl,
      collection,
      q: params.q,
      sort: params.sort,
      filters: params.requestedFilters,
      size: params.size,
      page: params.page,
      fields: params.fields,
      total: page.total.value,
      ...(params.cursor ? { cursor: { searchAfter: params.searchAfter, next: page.nextCursor } } : {}),
    });
    return {
      contentType: contentTypeOf(format),
      body: searchEnvelopeJson(hits, page.total.value, links, compiled.sortOptions, page.total.relation),
      headers: {},
    };
  });
}

/**
 * One record, read by `findHit`, in a format other than plain JSON (UI JSON, citation formats). Plain JSON is the
 * record's public view (records/response.ts reads it apart, without parsing it).
 */
export async function formatHit(
  context: AppContext,
  collection: CollectionName,
  row: HitRow,
  format: Exclude<ResponseFormat, 'json'>,
  viewer: Account | null,
): Promise<FormattedResponse> {
  if (isCiteFormat(format)) {
    return {
      contentType: contentTypeOf(format),
      body: await citations(context, format, [row]),
      headers: { 'content-disposition': contentDisposition(format, String(row.controlNumber)) },
    };
  }
  const body = (await uiHits(context, collection, [row], false, viewer))[0] ?? '';
  return { contentType: contentTypeOf(format), body, headers: {} };
}

// ---- Facets and citation metrics ----

/** Filters the citation summary ignores, so that choosing a bar of its own graph does not empty it. */
const SUMMARY_IGNORED_FILTERS = [
  'citeable',
  'refereed',
  'citation_count',
  'citation_count_without_self_citations',
];
const BY_YEAR_IGNORED_FILTERS = [
  ...SUMMARY_IGNORED_FILTERS,
  'author_count',
  'earliest_date',
  'collaboration',
];

function withoutFilters(
  filters: Readonly<Record<string, string[]>>,
  ignored: readonly string[],
): Record<string, string[]> {
  return Object.fromEntries(Object.entries(filters).filter(([name]) => !ignored.includes(name)));
}

/** Aggregations do not page: a facets request may carry the page of the list it belongs to. */
function withoutPaging(query: QueryParams): QueryParams {
  const { page: _page, size: _size, cursor: _cursor, search_after: _searchAfter, ...rest } = query;
  return rest;
}

export interface FacetsBody {
  took: number;
  timed_out: false;
  hits: { hits: []; total: number; total_relation: HitTotal['relation'] };
  aggregations: Json;
}

function facetsBody(started: number, total: HitTotal, aggregations: Json): FacetsBody {
  return {
    took: Date.now() - started,
    timed_out: false,
    hits: { hits: [], total: total.value, total_relation: total.relation },
    aggregations,
  };
}

/** The citation summary of the papers a literature search finds (citeable papers; bars and flags ignored). */
export async function citationSummary(
  context: AppContext,
  query: QueryParams,
  viewer: Account | null,
): Promise<{ total: number; summary: CitationSummaryAggregation }> {
  const params = parseSearchParams('literature', withoutPaging(query));
  return withQueryErrors(async () => {
    const filters = withoutFilters(params.filters, SUMMARY_IGNORED_FILTERS);
    const compiled = compileSearch('literature', params.q, filters, undefined, viewer);
    const row = await summarizeCitations(
      context.db,
      compiled.where,
      flag(query['exclude-self-citations']),
      CITATION_BUCKETS,
    );
    return { total: row.total, summary: presentCitationSummary(row) };
  });
}

async function citationsByYear(
  context: AppContext,
  params: SearchParams,
  viewer: Account | null,
): Promise<{ total: HitTotal; value: Json }> {
  const filters = withoutFilters(params.filters, BY_YEAR_IGNORED_FILTERS);
  const compiled = compileSearch('literature', params.q, filters, undefined, viewer);
  // Both statements start together and Promise.all observes both: nothing may be awaited between starting one
  // and handing it over, or its failure goes unobserved and ends the process (issue 13).
  const [total, value] = await Promise.all([
    countHits(context.db, 'literature', compiled.where),
    citationsPerYear(context.db, compiled.where),
  ]);
  return { total, value };
}

/**
 * `GET /api/{collection}/facets`: the aggregations of a search (same query and filters), or with
 * `facet_name=citation-summary` / `citations-by-year` the citation metrics of its papers.
 */
export async function searchFacets(
  context: AppContext,
  collection: CollectionName,
  query: QueryParams,
  viewer: Account | null,
): Promise<FacetsBody> {
  const started = Date.now();
  const facetName = firstValue(query.facet_name);
  if (collection === 'literature' && facetName === 'citation-summary') {
    const { total, summary } = await citationSummary(context, query, viewer);
    // The summary counts every hit (exactly): its total is exact too.
    return facetsBody(started, { value: total, relation: 'eq' }, { citation_summary: summary });
  }
  const params = parseSearchParams(collection, withoutPaging(query));
  return withQueryErrors(async () => {
    if (collection === 'literature' && facetName === 'citations-by-year') {
      const { total, value } = await citationsByYear(context, params, viewer);
      return facetsBody(started, total, { citations_by_year: { value } });
    }
    const compiled = compileSearch(collection, params.q, params.filters, params.sort, viewer);
    const counts = await countFacets(
      context.db,
      collection,
      compiled.where,
      termsFacetsOf(collection).map(({ meta: _meta, ...spec }) => spec),
    );
    return facetsBody(
      started,
      { value: counts.total, relation: counts.totalRelation },
      presentAggregations(collection, counts),
    );
  });
}
