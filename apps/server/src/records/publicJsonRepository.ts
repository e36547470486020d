import { COLLECTIONS, type CollectionName, collectionOfPidType } from '@parton/records';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { withheldFields } from './privacy';

type Executor = Kysely<Database> | Transaction<Database>;

/** The `database_settings` row naming the PUBLIC_URL the record writer builds public texts for. */
export const PUBLIC_JSON_SETTING = 'public_json';

/**
 * Fields a literature record's JSON computes. A public text leaves all four out: search hits splice all four in,
 * the record route the two citation counts (search/README.md "Public JSON kept ready").
 */
export const LITERATURE_COMPUTED_FIELDS = [
  'citation_count',
  'citation_count_without_self_citations',
  'author_count',
  'earliest_date',
] as const;

/** Stored copies of the fields only hits compute: the record route keeps such a copy, hits drop it. */
const HIT_ONLY_COMPUTED_FIELDS = ['author_count', 'earliest_date'];

/** What PostgreSQL prints of the record to build its public text from (the same text the read paths print). */
export interface PublicJsonSource {
  recordId: string;
  collection: CollectionName;
  revisionId: number;
  /** The metadata without withheld top-level fields (and, for literature, the computed ones), as jsonb prints it. */
  metadataJson: string;
  /** Literature: the record stores a copy of author_count or earliest_date (hit and record route differ). */
  storesHitOnlyField: boolean;
  /** Literature: the date fields earliest_date is computed from (as search hits project them). */
  dateSources: Record<string, unknown> | null;
}

interface PublicJsonSourceSql {
  id: string;
  pid_type: string;
  revision_id: number;
  metadata_json: string;
  stores_hit_only_field: boolean;
  date_sources: Record<string, unknown> | null;
}

/** The fields the public text of a record of this collection leaves out, top-level. */
export function droppedFields(collection: CollectionName): string[] {
  return collection === 'literature'
    ? [...withheldFields(collection), ...LITERATURE_COMPUTED_FIELDS]
    : [...withheldFields(collection)];
}

/**
 * The records' metadata text as the read paths print it (search/repository.ts hitColumns, findPublicRecord):
 * `(metadata - dropped)::text` when a dropped key is present, else `metadata::text`, so that the text built from it
 * is byte for byte what those paths answer.
 */
export async function loadPublicJsonSources(
  db: Executor,
  recordIds: readonly string[],
): Promise<PublicJsonSource[]> {
  if (recordIds.length === 0) {
    return [];
  }
  const droppedByPidType = Object.fromEntries(
    (Object.keys(COLLECTIONS) as CollectionName[]).map((name) => [
      COLLECTIONS[name].pidType,
      droppedFields(name),
    ]),
  );
  const result = await sql<PublicJsonSourceSql>`
    SELECT r.id, r.pid_type, r.revision_id,
      CASE WHEN r.metadata ?| dropped.keys THEN (r.metadata - dropped.keys)::text
        ELSE r.metadata::text END AS metadata_json,
      r.pid_type = 'lit' AND r.metadata ?| ${HIT_ONLY_COMPUTED_FIELDS}::text[] AS stores_hit_only_field,
      CASE WHEN r.pid_type = 'lit' THEN jsonb_build_object(
        'preprint_date', r.metadata -> 'preprint_date',
        'thesis_info', r.metadata -> 'thesis_info',
        'publication_info', r.metadata -> 'publication_info',
        'legacy_creation_date', r.metadata -> 'legacy_creation_date',
        'imprints', r.metadata -> 'imprints') END AS date_sources
    FROM records r
    CROSS JOIN LATERAL (
      SELECT ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(droppedByPidType)}::jsonb -> r.pid_type))
        AS keys
    ) AS dropped
    WHERE r.id = ANY(${[...recordIds]}::uuid[])
  `.execute(db);
  return result.rows.map((row) => ({
    recordId: row.id,
    collection: collectionOfPidType(row.pid_type) ?? 'literature',
    revisionId: row.revision_id,
    metadataJson: row.metadata_json,
    storesHitOnlyField: row.stores_hit_only_field,
    dateSources: row.date_sources,
  }));
}

export interface PublicJsonRow {
  recordId: string;
  revisionId: number;
  metadataJson: string;
  earliestDate: string | null;
}

/** Writes (or replaces) the public texts of records, all built for `publicUrl`. */
export async function upsertPublicJson(
  tx: Executor,
  publicUrl: string,
  rows: readonly PublicJsonRow[],
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  await sql`
    INSERT INTO public_json (record_id, revision_id, public_url, metadata_json, earliest_date)
    SELECT id, revision_id, ${publicUrl}, metadata_json, earliest_date
    FROM unnest(${rows.map((row) => row.recordId)}::uuid[], ${rows.map((row) => row.revisionId)}::int[],
      ${rows.map((row) => row.metadataJson)}::text[], ${rows.map((row) => row.earliestDate)}::text[])
      AS row(id, revision_id, metadata_json, earliest_date)
    ON CONFLICT (record_id) DO UPDATE SET revision_id = excluded.revision_id, public_url = excluded.public_url,
      metadata_json = excluded.metadata_json, earliest_date = excluded.earliest_date
    -- A backfill batch that read a record before a writer's newer revision must not put the older text back.
    WHERE public_json.revision_id <= excluded.revision_id
  `.execute(tx);
}

/** Removes the public texts of records whose answer the old path must give (a stored copy of a computed field). */
export async function deletePublicJson(tx: Executor, recordIds: readonly string[]): Promise<void> {
  if (recordIds.length === 0) {
    return;
  }
  await sql`DELETE FROM public_json WHERE record_id = ANY(${[...recordIds]}::uuid[])`.execute(tx);
}

/** The PUBLIC_URL the writer builds texts for; undefined until a server or `rebuild-json` named one. */
export async function findPublicJsonUrl(db: Executor): Promise<string | undefined> {
  const row = await db
    .selectFrom('database_settings')
    .select('value')
    .where('name', '=', PUBLIC_JSON_SETTING)
    .executeTakeFirst();
  const publicUrl = (row?.value as { publicUrl?: unknown } | undefined)?.publicUrl;
  return typeof publicUrl === 'string' ? publicUrl : undefined;
}

/** Names the PUBLIC_URL the writer builds texts for from now on (texts built for another one turn stale). */
export async function savePublicJsonUrl(db: Executor, publicUrl: string): Promise<void> {
  const value = JSON.stringify({ publicUrl });
  await db
    .insertInto('database_settings')
    .values({ name: PUBLIC_JSON_SETTING, value })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value, updated: new Date() }))
    .execute();
}

/** One batch of records without a current text for `publicUrl`, after `afterId` in id order (the backfill). */
export async function findRecordsWithoutPublicJson(
  db: Executor,
  publicUrl: string,
  afterId: string | undefined,
  limit: number,
): Promise<string[]> {
  // The bound is repeated inside NOT EXISTS on purpose: the planner does not carry `r.id > after` over to
  // `p.record_id`, and its merge anti-join then read public_json from its first row for every batch (1–2 s per
  // batch of 200 at 1 M records, the backfill slowing as it went); bounded, a batch costs a fraction of a ms.
  const after = afterId === undefined ? sql`` : sql`AND r.id > ${afterId}::uuid`;
  const afterInner = afterId === undefined ? sql`` : sql`AND p.record_id > ${afterId}::uuid`;
  const result = await sql<{ id: string }>`
    SELECT r.id FROM records r
    WHERE NOT EXISTS (
      SELECT 1 FROM public_json p
      WHERE p.record_id = r.id ${afterInner}
        AND p.revision_id = r.revision_id AND p.public_url = ${publicUrl}
    ) ${after}
    ORDER BY r.id
    LIMIT ${limit}
  `.execute(db);
  return result.rows.map((row) => row.id);
}

/** How many records have no current text for `publicUrl` (the backfill's progress total). */
export async function countRecordsWithoutPublicJson(db: Executor, publicUrl: string): Promise<number> {
  const result = await sql<{ missing: string }>`
    SELECT count(*) AS missing FROM records r
    LEFT JOIN public_json p ON p.record_id = r.id
    WHERE p.record_id IS NULL OR p.revision_id <> r.revision_id OR p.public_url <> ${publicUrl}
  `.execute(db);
  return Number(result.rows[0]?.missing ?? 0);
}

/** SQL pieces for the read paths: a LEFT JOIN of the current public text of `r` for this PUBLIC_URL, as `p`. */
export function currentPublicJsonJoin(publicUrl: string) {
  return sql`LEFT JOIN public_json p ON p.record_id = r.id AND p.revision_id = r.revision_id
    AND p.public_url = ${publicUrl}`;
}
