import { COLLECTIONS, type CollectionName, type PidType } from '@parton/records';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import { withheldFields } from '../records/privacy';
import { currentPublicJsonJoin } from '../records/publicJsonRepository';

type Db = Kysely<Database>;

/**
 * Every SQL statement of search, facets, citation metrics and lookups. Predicates come from @parton/query and
 * read `records r` joined with the collection's search table `s`.
 */

// ISO 8601 in UTC with microseconds and +00:00, as the reference writes created/updated.
const isoTimestamp = (column: RawBuilder<unknown>) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"+00:00"')`;

/** One parameter for a list of numbers (`{1,2,3}`), however long the list. */
function bigintArrayLiteral(values: readonly number[]): string {
  return `{${[...new Set(values)].filter((value) => Number.isSafeInteger(value)).join(',')}}`;
}

/**
 * The record's metadata decompressed once per row (`d.metadata`): every reference to a stored (TOASTed) jsonb
 * column would decompress it again, and these statements read several parts of it.
 */
const DETOASTED = sql`(SELECT r.metadata || '{}'::jsonb AS metadata OFFSET 0) AS d`;
// The same, except for a record whose public text is kept ready (`p`, public_json): its jsonb is not read at all.
const DETOASTED_UNLESS_READY = sql`(SELECT CASE WHEN p.record_id IS NULL THEN r.metadata || '{}'::jsonb END AS metadata
  OFFSET 0) AS d`;

// A column of `records r` that the search tables do not repeat (metadata, created, updated, pid_type …).
const RECORD_ONLY_COLUMN = /\br\.(?!(?:id|control_number|deleted)\b)\w+/;

/**
 * The rows a search reads, as `r` (record) and `s` (search row). When the statement's parts read nothing of `r`
 * beyond what the search table repeats (id, control number, deleted), `r` is those columns of `s` and the wide
 * record heap is not joined at all: counting a 100 k-hit search then reads the search table alone (≈ 10× less).
 */
function searchSource(
  db: Db,
  collection: CollectionName,
  parts: readonly RawBuilder<unknown>[],
): RawBuilder<unknown> {
  const table = sql.raw(collection === 'literature' ? 'literature_search' : 'collection_search');
  if (parts.some((part) => RECORD_ONLY_COLUMN.test(part.compile(db).sql))) {
    return sql`records r JOIN ${table} s ON s.record_id = r.id`;
  }
  return sql`${table} s CROSS JOIN LATERAL (SELECT s.record_id AS id, s.control_number, s.deleted) r`;
}

// ---- Sorting keys (cursor paging) ----

/**
 * A sort whose order is `key DIR NULLS LAST, control_number DIR`: the same order as @parton/query's ORDER BY
 * for that sort, written out so that a page can start strictly after a cursor (keyset paging).
 */
interface SortKey {
  key: RawBuilder<unknown>;
  type: 'date' | 'timestamptz' | 'integer';
  direction: 'asc' | 'desc';
}

const LITERATURE_SORT_KEYS: Record<string, SortKey> = {
  mostrecent: { key: sql`s.earliest_date`, type: 'date', direction: 'desc' },
  mostcited: { key: sql`s.citation_count`, type: 'integer', direction: 'desc' },
};

const COLLECTION_SORT_KEYS: Record<string, SortKey> = {
  mostrecent: { key: sql`r.created`, type: 'timestamptz', direction: 'desc' },
  dateasc: { key: sql`s.start_at`, type: 'timestamptz', direction: 'asc' },
  datedesc: { key: sql`s.start_at`, type: 'timestamptz', direction: 'desc' },
  deadline: { key: sql`s.deadline_date`, type: 'date', direction: 'asc' },
};

function sortKeyOf(collection: CollectionName, sort: string): SortKey | undefined {
  const keys = collection === 'literature' ? LITERATURE_SORT_KEYS : COLLECTION_SORT_KEYS;
  return Object.hasOwn(keys, sort) ? keys[sort] : undefined;
}

/** Whether a sort can be paged with a cursor (every sort but relevance). */
export function supportsCursor(collection: CollectionName, sort: string): boolean {
  return sortKeyOf(collection, sort) !== undefined;
}

function castTo(value: string, type: SortKey['type']): RawBuilder<unknown> {
  switch (type) {
    case 'date':
      return sql`${value}::date`;
    case 'timestamptz':
      return sql`${value}::timestamptz`;
    case 'integer':
      return sql`${value}::bigint`;
  }
}

function keysetOrder(sortKey: SortKey): RawBuilder<unknown> {
  const direction = sql.raw(sortKey.direction === 'desc' ? 'DESC' : 'ASC');
  return sql`${sortKey.key} ${direction} NULLS LAST, r.control_number ${direction}`;
}

/** Rows strictly after the cursor position in `key DIR NULLS LAST, control_number DIR` order. */
function afterCursor(
  sortKey: SortKey,
  position: { key: string | null; controlNumber: number },
): RawBuilder<boolean> {
  const beyond = sql.raw(sortKey.direction === 'desc' ? '<' : '>');
  if (position.key === null) {
    return sql<boolean>`(${sortKey.key} IS NULL AND r.control_number ${beyond} ${position.controlNumber})`;
  }
  const key = castTo(position.key, sortKey.type);
  return sql<boolean>`(${sortKey.key} ${beyond} ${key} OR (${sortKey.key} = ${key} AND r.control_number ${beyond} ${position.controlNumber}) OR ${sortKey.key} IS NULL)`;
}

// ---- Hits ----

/** One hit: the record envelope fields and what the presenters add to the metadata. */
export interface HitRow {
  recordId: string;
  controlNumber: number;
  revisionId: number;
  created: string;
  updated: string;
  deleted: boolean;
  /** The stored metadata as JSON text (literature: without stored copies of the computed fields). */
  metadataJson: string;
  citationCount: number | null;
  citationCountWithoutSelfCitations: number | null;
  authorCount: number | null;
  numberOfReferences: number | null;
  /** The date fields earliest_date is computed from (literature only). */
  dateSources: Record<string, unknown> | null;
  /**
   * `metadataJson` is the record's public text kept ready (records/publicJson.ts): its public view without the
   * computed fields, `$ref`s already under PUBLIC_URL; `earliestDate` is then the stored one (dateSources is null).
   */
  publicTextReady: boolean;
  earliestDate: string | null;
  /** The sort key of the hit as text, for the next cursor (null when the key is missing or not asked for). */
  sortKey: string | null;
}

interface HitRowSql {
  record_id: string;
  control_number: number;
  revision_id: number;
  created: string;
  updated: string;
  deleted: boolean;
  metadata_json: string;
  citation_count: number | null;
  citation_count_without_self_citations: number | null;
  author_count: number | null;
  number_of_references: number | null;
  date_sources: Record<string, unknown> | null;
  public_text_ready: boolean;
  earliest_date: string | null;
  sort_key: string | null;
}

/** Authors kept for formats that show at most ten of them: a few more than shown, so counts still say "et al.". */
export const TRIMMED_AUTHORS = 50;

/**
 * Fields the hit computes, whose stored copy (some imported records carry one) is dropped so keys stay unique;
 * and the fields the public never sees (records/privacy.ts), dropped here so that the JSON presenter need not
 * parse the record to drop them.
 */
const COMPUTED_FIELDS = [
  'citation_count',
  'citation_count_without_self_citations',
  'author_count',
  'earliest_date',
];
const COMPUTED_KEYS = sql`${[...COMPUTED_FIELDS, ...withheldFields('literature')]}::text[]`;
const TRIMMED_KEYS = sql`ARRAY['references', 'citation_count', 'citation_count_without_self_citations', 'author_count', 'earliest_date']::text[]`;

/**
 * The literature metadata of a hit as text, printed by PostgreSQL so that Node never parses a whole record (the
 * computed fields are spliced into the text afterwards). Each jsonb operation copies the record, so the common
 * case is a plain cast; `trimmed` drops references and keeps the first authors only (UI JSON, citations).
 */
function literatureMetadata(trimmed: boolean): RawBuilder<string> {
  if (!trimmed) {
    return sql<string>`CASE WHEN d.metadata ?| ${COMPUTED_KEYS} THEN (d.metadata - ${COMPUTED_KEYS})::text
      ELSE d.metadata::text END`;
  }
  const lastAuthor = TRIMMED_AUTHORS - 1;
  return sql<string>`CASE
    WHEN jsonb_typeof(d.metadata -> 'authors') = 'array' AND jsonb_array_length(d.metadata -> 'authors') > ${TRIMMED_AUTHORS}
    THEN jsonb_set(d.metadata - ${TRIMMED_KEYS}, '{authors}',
      jsonb_path_query_array(d.metadata, ${`$.authors[0 to ${lastAuthor}]`}::jsonpath))::text
    ELSE (d.metadata - ${TRIMMED_KEYS})::text
  END`;
}

/**
 * The metadata of another collection's hit: without the top-level fields the public never sees, dropped by
 * PostgreSQL as the record route drops them (records/repository.ts findPublicRecord), so that both print the same
 * text and Node parses a record only when something private is left in it.
 */
function collectionMetadata(collection: CollectionName, trimmed: boolean): RawBuilder<string> {
  if (trimmed) {
    return sql<string>`d.metadata::text`;
  }
  const withheld = sql`${[...withheldFields(collection)]}::text[]`;
  return sql<string>`CASE WHEN d.metadata ?| ${withheld} THEN (d.metadata - ${withheld})::text
    ELSE d.metadata::text END`;
}

/**
 * The columns of a hit. With `ready` (JSON hits without `fields`), a record whose public text is kept ready for
 * the PUBLIC_URL (`p`, joined by the caller) is sent as that text, and its jsonb (`d`, then NULL) is not read.
 */
function hitColumns(collection: CollectionName, trimmed: boolean, ready = false): RawBuilder<unknown> {
  const envelope = sql`r.id AS record_id, r.control_number, r.revision_id, r.deleted,
    ${isoTimestamp(sql`r.created`)} AS created, ${isoTimestamp(sql`r.updated`)} AS updated,
    ${ready ? sql`p.record_id IS NOT NULL` : sql`false`} AS public_text_ready,
    ${ready ? sql`p.earliest_date` : sql`NULL::text`} AS earliest_date`;
  const metadata =
    collection === 'literature' ? literatureMetadata(trimmed) : collectionMetadata(collection, trimmed);
  const metadataJson = ready ? sql`COALESCE(p.metadata_json, ${metadata})` : metadata;
  if (collection !== 'literature') {
    return sql`${envelope}, ${metadataJson} AS metadata_json, NULL::int AS citation_count,
      NULL::int AS citation_count_without_self_citations, NULL::int AS author_count,
      NULL::int AS number_of_references, NULL::jsonb AS date_sources`;
  }
  return sql`${envelope}, ${metadataJson} AS metadata_json,
    s.citation_count, s.citation_count_without_self_citations, s.author_count,
    CASE WHEN jsonb_typeof(d.metadata -> 'references') = 'array'
      THEN jsonb_array_length(d.metadata -> 'references') ELSE 0 END AS number_of_references,
    jsonb_build_object(
      'preprint_date', d.metadata -> 'preprint_date',
      'thesis_info', d.metadata -> 'thesis_info',
      'publication_info', d.metadata -> 'publication_info',
      'legacy_creation_date', d.metadata -> 'legacy_creation_date',
      'imprints', d.metadata -> 'imprints') AS date_sources`;
}

function toHitRow(row: HitRowSql): HitRow {
  return {
    recordId: row.record_id,
    controlNumber: row.control_number,
    revisionId: row.revision_id,
    created: row.created,
    updated: row.updated,
    deleted: row.deleted,
    metadataJson: row.metadata_json,
    citationCount: row.citation_count,
    citationCountWithoutSelfCitations: row.citation_count_without_self_citations,
    authorCount: row.author_count,
    numberOfReferences: row.number_of_references,
    dateSources: row.public_text_ready ? null : row.date_sources,
    publicTextReady: row.public_text_ready,
    earliestDate: row.earliest_date,
    sortKey: row.sort_key,
  };
}

export interface HitPageQuery {
  collection: CollectionName;
  /** Conditions every hit meets (query and filters), ANDed. */
  where: readonly RawBuilder<boolean>[];
  /** ORDER BY list of @parton/query (page paging). */
  orderBy: RawBuilder<unknown>;
  /** Cursor paging: the sort whose key is returned with each hit, and the position to start after. */
  cursor?: { sort: string; after?: { key: string | null; controlNumber: number } };
  limit: number;
  offset: number;
  trimmed: boolean;
  /** JSON hits without `fields`: the PUBLIC_URL whose public texts kept ready may be sent (records/publicJson.ts). */
  publicUrl?: string;
  /**
   * The matches are few (counted exactly, at most the 10,000-hit window): they are all read through the
   * conditions' own indexes and sorted, never found by walking a date index in order. The planner's walk is right
   * for dense matches but its estimate of a rare value (a DOI, an old journal) is often far too high: at 1 M records
   * a DOI lookup walked 1 M rows of the most-recent index (1.8 s) for one hit, a journal of the 1980s 850,000.
   */
  fewMatches?: boolean;
  /**
   * Literature bestmatch on the RUM plan: `distance` (`vector <=> query`, read in order from a RUM index) finds
   * the candidates, `orderBy` (whose first key is the GIN plan's `ts_rank` score) orders them.
   */
  ranked?: RankedOrder;
}

export interface RankedOrder {
  distance: RawBuilder<number>;
  /** The records that score above 0 (`vector @@ words`): the only ones a RUM index holds. */
  match: RawBuilder<boolean>;
  /** Relative float difference allowed between distance × score of two records of one query. */
  tolerance: number;
  /** One ranked word: equal distances are equal scores (`RankTarget.singleWord`), ordered by date. */
  singleWord: boolean;
  /** The GIN plan's tie-break after the score (most recent first, then control number). */
  tieBreak: RawBuilder<unknown>;
}

/**
 * One page of hits in one statement: the page's record ids are chosen first (ordered, limited), and only those
 * rows are turned into hit JSON. A ranked (RUM) page chooses its ids first (`rankedPageIds`), and falls back to
 * the plain statement when the index order cannot settle the page.
 */
export async function findHitPage(db: Db, query: HitPageQuery): Promise<HitRow[]> {
  const sortKey = query.cursor ? sortKeyOf(query.collection, query.cursor.sort) : undefined;
  const conditions = [...query.where];
  if (sortKey && query.cursor?.after) {
    conditions.push(afterCursor(sortKey, query.cursor.after));
  }
  const where = allOf(conditions);
  const orderBy = sortKey ? keysetOrder(sortKey) : query.orderBy;
  const sortKeyText = sortKey ? sql`(${sortKey.key})::text` : sql`NULL::text`;
  const searchTable = sql.raw(query.collection === 'literature' ? 'literature_search' : 'collection_search');
  const rankedIds =
    query.ranked && !sortKey && query.collection === 'literature'
      ? await rankedPageIds(db, { ...query, ranked: query.ranked }, where)
      : undefined;
  const page = rankedIds
    ? sql`SELECT page_record_id, NULL::text AS sort_key
      FROM unnest(${rankedIds}::uuid[]) WITH ORDINALITY AS ranked_page(page_record_id, ranked_position)
      ORDER BY ranked_position`
    : query.fewMatches
      ? // MATERIALIZED: planned without the LIMIT, so the matches come from the conditions' indexes.
        sql`WITH matched AS MATERIALIZED (
          SELECT r.id AS page_record_id, ${sortKeyText} AS sort_key,
            row_number() OVER (ORDER BY ${orderBy}) AS match_position
          FROM ${searchSource(db, query.collection, [where, orderBy, sortKeyText])}
          WHERE ${where}
        )
        SELECT page_record_id, sort_key FROM matched
        ORDER BY match_position
        LIMIT ${query.limit} OFFSET ${query.offset}`
      : sql`SELECT r.id AS page_record_id, ${sortKeyText} AS sort_key
        FROM ${searchSource(db, query.collection, [where, orderBy, sortKeyText])}
        WHERE ${where}
        ORDER BY ${orderBy}
        LIMIT ${query.limit} OFFSET ${query.offset}`;
  const ready = query.publicUrl !== undefined && !query.trimmed;
  const result = await sql<HitRowSql>`
    WITH page AS (${page}), ordered AS (
      SELECT page.*, row_number() OVER () AS position FROM page
    )
    SELECT ${hitColumns(query.collection, query.trimmed, ready)}, ordered.sort_key
    FROM ordered
    JOIN records r ON r.id = ordered.page_record_id
    JOIN ${searchTable} s ON s.record_id = r.id
    ${ready ? currentPublicJsonJoin(query.publicUrl!) : sql``}
    CROSS JOIN LATERAL ${ready ? DETOASTED_UNLESS_READY : DETOASTED}
    ORDER BY ordered.position
  `.execute(db);
  return result.rows.map(toHitRow);
}

// A ranked page reads this many candidates beyond its end at first, and RANKED_FETCH_GROWTH times more when the
// index order cannot settle it; past RANKED_FETCH_LIMIT, ranking every match (the GIN statement) is as cheap.
const RANKED_FETCH_MARGIN = 25;
const RANKED_FETCH_GROWTH = 16;
const RANKED_FETCH_LIMIT = 1_000;

interface RankedCandidatesSql {
  candidates: number;
  last_distance: number | null;
  page_distance: number | null;
  page: string[];
  /** Candidates strictly nearer than the page's farthest hit, in page order. */
  nearer: string[];
}

/**
 * The record ids of a bestmatch page, read in RUM order, or undefined when the GIN statement must decide.
 *
 * The candidates are the first `fetch` matches by RUM distance among the matches that score at all (the others
 * score 0 and rank after them); they are ordered by the GIN plan's own ORDER BY
 * (score, then most recent, then control number). Distance × score is one constant per query (RUM leaves out
 * ts_rank's division by the number of query words), up to float rounding (`tolerance`). Every match not read has
 * a distance ≥ the last candidate's, so its score is at most the constant over that distance; when the page's last
 * hit is clearly nearer (its distance below the last candidate's by more than the rounding), no match left out
 * can score as high as it: the page is exactly the GIN plan's page. Otherwise (a large group of equal scores at
 * the page boundary) read more, or let the GIN statement rank every match.
 */
async function rankedPageIds(
  db: Db,
  query: HitPageQuery & { ranked: RankedOrder },
  where: RawBuilder<boolean>,
): Promise<string[] | undefined> {
  const { distance, match, tolerance } = query.ranked;
  const end = query.offset + query.limit;
  for (let fetch = end + RANKED_FETCH_MARGIN; fetch <= RANKED_FETCH_LIMIT; fetch *= RANKED_FETCH_GROWTH) {
    const result = await sql<RankedCandidatesSql>`
      WITH candidates AS MATERIALIZED (
        SELECT r.id AS candidate_id, (${distance})::float8 AS distance
        FROM ${searchSource(db, 'literature', [where, distance, match])}
        WHERE ${where} AND ${match}
        ORDER BY ${distance}
        LIMIT ${fetch}
      ), ranked AS MATERIALIZED (
        SELECT s.record_id, candidates.distance,
          row_number() OVER (ORDER BY ${query.orderBy}) AS position
        FROM candidates
        JOIN literature_search s ON s.record_id = candidates.candidate_id
        CROSS JOIN LATERAL (SELECT s.record_id AS id, s.control_number, s.deleted) r
      )
      SELECT (SELECT count(*)::int FROM ranked) AS candidates,
        (SELECT max(distance) FROM ranked) AS last_distance,
        (SELECT max(distance) FROM ranked WHERE position <= ${end}) AS page_distance,
        ARRAY(SELECT record_id::text FROM ranked WHERE position > ${query.offset} AND position <= ${end}
          ORDER BY position) AS page,
        ARRAY(SELECT record_id::text FROM ranked
          WHERE distance < (SELECT max(distance) FROM ranked WHERE position <= ${end}) ORDER BY position) AS nearer
    `.execute(db);
    const row = result.rows[0];
    if (!row) {
      return undefined;
    }
    // Fewer candidates than asked for: every match scoring above 0 was read. The others score 0 and come after
    // them: the page is settled unless it reaches into those (then the GIN statement orders them).
    if (row.candidates < fetch) {
      return row.candidates >= end ? row.page : undefined;
    }
    if (
      row.last_distance !== null &&
      row.page_distance !== null &&
      row.last_distance * (1 - tolerance) > row.page_distance * (1 + tolerance)
    ) {
      return row.page;
    }
    if (query.ranked.singleWord && row.page_distance !== null) {
      return tiedPageIds(db, query, where, { distance: row.page_distance, nearer: row.nearer });
    }
  }
  return undefined;
}

/**
 * A one-word page whose end falls in a group of equal scores (most titles hold a common word once): the hits
 * nearer than the group (all among the candidates) come first, then the group's hits in the GIN plan's tie order
 * (most recent first), read in that order — from the most-recent index when the group is large — and cut at the
 * page end. Undefined (the GIN statement decides) when the group ends before the page does.
 */
async function tiedPageIds(
  db: Db,
  query: HitPageQuery & { ranked: RankedOrder },
  where: RawBuilder<boolean>,
  group: { distance: number; nearer: readonly string[] },
): Promise<string[] | undefined> {
  const { distance, tieBreak } = query.ranked;
  const end = query.offset + query.limit;
  const needed = end - group.nearer.length;
  // The group is `distance = d`, written `distance <= d` minus the nearer hits: the planner estimates an equality
  // on an expression at 0.5 % of the matches and would sort them all, a range at a third and walks the
  // most-recent index instead, stopping after `needed` hits. A hit without the word is at infinite distance.
  const result = await sql<{ id: string }>`
    SELECT r.id::text AS id
    FROM ${searchSource(db, 'literature', [where, distance, tieBreak])}
    WHERE ${where} AND (${distance})::float8 <= ${group.distance}::float8
      AND r.id <> ALL(${[...group.nearer]}::uuid[])
    ORDER BY ${tieBreak}
    LIMIT ${needed}
  `.execute(db);
  if (result.rows.length < needed) {
    return undefined;
  }
  return [...group.nearer, ...result.rows.map((row) => row.id)].slice(query.offset, end);
}

function allOf(conditions: readonly RawBuilder<boolean>[]): RawBuilder<boolean> {
  return conditions.length === 0 ? sql<boolean>`TRUE` : sql<boolean>`${sql.join(conditions, sql` AND `)}`;
}

// ---- Totals ----

/**
 * How `hits.total` relates to the true number of hits, in Elasticsearch's words (`hits.total.relation`): `eq`
 * exact; `gte` at least that many; `estimate` the planner's estimate (rounded), the true number being above the
 * exact window in any case.
 */
export type TotalRelation = 'eq' | 'gte' | 'estimate';

export interface HitTotal {
  value: number;
  relation: TotalRelation;
}

/** Hits counted exactly: the page window (page × size ≤ 10,000), so every page a client can ask for is known. */
export const EXACT_TOTAL_WINDOW = 10_000;

/** An estimate claims two significant digits (93,431 → 93,000), which is all a planner's row estimate is worth. */
export function roundEstimate(rows: number): number {
  if (rows < 100) {
    return Math.round(rows);
  }
  const unit = 10 ** (Math.floor(Math.log10(rows)) - 1);
  return Math.round(rows / unit) * unit;
}

/** The planner's row estimate of a statement (`EXPLAIN (FORMAT JSON)`: planning only, nothing is read). */
async function plannedRows(db: Db, statement: RawBuilder<unknown>): Promise<number> {
  const result = await sql<{ 'QUERY PLAN': unknown }>`EXPLAIN (FORMAT JSON) ${statement}`.execute(db);
  const raw = result.rows[0]?.['QUERY PLAN'];
  // node-postgres parses the json column; PGlite may hand it over as text.
  const plans = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Number(plans[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The total of a search without reading every hit: counted exactly up to `window` (a `count(*)` over a
 * `LIMIT window + 1` subquery stops after window + 1 rows); above it, the planner's estimate of the statement when
 * that estimate is itself above the window (`estimate`), else "more than the window" (`gte`, value = window).
 */
export async function countHits(
  db: Db,
  collection: CollectionName,
  where: readonly RawBuilder<boolean>[],
  options: { window?: number } = {},
): Promise<HitTotal> {
  const window = options.window ?? EXACT_TOTAL_WINDOW;
  const hits = sql`SELECT 1 FROM ${searchSource(db, collection, where)} WHERE ${allOf(where)}`;
  const result = await sql<{ total: number }>`
    SELECT count(*)::int AS total FROM (${hits} LIMIT ${window + 1}) capped
  `.execute(db);
  const counted = result.rows[0]?.total ?? 0;
  if (counted <= window) {
    return { value: counted, relation: 'eq' };
  }
  const estimated = await plannedRows(db, hits);
  if (estimated > window) {
    return { value: roundEstimate(estimated), relation: 'estimate' };
  }
  return { value: window, relation: 'gte' };
}

/** One record as a hit (formats of a single record), whether or not it is searchable. */
export async function findHit(
  db: Db,
  collection: CollectionName,
  controlNumber: number,
  trimmed: boolean,
): Promise<HitRow | undefined> {
  const source =
    collection === 'literature'
      ? sql`records r LEFT JOIN literature_search s ON s.record_id = r.id`
      : sql`records r LEFT JOIN collection_search s ON s.record_id = r.id`;
  const result = await sql<HitRowSql>`
    SELECT ${hitColumns(collection, trimmed)}, NULL::text AS sort_key
    FROM ${source}
    CROSS JOIN LATERAL ${DETOASTED}
    WHERE r.pid_type = ${COLLECTIONS[collection].pidType} AND r.control_number = ${controlNumber}
  `.execute(db);
  const row = result.rows[0];
  return row ? toHitRow(row) : undefined;
}

// ---- Records linked from hits (conference_info, linked_books, BibTeX parents, references) ----

export interface LinkedRecordSummary {
  pidType: PidType;
  controlNumber: number;
  /** A small projection: titles, acronyms, ICN or experiment name, and the first authors. */
  summary: Record<string, unknown>;
}

/** Titles, acronyms, names and first authors of the given records, in one statement. */
export async function findRecordSummaries(
  db: Db,
  keys: readonly { pidType: PidType; controlNumber: number }[],
): Promise<LinkedRecordSummary[]> {
  if (keys.length === 0) {
    return [];
  }
  const lastAuthor = TRIMMED_AUTHORS - 1;
  const result = await sql<{ pid_type: PidType; control_number: number; summary: Record<string, unknown> }>`
    SELECT r.pid_type, r.control_number,
      jsonb_strip_nulls(jsonb_build_object(
        'titles', d.metadata -> 'titles',
        'acronyms', d.metadata -> 'acronyms',
        'legacy_ICN', d.metadata -> 'legacy_ICN',
        'legacy_name', d.metadata -> 'legacy_name',
        'authors', jsonb_path_query_array(d.metadata, ${`$.authors[0 to ${lastAuthor}]`}::jsonpath))) AS summary
    FROM records r
    JOIN jsonb_to_recordset(${JSON.stringify(keys.map((key) => ({ p: key.pidType, n: key.controlNumber })))}::jsonb)
      AS wanted(p text, n bigint) ON r.pid_type = wanted.p AND r.control_number = wanted.n
    CROSS JOIN LATERAL ${DETOASTED}
  `.execute(db);
  return result.rows.map((row) => ({
    pidType: row.pid_type,
    controlNumber: row.control_number,
    summary: row.summary,
  }));
}

/** What a resolved reference shows of the cited literature record (`ReferenceItemSchemaV1`). */
export async function findReferencedLiterature(
  db: Db,
  controlNumbers: readonly number[],
): Promise<Map<number, Record<string, unknown>>> {
  if (controlNumbers.length === 0) {
    return new Map();
  }
  const result = await sql<{ control_number: number; item: Record<string, unknown> }>`
    SELECT r.control_number,
      jsonb_strip_nulls(jsonb_build_object(
        'control_number', r.control_number,
        'titles', d.metadata -> 'titles',
        'authors', jsonb_path_query_array(d.metadata, '$.authors[0 to 19]'),
        'collaborations', d.metadata -> 'collaborations',
        'publication_info', d.metadata -> 'publication_info',
        'arxiv_eprints', d.metadata -> 'arxiv_eprints',
        'dois', d.metadata -> 'dois',
        'urls', d.metadata -> 'urls')) AS item
    FROM records r
    CROSS JOIN LATERAL ${DETOASTED}
    WHERE r.pid_type = 'lit' AND r.control_number = ANY(${bigintArrayLiteral(controlNumbers)}::bigint[])
  `.execute(db);
  return new Map(result.rows.map((row) => [row.control_number, row.item]));
}

/** The references array of one literature record (null when the record does not exist). */
export async function findReferences(db: Db, controlNumber: number): Promise<unknown[] | null> {
  const result = await sql<{ references: unknown[] | null }>`
    SELECT r.metadata -> 'references' AS references
    FROM records r WHERE r.pid_type = 'lit' AND r.control_number = ${controlNumber}
  `.execute(db);
  const row = result.rows[0];
  if (!row) {
    return null;
  }
  return Array.isArray(row.references) ? row.references : [];
}

/** Authors, supervisors and collaborations of one literature or data record (null when it does not exist). */
export async function findAuthorList(
  db: Db,
  collection: 'literature' | 'data',
  controlNumber: number,
): Promise<{ authors: unknown; supervisors: unknown; collaborations: unknown } | null> {
  const result = await sql<{ authors: unknown; supervisors: unknown; collaborations: unknown }>`
    SELECT d.metadata -> 'authors' AS authors, d.metadata -> 'supervisors' AS supervisors,
      d.metadata -> 'collaborations' AS collaborations
    FROM records r CROSS JOIN LATERAL ${DETOASTED}
    WHERE r.pid_type = ${COLLECTIONS[collection].pidType} AND r.control_number = ${controlNumber}
  `.execute(db);
  return result.rows[0] ?? null;
}

// ---- Lookups by identifier ----

/** The literature record holding a DOI or an arXiv id (normalised as the search table stores them). */
export async function findLiteratureByIdentifier(
  db: Db,
  field: 'dois' | 'arxiv_ids',
  value: string,
): Promise<number | undefined> {
  const column = sql.raw(`s.${field}`);
  const result = await sql<{ control_number: number }>`
    SELECT r.control_number FROM records r JOIN literature_search s ON s.record_id = r.id
    WHERE ${column} @> ARRAY[${value}]::text[]
    ORDER BY r.deleted, r.control_number
    LIMIT 1
  `.execute(db);
  return result.rows[0]?.control_number;
}

/** The author record with an ORCID: the word index narrows, the stored ids decide. */
export async function findAuthorByOrcid(db: Db, orcid: string): Promise<number | undefined> {
  const result = await sql<{ control_number: number }>`
    SELECT r.control_number FROM records r JOIN collection_search s ON s.record_id = r.id
    WHERE s.collection = 'authors'
      AND s.search_tsv @@ plainto_tsquery('simple', ${orcid})
      AND r.metadata -> 'ids' @> ${JSON.stringify([{ schema: 'ORCID', value: orcid }])}::jsonb
    ORDER BY r.deleted, r.control_number
    LIMIT 1
  `.execute(db);
  return result.rows[0]?.control_number;
}

// ---- Facets ----

export interface TermsBucketRow {
  key: string;
  doc_count: number;
}

/** Array columns facets count values of (the search-table columns behind each aggregation). */
const FACET_SOURCES = {
  facet_doc_types: sql`s.facet_doc_types`,
  facet_author_names: sql`s.facet_author_names`,
  inspire_categories: sql`s.inspire_categories`,
  arxiv_categories: sql`s.arxiv_categories`,
  collaborations: sql`s.collaborations`,
  subjects: sql`s.subjects`,
  series: sql`s.series`,
  regions: sql`s.regions`,
  ranks: sql`s.ranks`,
  status: sql`array_remove(ARRAY[s.status], NULL)`,
  accessibility: sql`s.accessibility`,
  classifications: sql`s.classifications`,
} as const;

export type FacetSource = keyof typeof FACET_SOURCES;

/** A terms aggregation: the most frequent values of one array column among the matching records. */
export interface TermsFacetSpec {
  name: string;
  source: FacetSource;
  size: number;
  /** The bucket of records without any value (`missing`), e.g. the subject "Unknown". */
  missing?: string;
  /**
   * Counted on a sample of the matching records when they are more than `FACET_SAMPLE_SIZE` (and scaled up):
   * for columns with many values per record (authors), whose exact count over a broad search would take minutes.
   */
  sampled?: boolean;
}

/** Matching records a sampled facet reads at most (about: the sample is drawn by a hash of the control number). */
export const FACET_SAMPLE_SIZE = 5000;

/**
 * Author names a sampled facet of papers reads at most: unnesting and grouping a name costs ≈ 2.4 µs, and 2,333
 * papers of a common name carried 2 M names on the 100 k corpus (collaboration papers), i.e. 5 s.
 */
export const FACET_AUTHOR_BUDGET = 20_000;

/** Above this many matching records, facets are counted on a block sample of the search table (approximate). */
export const FACET_EXACT_LIMIT = 10_000;

/** Matching records the block sample aims at (the sampled percentage is chosen from the search's total). */
export const FACET_BLOCK_SAMPLE_TARGET = 5000;

export interface FacetCountOptions {
  /** Hash sample of the `sampled` facets (authors): matching records read at most. */
  sampleSize?: number;
  /** Hash sample of the `sampled` facets of papers: author names read at most. */
  authorBudget?: number;
  /** Matching records counted exactly; above, the approximate path (tests lower it). */
  exactLimit?: number;
  /** Matching records the block sample aims at; a sample that finds fewer than a tenth of it is redone exactly. */
  sampleTarget?: number;
}

export interface TermsFacet {
  buckets: TermsBucketRow[];
  /** Occurrences of values outside the returned buckets. */
  sumOtherDocCount: number;
  /** Whether the counts are estimates from a hash sample of the matching records (the author facet). */
  sampled: boolean;
}

export interface FacetCounts {
  /** The search's total, as `countHits` gives it (exact when the facets were counted exactly). */
  total: number;
  totalRelation: TotalRelation;
  /** Whether every count is an estimate scaled up from a block sample of a very large hit set. */
  approximate: boolean;
  terms: Record<string, TermsFacet>;
  /** Literature only. */
  years: { year: number; doc_count: number }[];
  authorCounts: { single: number; upToTen: number };
  rppExcluded: number;
}

/**
 * The `size` most frequent values and the occurrences of the others. The top values are a `LIMIT` (a bounded
 * heap sort), not a rank over every distinct value: a broad author facet has tens of thousands of names.
 */
function termsSelect(facet: TermsFacetSpec, values: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(WITH grouped AS (
      SELECT facet_value.value, count(*)::int AS doc_count
      FROM (${values}) AS facet_value
      GROUP BY facet_value.value
    ), top AS (
      SELECT grouped.value, grouped.doc_count FROM grouped
      ORDER BY grouped.doc_count DESC, grouped.value LIMIT ${facet.size}
    )
    SELECT jsonb_build_object(
      'buckets', coalesce((SELECT jsonb_agg(jsonb_build_object('key', top.value, 'doc_count', top.doc_count)
        ORDER BY top.doc_count DESC, top.value) FROM top), '[]'::jsonb),
      'other', (SELECT coalesce(sum(grouped.doc_count), 0) FROM grouped)
        - (SELECT coalesce(sum(top.doc_count), 0) FROM top))) AS ${sql.ref(`terms_${facet.name}`)}`;
}

/**
 * The rows of a search read from a block sample of its search table: `TABLESAMPLE SYSTEM (percent)` reads about
 * that share of the table's pages (and only those), `REPEATABLE` makes the same search give the same answer while
 * the table is unchanged. Index conditions are not used: every row of a sampled page is tested.
 */
function sampledSearchSource(
  db: Db,
  collection: CollectionName,
  parts: readonly RawBuilder<unknown>[],
  percent: number,
): RawBuilder<unknown> {
  const table = sql.raw(collection === 'literature' ? 'literature_search' : 'collection_search');
  const sample = sql`${table} s TABLESAMPLE SYSTEM (${sql.lit(percent)}) REPEATABLE (0)`;
  if (parts.some((part) => RECORD_ONLY_COLUMN.test(part.compile(db).sql))) {
    return sql`${sample} JOIN records r ON r.id = s.record_id`;
  }
  return sql`${sample} CROSS JOIN LATERAL (SELECT s.record_id AS id, s.control_number, s.deleted) r`;
}

/**
 * The aggregations of a search in one statement: the matching rows (of `source`) are read once (only the small
 * facet columns), then each facet groups them; sampled facets read their column for a hash sample of those rows.
 */
async function facetStatement(
  db: Db,
  collection: CollectionName,
  where: readonly RawBuilder<boolean>[],
  termsFacets: readonly TermsFacetSpec[],
  sampleSize: number,
  authorBudget: number,
  sampledPercent: number | undefined,
): Promise<Record<string, unknown>> {
  const literature = collection === 'literature';
  const exact = termsFacets.filter((facet) => !facet.sampled);
  const sampled = termsFacets.filter((facet) => facet.sampled);
  const searchTable = sql.raw(literature ? 'literature_search' : 'collection_search');
  const columns = [
    sql`s.record_id`,
    sql`r.control_number`,
    ...exact.map((facet) => sql`${FACET_SOURCES[facet.source]} AS ${sql.ref(`facet_${facet.name}`)}`),
    ...(literature ? [sql`s.earliest_date`, sql`s.author_count`, sql`s.rpp`] : []),
  ];
  const parts = [...columns, ...where];
  const source =
    sampledPercent === undefined
      ? searchSource(db, collection, parts)
      : sampledSearchSource(db, collection, parts, sampledPercent);
  const exactSelects = exact.map((facet) => {
    const column = sql.ref(`matched.facet_${facet.name}`);
    const missing =
      facet.missing === undefined
        ? sql``
        : sql`UNION ALL SELECT ${facet.missing}::text FROM matched WHERE cardinality(${column}) = 0`;
    return termsSelect(facet, sql`SELECT unnest(${column}) AS value FROM matched ${missing}`);
  });
  const sampledSelects = sampled.map((facet) =>
    termsSelect(
      facet,
      sql`SELECT unnest(${FACET_SOURCES[facet.source]}) AS value
        FROM sample JOIN ${searchTable} s ON s.record_id = sample.record_id`,
    ),
  );
  const literatureSelects = literature
    ? [
        sql`(SELECT coalesce(jsonb_agg(jsonb_build_object('year', yearly.year, 'doc_count', yearly.doc_count)
            ORDER BY yearly.year), '[]'::jsonb)
          FROM (SELECT extract(year FROM matched.earliest_date)::int AS year, count(*)::int AS doc_count
                FROM matched WHERE matched.earliest_date IS NOT NULL GROUP BY 1) yearly) AS years`,
        sql`(SELECT count(*)::int FROM matched WHERE matched.author_count = 1) AS single_author`,
        sql`(SELECT count(*)::int FROM matched WHERE matched.author_count BETWEEN 1 AND 10) AS up_to_ten_authors`,
        sql`(SELECT count(*)::int FROM matched WHERE NOT matched.rpp) AS rpp_excluded`,
      ]
    : [];
  const result = await sql<Record<string, unknown>>`
    WITH matched AS MATERIALIZED (
      SELECT ${sql.join(columns)} FROM ${source} WHERE ${allOf(where)}
    ), matched_count AS MATERIALIZED (
      SELECT count(*)::int AS total,
        -- The share of the matching records a sampled facet reads (in millionths): at most sampleSize records
        -- and, for papers, at most authorBudget author names (a collaboration paper carries thousands).
        ceil(1000000 * least(1.0,
          ${sampleSize}::float8 / greatest(count(*), 1),
          ${literature ? sql`${authorBudget}::float8 / greatest(sum(matched.author_count), 1)` : sql`1.0`}))::int AS keep
      FROM matched
    ), sample AS MATERIALIZED (
      SELECT matched.record_id FROM matched, matched_count
      WHERE matched_count.keep >= 1000000
        OR (hashint8(matched.control_number) & 2147483647) % 1000000 < matched_count.keep
    )
    SELECT ${sql.join([
      sql`(SELECT total FROM matched_count) AS total`,
      sql`(SELECT count(*)::int FROM sample) AS sampled`,
      ...exactSelects,
      ...sampledSelects,
      ...literatureSelects,
    ])}
  `.execute(db);
  return result.rows[0] ?? {};
}

/** A count scaled up from a sample: at least 1 for a value that was seen. */
function scaled(count: number, scale: number): number {
  return scale === 1 ? count : Math.max(count > 0 ? 1 : 0, Math.round(count * scale));
}

/** The statement's row as facet counts, every count multiplied by `scale` (1 when counted on every hit). */
function facetCountsOf(
  row: Record<string, unknown>,
  termsFacets: readonly TermsFacetSpec[],
  total: HitTotal,
  scale: number,
): FacetCounts {
  const matched = Number(row.total ?? 0);
  const sampledRows = Number(row.sampled ?? 0);
  const hashScale = sampledRows > 0 && sampledRows < matched ? matched / sampledRows : 1;
  const terms: Record<string, TermsFacet> = {};
  for (const facet of termsFacets) {
    const value = row[`terms_${facet.name}`] as
      | { buckets: TermsBucketRow[]; other: number | string }
      | undefined;
    const isSampled = facet.sampled === true && hashScale !== 1;
    const facetScale = scale * (isSampled ? hashScale : 1);
    terms[facet.name] = {
      buckets: (value?.buckets ?? []).map((bucket) => ({
        ...bucket,
        doc_count: scaled(bucket.doc_count, facetScale),
      })),
      sumOtherDocCount: Math.round(Number(value?.other ?? 0) * facetScale),
      sampled: isSampled,
    };
  }
  const years = (row.years as { year: number; doc_count: number }[] | undefined) ?? [];
  return {
    total: total.value,
    totalRelation: total.relation,
    approximate: scale !== 1,
    terms,
    years: years.map((year) => ({ ...year, doc_count: scaled(year.doc_count, scale) })),
    authorCounts: {
      single: scaled(Number(row.single_author ?? 0), scale),
      upToTen: scaled(Number(row.up_to_ten_authors ?? 0), scale),
    },
    rppExcluded: scaled(Number(row.rpp_excluded ?? 0), scale),
  };
}

/**
 * The aggregations of a search. Up to `exactLimit` matching records (the common case) every count is exact
 * (except a hash-sampled author facet above `sampleSize`). Above it, reading every hit grows with the hit set
 * (≈ 8 µs per hit on 1 M records), so the facets are counted on a block sample of the search table sized to find
 * about `sampleTarget` hits and multiplied by 100 / percent (an unbiased estimate of each count), and say so
 * (`approximate`). A sample that finds too few hits (the planner overestimated the total) is redone exactly.
 */
/**
 * Whether a block sample of `percent` reads fewer pages of the search table than the matches themselves: the exact
 * statement reads the matches through their index, at most one page each. A block sample reads its share of every
 * page whatever the query, so it pays only for broad searches: at 1 M records (≈ 650,000 pages) a 42 % sample for
 * `t theories` (≈ 12,000 matches) read 270,000 pages in 530 ms. The crossover is near √(target × pages) matches.
 */
async function sampleReadsFewerPages(
  db: Db,
  collection: CollectionName,
  percent: number,
  matches: number,
): Promise<boolean> {
  const table = collection === 'literature' ? 'literature_search' : 'collection_search';
  const result = await sql<{ pages: number }>`
    SELECT relpages::int AS pages FROM pg_class WHERE oid = to_regclass(${table})
  `.execute(db);
  const pages = result.rows[0]?.pages ?? 0;
  return (percent / 100) * pages < matches;
}

export async function countFacets(
  db: Db,
  collection: CollectionName,
  where: readonly RawBuilder<boolean>[],
  termsFacets: readonly TermsFacetSpec[],
  options: FacetCountOptions = {},
): Promise<FacetCounts> {
  const sampleSize = options.sampleSize ?? FACET_SAMPLE_SIZE;
  const authorBudget = options.authorBudget ?? FACET_AUTHOR_BUDGET;
  const sampleTarget = options.sampleTarget ?? FACET_BLOCK_SAMPLE_TARGET;
  const total = await countHits(db, collection, where, { window: options.exactLimit ?? FACET_EXACT_LIMIT });
  // Two decimals at most: the percentage is written into the statement as a literal.
  const percent = Math.max(0.01, Math.round((10_000 * sampleTarget) / Math.max(total.value, 1)) / 100);
  if (
    total.relation !== 'eq' &&
    percent < 100 &&
    (await sampleReadsFewerPages(db, collection, percent, total.value))
  ) {
    const row = await facetStatement(db, collection, where, termsFacets, sampleSize, authorBudget, percent);
    if (Number(row.total ?? 0) >= sampleTarget / 10) {
      return facetCountsOf(row, termsFacets, total, 100 / percent);
    }
  }
  const row = await facetStatement(db, collection, where, termsFacets, sampleSize, authorBudget, undefined);
  return facetCountsOf(row, termsFacets, { value: Number(row.total ?? 0), relation: 'eq' }, 1);
}

// ---- Citation summary and citations by year ----

export interface CitationStatsRow {
  docCount: number;
  citations: number;
  average: number | null;
  /** Papers per citation bucket, in the order of the bucket definitions. */
  buckets: number[];
}

export interface CitationSummaryRow {
  total: number;
  hIndexAll: number;
  hIndexPublished: number;
  all: CitationStatsRow;
  published: CitationStatsRow;
}

/**
 * Citation metrics of the citeable papers of a search: the h-index, sums, averages and papers per bucket, for all
 * and published papers — exact (a career figure), without sorting the hits. The hits are read once (three small
 * columns of the search row) and grouped by (citations, refereed, citeable): a few thousand groups even for
 * 100 k hits. Everything else is computed from the groups; the h-index is the largest min(c, papers with at
 * least c citations) over the distinct counts c, which equals "the number of papers whose rank, counts sorted
 * descending, is at most their count" (within a group of equal counts, the last rank is the one that decides).
 */
export async function summarizeCitations(
  db: Db,
  where: readonly RawBuilder<boolean>[],
  withoutSelfCitations: boolean,
  buckets: readonly { from: number; to: number | undefined }[],
): Promise<CitationSummaryRow> {
  const count = sql.raw(
    withoutSelfCitations ? 's.citation_count_without_self_citations' : 's.citation_count',
  );
  const bucketCondition = (bucket: { from: number; to: number | undefined }) =>
    bucket.to === undefined
      ? sql`ranked.citations >= ${bucket.from}`
      : sql`ranked.citations >= ${bucket.from} AND ranked.citations < ${bucket.to}`;
  const bucketColumns = buckets.flatMap((bucket, index) => [
    sql`coalesce(sum(ranked.papers) FILTER (WHERE ${bucketCondition(bucket)}), 0)::int AS ${sql.ref(`all_${index}`)}`,
    sql`coalesce(sum(ranked.papers) FILTER (WHERE ranked.refereed AND ${bucketCondition(bucket)}), 0)::int AS ${sql.ref(`published_${index}`)}`,
  ]);
  const result = await sql<Record<string, number | string | null>>`
    WITH grouped AS MATERIALIZED (
      SELECT ${count} AS citations, s.refereed, s.citeable, count(*)::bigint AS papers
      FROM ${searchSource(db, 'literature', [count, ...where])} WHERE ${allOf(where)}
      GROUP BY 1, 2, 3
    ), ranked AS (
      SELECT grouped.citations, grouped.refereed, grouped.papers,
        -- RANGE frame (the default): a row's running sum includes its peers, i.e. papers with >= its count.
        sum(grouped.papers) OVER (ORDER BY grouped.citations DESC) AS at_least_all,
        sum(grouped.papers) OVER (PARTITION BY grouped.refereed ORDER BY grouped.citations DESC) AS at_least_group
      FROM grouped WHERE grouped.citeable
    )
    SELECT
      (SELECT coalesce(sum(grouped.papers), 0)::int FROM grouped) AS total,
      coalesce(sum(ranked.papers), 0)::int AS doc_count,
      coalesce(max(least(ranked.citations, ranked.at_least_all)), 0)::int AS h_all,
      coalesce(max(least(ranked.citations, ranked.at_least_group)) FILTER (WHERE ranked.refereed), 0)::int
        AS h_published,
      coalesce(sum(ranked.citations::bigint * ranked.papers), 0)::bigint AS citations_all,
      (sum(ranked.citations::numeric * ranked.papers) / nullif(sum(ranked.papers), 0))::float8 AS average_all,
      coalesce(sum(ranked.papers) FILTER (WHERE ranked.refereed), 0)::int AS doc_count_published,
      coalesce(sum(ranked.citations::bigint * ranked.papers) FILTER (WHERE ranked.refereed), 0)::bigint
        AS citations_published,
      (sum(ranked.citations::numeric * ranked.papers) FILTER (WHERE ranked.refereed)
        / nullif(sum(ranked.papers) FILTER (WHERE ranked.refereed), 0))::float8 AS average_published,
      ${sql.join(bucketColumns)}
    FROM ranked
  `.execute(db);
  const row = result.rows[0] ?? {};
  const number = (value: number | string | null | undefined) => Number(value ?? 0);
  const average = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  return {
    total: number(row.total),
    hIndexAll: number(row.h_all),
    hIndexPublished: number(row.h_published),
    all: {
      docCount: number(row.doc_count),
      citations: number(row.citations_all),
      average: average(row.average_all),
      buckets: buckets.map((_, index) => number(row[`all_${index}`])),
    },
    published: {
      docCount: number(row.doc_count_published),
      citations: number(row.citations_published),
      average: average(row.average_published),
      buckets: buckets.map((_, index) => number(row[`published_${index}`])),
    },
  };
}

/** Citations received per year by the citeable papers of a search: `{"2017": 12, …}`. */
export async function citationsPerYear(
  db: Db,
  where: readonly RawBuilder<boolean>[],
): Promise<Record<string, number>> {
  const result = await sql<{ year: number; citations: number }>`
    SELECT extract(year FROM c.citation_date)::int AS year, count(*)::int AS citations
    FROM citations c
    JOIN (SELECT r.control_number FROM ${searchSource(db, 'literature', where)} WHERE ${allOf(where)} AND s.citeable) cited
      ON c.cited_pid_type = 'lit' AND c.cited_control_number = cited.control_number
    WHERE c.citation_date IS NOT NULL
    GROUP BY 1 ORDER BY 1
  `.execute(db);
  return Object.fromEntries(result.rows.map((row) => [String(row.year), row.citations]));
}

// ---- Search rows (written by the index deriver in the record-write transaction) ----

/** Columns of `literature_search` as written from a row object, with their SQL types. */
export type ColumnDefinitions = readonly (readonly [string, string])[];

/** The columns and SQL types of one search table's rows, for `jsonb_to_recordset`. */
function recordsetParts(columns: ColumnDefinitions) {
  const names = columns.map(([name]) => name);
  return {
    names,
    definitions: sql.raw(columns.map(([name, type]) => `${name} ${type}`).join(', ')),
    updates: sql.raw(
      names
        .filter((name) => name !== 'record_id')
        .map((name) => `${name} = EXCLUDED.${name}`)
        .join(', '),
    ),
  };
}

/**
 * Inserts or replaces literature search rows in one statement (one JSON parameter: a batch costs one round trip).
 * The citation counts belong to the citation feature: an update never touches them, an insert starts from
 * `citation_counts` (citations that arrived before the record; the migrations create that table).
 */
export async function upsertLiteratureSearchRows(
  db: Db,
  columns: ColumnDefinitions,
  rows: readonly object[],
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  const { names, definitions, updates } = recordsetParts(columns);
  const target = sql.raw([...names, 'citation_count', 'citation_count_without_self_citations'].join(', '));
  const values = sql.raw(names.map((name) => `src.${name}`).join(', '));
  await sql`
    INSERT INTO literature_search (${target})
    SELECT ${values}, coalesce(counts.citation_count, 0), coalesce(counts.citation_count_without_self_citations, 0)
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS src(${definitions})
    LEFT JOIN citation_counts counts ON counts.pid_type = 'lit' AND counts.control_number = src.control_number
    ON CONFLICT (record_id) DO UPDATE SET ${updates}
  `.execute(db);
}

/** Inserts or replaces `collection_search` rows (every collection but literature) in one statement. */
export async function upsertCollectionSearchRows(
  db: Db,
  columns: ColumnDefinitions,
  rows: readonly object[],
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  const { names, definitions, updates } = recordsetParts(columns);
  const columnList = sql.raw(names.join(', '));
  await sql`
    INSERT INTO collection_search (${columnList})
    SELECT ${columnList} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS row(${definitions})
    ON CONFLICT (record_id) DO UPDATE SET ${updates}
  `.execute(db);
}

/** Preferred (else stored) names of author records, for the author facet of the papers that link them. */
export async function findAuthorNames(
  db: Db,
  controlNumbers: readonly number[],
): Promise<{ controlNumber: number; preferredName: string | null; name: string | null }[]> {
  if (controlNumbers.length === 0) {
    return [];
  }
  const result = await sql<{ control_number: number; preferred_name: string | null; name: string | null }>`
    SELECT r.control_number, r.metadata #>> '{name,preferred_name}' AS preferred_name,
      r.metadata #>> '{name,value}' AS name
    FROM records r
    WHERE r.pid_type = 'aut' AND r.control_number = ANY(${bigintArrayLiteral(controlNumbers)}::bigint[])
  `.execute(db);
  return result.rows.map((row) => ({
    controlNumber: row.control_number,
    preferredName: row.preferred_name,
    name: row.name,
  }));
}

/** Search-table columns that link a paper to a conference, institution, journal or experiment. */
const PAPER_LINKS = {
  // A conference counts its contributions: the conference papers, not the proceedings volume.
  cnums: {
    column: sql`s.cnums`,
    type: sql`text[]`,
    also: sql`AND s.document_types @> ARRAY['conference paper']`,
  },
  affiliation_recids: { column: sql`s.affiliation_recids`, type: sql`bigint[]`, also: sql`` },
  journal_titles: { column: sql`s.journal_titles`, type: sql`text[]`, also: sql`` },
  experiments: { column: sql`s.experiments`, type: sql`text[]`, also: sql`` },
} as const;

export type PaperLink = keyof typeof PAPER_LINKS;

/** Visible papers linked to each value (a CNUM, an institution recid, a journal title, an experiment name). */
export async function countLinkedPapers(
  db: Db,
  link: PaperLink,
  values: readonly string[],
): Promise<Map<string, number>> {
  const distinct = [...new Set(values)];
  if (distinct.length === 0) {
    return new Map();
  }
  const { column, type, also } = PAPER_LINKS[link];
  const result = await sql<{ value: string; papers: number }>`
    SELECT linked.value, (
      SELECT count(*)::int FROM literature_search s
      WHERE ${column} @> ARRAY[linked.value]::${type} AND NOT s.deleted AND s.collections @> ARRAY['Literature']
        ${also}
    ) AS papers
    FROM unnest(${distinct}::text[]) AS linked(value)
  `.execute(db);
  return new Map(result.rows.map((row) => [row.value, row.papers]));
}

/** Proceedings volumes of conferences (by CNUM): what a conference's detail page lists. */
export async function findProceedings(
  db: Db,
  cnums: readonly string[],
): Promise<{ cnum: string; controlNumber: number; titles: unknown; publicationInfo: unknown }[]> {
  const distinct = [...new Set(cnums)];
  if (distinct.length === 0) {
    return [];
  }
  const result = await sql<{
    cnum: string;
    control_number: number;
    titles: unknown;
    publication_info: unknown;
  }>`
    SELECT wanted.cnum, r.control_number, d.metadata -> 'titles' AS titles,
      d.metadata -> 'publication_info' AS publication_info
    FROM unnest(${distinct}::text[]) AS wanted(cnum)
    JOIN literature_search s ON s.cnums @> ARRAY[wanted.cnum]
      AND s.document_types @> ARRAY['proceedings'] AND NOT s.deleted
    JOIN records r ON r.id = s.record_id
    CROSS JOIN LATERAL ${DETOASTED}
    ORDER BY r.control_number
  `.execute(db);
  return result.rows.map((row) => ({
    cnum: row.cnum,
    controlNumber: row.control_number,
    titles: row.titles,
    publicationInfo: row.publication_info,
  }));
}

/** Stored citation counts of records (data sets are cited too). */
export async function findCitationCounts(
  db: Db,
  pidType: PidType,
  controlNumbers: readonly number[],
): Promise<Map<number, number>> {
  if (controlNumbers.length === 0) {
    return new Map();
  }
  const result = await sql<{ control_number: number; citation_count: number }>`
    SELECT control_number, citation_count FROM citation_counts
    WHERE pid_type = ${pidType} AND control_number = ANY(${bigintArrayLiteral(controlNumbers)}::bigint[])
  `.execute(db);
  return new Map(result.rows.map((row) => [row.control_number, row.citation_count]));
}
