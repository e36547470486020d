import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The SQL of the matching steps: exact matches through the citation matcher's identifier table
 * (`literature_identifiers`, which holds live Literature-collection records only), title look-alikes through the
 * literature search table, and the `core` flag of linked records.
 */

/** Live literature records holding one of the (normalised) arXiv ids or DOIs, in control-number order. */
export async function literatureByArxivOrDoi(
  db: Kysely<Database>,
  arxivIds: string[],
  dois: string[],
): Promise<number[]> {
  if (arxivIds.length === 0 && dois.length === 0) {
    return [];
  }
  const result = await sql<{ control_number: number }>`
    SELECT DISTINCT i.control_number
    FROM literature_identifiers i
    WHERE i.pid_type = 'lit'
      AND ((i.kind = 'arxiv' AND i.value = ANY(${arxivIds}::text[]))
        OR (i.kind = 'doi' AND i.value = ANY(${dois}::text[])))
    ORDER BY i.control_number
  `.execute(db);
  return result.rows.map((row) => Number(row.control_number));
}

export interface LookAlikeRow {
  control_number: number;
  metadata: Record<string, unknown>;
  earliest_date: string | null;
  score: number;
}

type TrigramMode = 'operator' | 'function' | 'none';

const trigramModes = new WeakMap<Kysely<Database>, Promise<TrigramMode>>();

/**
 * How titles are compared. pg_trgm is created by our migrations on PostgreSQL and PGlite alike; on PostgreSQL the
 * `%` operator lets the title trigram index find candidates. On PGlite `%` can spin forever (seen with PGlite
 * 0.5.16: the same statement that answers at once in one process never returns in another), so there the
 * similarity function filters a scan of the table — the embedded database holds demo-sized data. Without pg_trgm
 * (a database restored without it) the step falls back to title words instead of failing. Asked once per database.
 */
function trigramMode(db: Kysely<Database>): Promise<TrigramMode> {
  let mode = trigramModes.get(db);
  if (!mode) {
    mode = sql<{ present: boolean; embedded: boolean }>`
      SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS present,
        version() LIKE '%PGlite%' AS embedded
    `
      .execute(db)
      .then((result): TrigramMode => {
        const row = result.rows[0];
        if (!row?.present) {
          return 'none';
        }
        return row.embedded ? 'function' : 'operator';
      });
    trigramModes.set(db, mode);
  }
  return mode;
}

/** pg_trgm's default `similarity_threshold`, the bar of `%`, applied alike by the function form. */
const SIMILARITY_THRESHOLD = 0.3;

/**
 * Live Literature records whose title resembles `title`, best first (then by control number): trigram similarity
 * of the titles (at least 0.3; on PostgreSQL through `%` and the title trigram index), plus 0.25 when the first
 * author's family name agrees. Without pg_trgm: records sharing a title word, ranked by ts_rank.
 */
export async function literatureLookAlikes(
  db: Kysely<Database>,
  title: string,
  firstAuthorFamilyName: string | undefined,
  exclude: number[],
  limit: number,
): Promise<LookAlikeRow[]> {
  const family = (firstAuthorFamilyName ?? '').trim().toLowerCase();
  const authorBonus = sql`CASE WHEN ${family} <> '' AND lower(f_unaccent(trim(split_part(
      coalesce(r.metadata->'authors'->0->>'full_name', ''), ',', 1)))) = f_unaccent(${family})
    THEN 0.25 ELSE 0 END`;
  const mode = await trigramMode(db);
  if (mode !== 'none') {
    const similar =
      mode === 'operator'
        ? sql`f_unaccent(s.title_text) % f_unaccent(${title})`
        : sql`similarity(f_unaccent(s.title_text), f_unaccent(${title})) >= ${SIMILARITY_THRESHOLD}`;
    const result = await sql<LookAlikeRow>`
      SELECT r.control_number, r.metadata, s.earliest_date::text AS earliest_date,
        (similarity(f_unaccent(s.title_text), f_unaccent(${title})) + ${authorBonus})::float8 AS score
      FROM literature_search s
      JOIN records r ON r.id = s.record_id
      WHERE ${similar}
        AND NOT r.deleted AND r.pid_type = 'lit' AND 'Literature' = ANY(s.collections)
        AND NOT (s.control_number = ANY(${exclude}::bigint[]))
      ORDER BY score DESC, r.control_number
      LIMIT ${limit}
    `.execute(db);
    return result.rows.map((row) => ({ ...row, control_number: Number(row.control_number) }));
  }
  const words = [...new Set(title.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [])];
  if (words.length === 0) {
    return [];
  }
  const query = words.map((word) => word.replace(/'/g, '')).join(' | ');
  const result = await sql<LookAlikeRow>`
    SELECT r.control_number, r.metadata, s.earliest_date::text AS earliest_date,
      (ts_rank(s.title_tsv, to_tsquery('simple', f_unaccent(${query}))) + ${authorBonus})::float8 AS score
    FROM literature_search s
    JOIN records r ON r.id = s.record_id
    WHERE s.title_tsv @@ to_tsquery('simple', f_unaccent(${query}))
      AND NOT r.deleted AND r.pid_type = 'lit' AND 'Literature' = ANY(s.collections)
      AND NOT (s.control_number = ANY(${exclude}::bigint[]))
    ORDER BY score DESC, r.control_number
    LIMIT ${limit}
  `.execute(db);
  return result.rows.map((row) => ({ ...row, control_number: Number(row.control_number) }));
}

/** Which of these literature records are `core: true`. */
export async function coreLiterature(db: Kysely<Database>, controlNumbers: number[]): Promise<Set<number>> {
  if (controlNumbers.length === 0) {
    return new Set();
  }
  const result = await sql<{ control_number: number }>`
    SELECT r.control_number FROM records r
    WHERE r.pid_type = 'lit' AND NOT r.deleted AND r.control_number = ANY(${controlNumbers}::bigint[])
      AND r.metadata->'core' = 'true'::jsonb
  `.execute(db);
  return new Set(result.rows.map((row) => Number(row.control_number)));
}
