import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';

/** Which literature records the matcher goes through. */
export type MatchScope =
  | { kind: 'all' }
  | { kind: 'updatedSince'; since: Date }
  | { kind: 'controlNumbers'; controlNumbers: number[] };

/** Which references the matcher may (re)link: those without a link, or every non-curated one. */
export type MatchMode = 'unlinked' | 'uncurated';

export interface StoredReference {
  /** Position in the record's `references`. */
  index: number;
  reference: Record<string, unknown>;
}

export interface MatchablePaper {
  id: string;
  control_number: number;
  revision_id: number;
  references: StoredReference[];
}

function scopeFilter(scope: MatchScope): RawBuilder<unknown> {
  if (scope.kind === 'updatedSince') {
    return sql`r.updated >= ${scope.since}`;
  }
  if (scope.kind === 'controlNumbers') {
    return sql`r.control_number = ANY(${scope.controlNumbers}::bigint[])`;
  }
  return sql`true`;
}

/**
 * One page of live literature records (in control-number order, after `afterControlNumber`) with the references
 * the matcher may link; a record with none still appears, so that paging moves on.
 */
export async function matchablePapers(
  db: Kysely<Database>,
  scope: MatchScope,
  mode: MatchMode,
  afterControlNumber: number,
  limit: number,
): Promise<MatchablePaper[]> {
  const candidate =
    mode === 'unlinked'
      ? sql`NOT (ref.value ? 'record') AND ref.value->'curated_relation' IS DISTINCT FROM 'true'::jsonb`
      : sql`ref.value->'curated_relation' IS DISTINCT FROM 'true'::jsonb`;
  const result = await sql<MatchablePaper>`
    WITH page AS (
      SELECT r.id, r.control_number, r.revision_id, r.metadata
      FROM records r
      WHERE r.pid_type = 'lit' AND NOT r.deleted AND r.control_number > ${afterControlNumber}
        AND ${scopeFilter(scope)}
      ORDER BY r.control_number
      LIMIT ${limit}
    )
    SELECT page.id, page.control_number, page.revision_id,
      coalesce((
        SELECT jsonb_agg(jsonb_build_object('index', ref.position - 1, 'reference', ref.value) ORDER BY ref.position)
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(page.metadata->'references') = 'array'
          THEN page.metadata->'references' ELSE '[]'::jsonb END) WITH ORDINALITY AS ref(value, position)
        WHERE jsonb_typeof(ref.value) = 'object' AND ${candidate}
      ), '[]'::jsonb) AS "references"
    FROM page
    ORDER BY page.control_number
  `.execute(db);
  return result.rows;
}

export interface ExactProbe {
  probe: number;
  kind: string;
  value: string;
}

export interface PublicationProbe {
  probe: number;
  title: string;
  rest: string;
  rest_with_year: string | null;
}

export interface ProbeHit {
  probe: number;
  pid_type: string;
  control_number: number;
}

/**
 * Records found by each probe: exact identifiers by (kind, value); publication keys under every title variant of
 * the journals the reference's title is a variant of (or the title itself), with the year for journals whose
 * volume restarts yearly.
 */
export async function findProbeHits(
  db: Kysely<Database>,
  exact: ExactProbe[],
  publications: PublicationProbe[],
  yearlyTitles: readonly string[],
): Promise<ProbeHit[]> {
  if (exact.length === 0 && publications.length === 0) {
    return [];
  }
  const result = await sql<ProbeHit>`
    WITH exact AS (
      SELECT k.probe, k.kind, k.value
      FROM jsonb_to_recordset(${JSON.stringify(exact)}::jsonb) AS k(probe int, kind text, value text)
    ),
    publication AS (
      SELECT k.probe, k.title, k.rest, k.rest_with_year
      FROM jsonb_to_recordset(${JSON.stringify(publications)}::jsonb)
        AS k(probe int, title text, rest text, rest_with_year text)
    ),
    titled AS (
      SELECT p.probe, p.title AS variant, p.rest, p.rest_with_year FROM publication p
      UNION
      SELECT p.probe, other.variant, p.rest, p.rest_with_year
      FROM publication p
      JOIN journal_titles known ON known.variant = p.title
      JOIN journal_titles other ON other.control_number = known.control_number
    ),
    keyed AS (
      SELECT probe, 'pubinfo' AS kind,
        CASE WHEN variant = ANY(${[...yearlyTitles]}::text[]) THEN variant || rest_with_year ELSE variant || rest END
          AS value
      FROM titled
      UNION ALL
      SELECT probe, kind, value FROM exact
    )
    SELECT DISTINCT k.probe, i.pid_type, i.control_number
    FROM keyed k
    JOIN literature_identifiers i ON i.kind = k.kind AND i.value = k.value
    WHERE k.value IS NOT NULL
  `.execute(db);
  return result.rows;
}

export interface PaperToLink {
  id: string;
  control_number: number;
  revision_id: number;
  metadata: Record<string, unknown>;
}

/** The full current metadata of papers about to get new links. */
export async function loadPapers(db: Kysely<Database>, ids: string[]): Promise<PaperToLink[]> {
  if (ids.length === 0) {
    return [];
  }
  return db
    .selectFrom('records')
    .select(['id', 'control_number', 'revision_id', 'metadata'])
    .where('id', 'in', ids)
    .execute();
}

/** The database clock, so that "records written since" never depends on the client's clock. */
export async function databaseNow(db: Kysely<Database>): Promise<Date> {
  const result = await sql<{ now: Date }>`SELECT now() AS now`.execute(db);
  return result.rows[0]!.now;
}
