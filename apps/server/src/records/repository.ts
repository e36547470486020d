import { COLLECTIONS, type CollectionName, collectionOfPidType } from '@parton/records';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { withheldFields } from './privacy';
import { currentPublicJsonJoin } from './publicJsonRepository';

type Executor = Kysely<Database> | Transaction<Database>;

/** A stored record as the read API needs it; timestamps already in the reference's ISO 8601 form. */
export interface StoredRecord {
  id: string;
  collection: CollectionName;
  controlNumber: number;
  revisionId: number;
  created: string;
  updated: string;
  deleted: boolean;
  /** The metadata exactly as stored, as JSON text (links are rewritten on the way out). */
  metadataJson: string;
  /** Literature read by `findPublicRecord`: the counts its JSON carries (stored copies already dropped). */
  citationCounts?: CitationCounts;
  /**
   * `metadataJson` is the record's public text kept ready (records/publicJson.ts): its public view with `$ref`s
   * already under the PUBLIC_URL asked for, to be sent as it is.
   */
  publicTextReady?: boolean;
}

export interface CitationCounts {
  citationCount: number;
  citationCountWithoutSelfCitations: number;
}

// ISO 8601 in UTC with microseconds and +00:00, as the reference writes created/updated.
const isoTimestamp = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"+00:00"')`;

export async function findRecord(
  db: Executor,
  collection: CollectionName,
  controlNumber: number,
): Promise<StoredRecord | undefined> {
  const row = await db
    .selectFrom('records')
    .select([
      'id',
      'pid_type',
      'control_number',
      'revision_id',
      'deleted',
      isoTimestamp('created').as('created'),
      isoTimestamp('updated').as('updated'),
      sql<string>`metadata::text`.as('metadata_json'),
    ])
    .where('pid_type', '=', COLLECTIONS[collection].pidType)
    .where('control_number', '=', controlNumber)
    .executeTakeFirst();
  if (!row) {
    return undefined;
  }
  return {
    id: row.id,
    collection: collectionOfPidType(row.pid_type) ?? collection,
    controlNumber: row.control_number,
    revisionId: row.revision_id,
    created: row.created,
    updated: row.updated,
    deleted: row.deleted,
    metadataJson: row.metadata_json,
  };
}

/** Fields the record JSON computes; a stored copy (some imported records carry one) gives way to the count. */
const COMPUTED_FIELDS = ['citation_count', 'citation_count_without_self_citations'];

interface PublicRecordRow {
  id: string;
  pid_type: string;
  control_number: number;
  revision_id: number;
  deleted: boolean;
  created: string;
  updated: string;
  metadata_json: string;
  citation_count: number | null;
  citation_count_without_self_citations: number | null;
  public_text_ready: boolean;
}

/**
 * A record for a public answer: PostgreSQL leaves out the top-level fields the public never sees (and stored
 * copies of the citation counts), so that the usual record, whose only private part is such a field, is sent
 * without Node parsing it; literature comes with its citation counts, read where search hits read them. The
 * presenter (`publicRecordEnvelopeJson`) still applies the whole public view (hidden items, a submitter's e-mail).
 */
export async function findPublicRecord(
  db: Executor,
  collection: CollectionName,
  controlNumber: number,
  publicUrl?: string,
): Promise<StoredRecord | undefined> {
  const literature = collection === 'literature';
  const dropped = literature
    ? [...withheldFields(collection), ...COMPUTED_FIELDS]
    : [...withheldFields(collection)];
  const counts = literature
    ? sql`s.citation_count, s.citation_count_without_self_citations`
    : sql`NULL::int AS citation_count, NULL::int AS citation_count_without_self_citations`;
  const source = literature
    ? sql`records r LEFT JOIN literature_search s ON s.record_id = r.id`
    : sql`records r`;
  // With a public text kept ready for this PUBLIC_URL and revision, the stored jsonb is not read at all.
  const ready = publicUrl === undefined ? sql`` : currentPublicJsonJoin(publicUrl);
  const readyText = publicUrl === undefined ? sql`NULL::text` : sql`p.metadata_json`;
  const result = await sql<PublicRecordRow>`
    SELECT r.id, r.pid_type, r.control_number, r.revision_id, r.deleted,
      ${isoTimestamp('r.created')} AS created, ${isoTimestamp('r.updated')} AS updated,
      COALESCE(${readyText}, CASE WHEN r.metadata ?| ${dropped}::text[] THEN (r.metadata - ${dropped}::text[])::text
        ELSE r.metadata::text END) AS metadata_json,
      ${readyText} IS NOT NULL AS public_text_ready,
      ${counts}
    FROM ${source}
    ${ready}
    WHERE r.pid_type = ${COLLECTIONS[collection].pidType} AND r.control_number = ${controlNumber}
  `.execute(db);
  const row = result.rows[0];
  if (!row) {
    return undefined;
  }
  return {
    id: row.id,
    collection: collectionOfPidType(row.pid_type) ?? collection,
    controlNumber: Number(row.control_number),
    revisionId: row.revision_id,
    created: row.created,
    updated: row.updated,
    deleted: row.deleted,
    metadataJson: row.metadata_json,
    publicTextReady: row.public_text_ready,
    ...(literature
      ? {
          citationCounts: {
            citationCount: row.citation_count ?? 0,
            citationCountWithoutSelfCitations: row.citation_count_without_self_citations ?? 0,
          },
        }
      : {}),
  };
}

export interface ExistingRecordState {
  id: string;
  pid_type: string;
  control_number: number;
  revision_id: number;
  deleted: boolean;
  metadata_hash: string;
}

/** Locks the rows of the given records that exist (FOR UPDATE) and returns their state. */
export async function lockExisting(
  tx: Transaction<Database>,
  keys: { pid_type: string; control_number: number }[],
): Promise<ExistingRecordState[]> {
  if (keys.length === 0) {
    return [];
  }
  const result = await sql<ExistingRecordState>`
    SELECT r.id, r.pid_type, r.control_number, r.revision_id, r.deleted, r.metadata_hash
    FROM records r
    JOIN jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) AS k(pid_type text, control_number bigint)
      ON r.pid_type = k.pid_type AND r.control_number = k.control_number
    ORDER BY r.id
    FOR UPDATE OF r
  `.execute(tx);
  return result.rows;
}

export async function loadMetadata(
  tx: Transaction<Database>,
  ids: string[],
): Promise<Map<string, { metadata: Record<string, unknown>; deleted: boolean }>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await tx
    .selectFrom('records')
    .select(['id', 'metadata', 'deleted'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, { metadata: row.metadata, deleted: row.deleted }]));
}

export interface RecordRowInput {
  id: string;
  pid_type: string;
  control_number: number;
  deleted: boolean;
  /** The metadata already serialised once by the writer, spliced into the statement's JSON parameter. */
  metadataJson: string;
  metadata_hash: string;
}

/** A JSON array of row objects whose `metadata` is inserted as already-serialised text (no second stringify). */
function rowsJson(rows: RecordRowInput[]): string {
  return `[${rows
    .map(({ metadataJson, ...row }) => `${JSON.stringify(row).slice(0, -1)},"metadata":${metadataJson}}`)
    .join(',')}]`;
}

/** Ids of stored records whose metadata equals the given JSON up to key order (jsonb equality). */
export async function equalStoredMetadata(
  tx: Transaction<Database>,
  candidates: { id: string; json: string }[],
): Promise<Set<string>> {
  if (candidates.length === 0) {
    return new Set();
  }
  const payload = `[${candidates.map((candidate) => `{"id":${JSON.stringify(candidate.id)},"metadata":${candidate.json}}`).join(',')}]`;
  const result = await sql<{ id: string }>`
    SELECT r.id FROM records r
    JOIN jsonb_to_recordset(${payload}::jsonb) AS c(id uuid, metadata jsonb) ON c.id = r.id
    WHERE r.metadata = c.metadata
  `.execute(tx);
  return new Set(result.rows.map((row) => row.id));
}

/**
 * Who writes a revision and through what (record_versions.user_id, source, note; migration 0560). The history of
 * a record (the editor's revisions list, the claim's trace) reads it.
 */
export interface RevisionActor {
  /** users.id of the person behind the write; null for the server's own processes. */
  userId: number | null;
  source: RevisionSource;
  /** One line on what changed ('Claimed by ada@example.org for author 1234'). */
  note?: string;
}

/** The processes that write records. */
export type RevisionSource =
  | 'import'
  | 'harvest'
  | 'submission'
  | 'workflow'
  | 'claim'
  | 'assign'
  | 'conference-assign'
  | 'cds-export'
  | 'reference-curation'
  | 'rematch'
  | 'editor'
  | 'merge'
  | 'revert';

export async function insertRecords(
  tx: Transaction<Database>,
  rows: RecordRowInput[],
  actor?: RevisionActor,
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  await sql`
    INSERT INTO records (id, pid_type, control_number, revision_id, deleted, metadata, metadata_hash)
    SELECT id, pid_type, control_number, 0, deleted, metadata, metadata_hash
    FROM jsonb_to_recordset(${rowsJson(rows)}::jsonb) AS row(
      id uuid, pid_type text, control_number bigint, deleted boolean, metadata jsonb, metadata_hash text)
  `.execute(tx);
  await copyToVersions(
    tx,
    rows.map((row) => row.id),
    actor,
  );
}

/** Writes new metadata over existing rows and returns each row's new revision id. */
export async function updateRecords(
  tx: Transaction<Database>,
  rows: RecordRowInput[],
  actor?: RevisionActor,
): Promise<Map<string, number>> {
  if (rows.length === 0) {
    return new Map();
  }
  await keepSupersededMetadata(
    tx,
    rows.map((row) => row.id),
  );
  const result = await sql<{ id: string; revision_id: number }>`
    UPDATE records r
    SET metadata = row.metadata, metadata_hash = row.metadata_hash, deleted = row.deleted,
        revision_id = r.revision_id + 1, updated = now()
    FROM jsonb_to_recordset(${rowsJson(rows)}::jsonb) AS row(
      id uuid, deleted boolean, metadata jsonb, metadata_hash text)
    WHERE r.id = row.id
    RETURNING r.id, r.revision_id
  `.execute(tx);
  await copyToVersions(
    tx,
    rows.map((row) => row.id),
    actor,
  );
  return new Map(result.rows.map((row) => [row.id, row.revision_id]));
}

/** The revision about to be superseded keeps its metadata in record_versions from now on (migration 0420). */
async function keepSupersededMetadata(tx: Transaction<Database>, ids: string[]): Promise<void> {
  await sql`
    UPDATE record_versions v SET metadata = r.metadata
    FROM records r
    WHERE r.id = ANY(${ids}::uuid[])
      AND v.record_id = r.id AND v.revision_id = r.revision_id AND v.metadata IS NULL
  `.execute(tx);
}

/** A reference link to write: `references[reference_index].record` of the record `id` becomes `{ $ref }`. */
export interface ReferenceLinkWrite {
  id: string;
  /** The revision the link was decided on; a record changed since is left alone. */
  revision_id: number;
  reference_index: number;
  ref: string;
}

/**
 * Sets reference links inside the stored metadata, in PostgreSQL, as new revisions of the records (history kept as
 * `updateRecords` keeps it), without sending whole records back and forth — for re-matching a large corpus, whose
 * every paper may gain a link. Curated references are left alone. The caller rebuilds what derives from the links
 * (only the citation graph does). The stored fingerprint is cleared: it describes JSON as a client sent it, and the
 * next write compares in PostgreSQL instead. Returns the new revision of each record written.
 */
export async function setReferenceLinks(
  tx: Transaction<Database>,
  links: ReferenceLinkWrite[],
): Promise<Map<string, number>> {
  if (links.length === 0) {
    return new Map();
  }
  const expected = [...new Map(links.map((link) => [link.id, link.revision_id])).entries()];
  const locked = await sql<{ id: string }>`
    SELECT r.id FROM records r
    JOIN unnest(${expected.map(([id]) => id)}::uuid[], ${expected.map(([, revision]) => revision)}::int[])
      AS e(id, revision_id) ON r.id = e.id AND r.revision_id = e.revision_id
    WHERE jsonb_typeof(r.metadata->'references') = 'array'
    ORDER BY r.id
    FOR UPDATE OF r
  `.execute(tx);
  const ids = locked.rows.map((row) => row.id);
  if (ids.length === 0) {
    return new Map();
  }
  await keepSupersededMetadata(tx, ids);
  const result = await sql<{ id: string; revision_id: number }>`
    WITH link AS (
      SELECT l.id, l.reference_index, l.ref
      FROM jsonb_to_recordset(${JSON.stringify(links)}::jsonb) AS l(id uuid, reference_index int, ref text)
    )
    UPDATE records r
    SET metadata = jsonb_set(r.metadata, '{references}', (
          SELECT jsonb_agg(
            CASE WHEN l.ref IS NULL OR e.value->'curated_relation' = 'true'::jsonb THEN e.value
              ELSE e.value || jsonb_build_object('record', jsonb_build_object('$ref', l.ref)) END
            ORDER BY e.position)
          FROM jsonb_array_elements(r.metadata->'references') WITH ORDINALITY AS e(value, position)
          LEFT JOIN link l ON l.id = r.id AND l.reference_index = e.position - 1)),
        metadata_hash = '', revision_id = r.revision_id + 1, updated = now()
    WHERE r.id = ANY(${ids}::uuid[])
    RETURNING r.id, r.revision_id
  `.execute(tx);
  await copyToVersions(
    tx,
    result.rows.map((row) => row.id),
    { userId: null, source: 'rematch', note: 'Reference links set by the citation matcher' },
  );
  return new Map(result.rows.map((row) => [row.id, row.revision_id]));
}

/** Adds each record's current revision to its history; the metadata stays in `records` until superseded. */
async function copyToVersions(
  tx: Transaction<Database>,
  ids: string[],
  actor?: RevisionActor,
): Promise<void> {
  await sql`
    INSERT INTO record_versions (record_id, revision_id, created, deleted, metadata, user_id, source, note)
    SELECT id, revision_id, updated, deleted, NULL, ${actor?.userId ?? null}::int, ${actor?.source ?? null}::text,
      ${actor?.note ?? null}::text
    FROM records WHERE id = ANY(${ids}::uuid[])
  `.execute(tx);
}

/** The metadata of one revision of a record (the current one is read from `records`). */
export async function findRevisionMetadata(
  db: Executor,
  recordId: string,
  revisionId: number,
): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .selectFrom('record_versions as v')
    .innerJoin('records as r', 'r.id', 'v.record_id')
    .select(sql<Record<string, unknown>>`COALESCE(v.metadata, r.metadata)`.as('metadata'))
    .where('v.record_id', '=', recordId)
    .where('v.revision_id', '=', revisionId)
    .executeTakeFirst();
  return row?.metadata;
}

/** One revision of a record with its metadata as JSON text (the record editor's history view). */
export interface StoredRevision {
  revisionId: number;
  created: string;
  deleted: boolean;
  metadataJson: string;
}

export async function findRevision(
  db: Executor,
  recordId: string,
  revisionId: number,
): Promise<StoredRevision | undefined> {
  const row = await db
    .selectFrom('record_versions as v')
    .innerJoin('records as r', 'r.id', 'v.record_id')
    .select([
      'v.revision_id',
      isoTimestamp('v.created').as('created'),
      'v.deleted',
      sql<string>`COALESCE(v.metadata, r.metadata)::text`.as('metadata_json'),
    ])
    .where('v.record_id', '=', recordId)
    .where('v.revision_id', '=', revisionId)
    .executeTakeFirst();
  if (!row) {
    return undefined;
  }
  return {
    revisionId: row.revision_id,
    created: row.created,
    deleted: row.deleted,
    metadataJson: row.metadata_json,
  };
}

/** One entry of a record's history: who wrote it, and what changed since the revision before. */
export interface RevisionHistoryRow {
  revision_id: number;
  created: string;
  deleted: boolean;
  user_email: string | null;
  source: string | null;
  note: string | null;
  /** Whether the revision before was deleted; null for the first revision. */
  previous_deleted: boolean | null;
  /**
   * The top-level fields that differ from the revision before (its order, then fields it dropped); computed only for
   * revisions without a note and with a predecessor, null otherwise.
   */
  changed_fields: string[] | null;
}

/**
 * A record's revisions, newest first, with their writers' e-mails. The changed top-level fields are compared in
 * PostgreSQL (jsonb equality per field, so key order does not count), so a long history of a large paper sends no
 * metadata to Node: one pass over each pair of neighbouring revisions.
 */
export async function listRevisionHistory(db: Executor, recordId: string): Promise<RevisionHistoryRow[]> {
  const result = await sql<RevisionHistoryRow>`
    WITH v AS (
      SELECT v.revision_id, v.created, v.deleted, v.user_id, v.source, v.note,
        COALESCE(v.metadata, r.metadata) AS metadata
      FROM record_versions v JOIN records r ON r.id = v.record_id
      WHERE v.record_id = ${recordId}
    )
    SELECT cur.revision_id, ${isoTimestamp('cur.created')} AS created, cur.deleted, u.email AS user_email,
      cur.source, cur.note, prev.deleted AS previous_deleted,
      CASE WHEN cur.note IS NULL AND prev.revision_id IS NOT NULL THEN ARRAY(
        SELECT k.key FROM (
          SELECT c.key, 0 AS side, c.position FROM jsonb_object_keys(cur.metadata) WITH ORDINALITY AS c(key, position)
          UNION ALL
          SELECT p.key, 1 AS side, p.position FROM jsonb_object_keys(prev.metadata) WITH ORDINALITY AS p(key, position)
          WHERE NOT cur.metadata ? p.key
        ) k
        WHERE cur.metadata -> k.key IS DISTINCT FROM prev.metadata -> k.key
        ORDER BY k.side, k.position
      ) END AS changed_fields
    FROM v cur
    LEFT JOIN v prev ON prev.revision_id = cur.revision_id - 1
    LEFT JOIN users u ON u.id = cur.user_id
    ORDER BY cur.revision_id DESC
  `.execute(db);
  return result.rows;
}

/** The next free control number, above every number in use (imported records keep theirs). */
export async function allocateControlNumber(db: Executor): Promise<number> {
  const result = await sql<{ value: number }>`
    SELECT setval('control_number_seq',
      GREATEST(nextval('control_number_seq'), (SELECT COALESCE(max(control_number), 0) + 1 FROM records))) AS value
  `.execute(db);
  return Number(result.rows[0]!.value);
}

export async function listVersions(
  db: Executor,
  recordId: string,
): Promise<
  {
    revision_id: number;
    created: string;
    deleted: boolean;
    user_id: number | null;
    source: string | null;
    note: string | null;
  }[]
> {
  return db
    .selectFrom('record_versions')
    .select(['revision_id', isoTimestamp('created').as('created'), 'deleted', 'user_id', 'source', 'note'])
    .where('record_id', '=', recordId)
    .orderBy('revision_id')
    .execute();
}

export async function countRecords(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('records')
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface StoredCuratedSignature {
  recordId: string;
  position: number;
  fullName: string;
  record: unknown;
}

/**
 * The claimed signatures (`curated_relation: true` with a `record`) of these stored literature records, read in
 * PostgreSQL: records without any curated author cost one containment test and send nothing back. The record
 * writer calls it for the literature records an update changes (src/records/writer.ts, `curatedSignatures`).
 */
export async function loadCuratedSignatures(
  tx: Executor,
  recordIds: readonly string[],
): Promise<Map<string, StoredCuratedSignature[]>> {
  if (recordIds.length === 0) {
    return new Map();
  }
  const result = await sql<{ id: string; position: number; full_name: string | null; record: unknown }>`
    SELECT r.id, (a.position - 1)::int AS position, a.value ->> 'full_name' AS full_name, a.value -> 'record' AS record
    FROM records r
    CROSS JOIN LATERAL jsonb_array_elements(
      CASE WHEN jsonb_typeof(r.metadata -> 'authors') = 'array' THEN r.metadata -> 'authors' ELSE '[]'::jsonb END
    ) WITH ORDINALITY AS a(value, position)
    WHERE r.id = ANY(${[...recordIds]}::uuid[])
      AND r.metadata @> '{"authors": [{"curated_relation": true}]}'::jsonb
      AND a.value -> 'curated_relation' = 'true'::jsonb
      AND jsonb_typeof(a.value -> 'record') = 'object'
    ORDER BY r.id, a.position
  `.execute(tx);
  const byRecord = new Map<string, StoredCuratedSignature[]>();
  for (const row of result.rows) {
    const list = byRecord.get(row.id) ?? [];
    list.push({
      recordId: row.id,
      position: row.position,
      fullName: row.full_name ?? '',
      record: row.record,
    });
    byRecord.set(row.id, list);
  }
  return byRecord;
}
