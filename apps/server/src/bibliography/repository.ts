import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';

/** The table `bibliography_files` (migration 0600): what each generated file is and until when it is served. */

export interface BibliographyFileRow {
  id: string;
  fileName: string;
  contentType: string;
  expires: Date;
}

interface BibliographyFileSql {
  id: string;
  file_name: string;
  content_type: string;
  expires: Date | string;
}

function toRow(row: BibliographyFileSql): BibliographyFileRow {
  return {
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type,
    expires: new Date(row.expires),
  };
}

export async function insertBibliographyFile(
  db: Kysely<Database>,
  file: BibliographyFileRow & { created: Date },
): Promise<void> {
  await sql`
    INSERT INTO bibliography_files (id, file_name, content_type, created, expires)
    VALUES (${file.id}, ${file.fileName}, ${file.contentType}, ${file.created.toISOString()}::timestamptz,
            ${file.expires.toISOString()}::timestamptz)
  `.execute(db);
}

/** The file of this id while it has not expired at `now`. */
export async function findLiveBibliographyFile(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<BibliographyFileRow | undefined> {
  const result = await sql<BibliographyFileSql>`
    SELECT id, file_name, content_type, expires FROM bibliography_files
    WHERE id = ${id} AND expires > ${now.toISOString()}::timestamptz
  `.execute(db);
  const row = result.rows[0];
  return row ? toRow(row) : undefined;
}

/** Deletes the rows expired at `now` and answers their ids (their files are removed by the caller). */
export async function deleteExpiredBibliographyFiles(db: Kysely<Database>, now: Date): Promise<string[]> {
  const result = await sql<{ id: string }>`
    DELETE FROM bibliography_files WHERE expires <= ${now.toISOString()}::timestamptz RETURNING id
  `.execute(db);
  return result.rows.map((row) => row.id);
}

/** Which of these ids still have a row (expired or not). */
export async function existingBibliographyFileIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) {
    return new Set();
  }
  const result = await sql<{ id: string }>`
    SELECT id FROM bibliography_files WHERE id = ANY(${[...ids]}::text[])
  `.execute(db);
  return new Set(result.rows.map((row) => row.id));
}

/**
 * Up to two literature records for each search, in one statement: a UNION ALL of one `LIMIT 2` branch per search,
 * answered as the record ids per search (in the order of `searches`). Without an ORDER BY each branch reads its
 * identifier index (texkeys, arxiv_ids, dois …) instead of walking the records by date until it meets a hit, which
 * is what a `LIMIT 2 … ORDER BY earliest_date` search does for a rare key (0.7 s each on 100 000 records).
 */
export async function findCandidateRecordIds(
  db: Kysely<Database>,
  searches: readonly RawBuilder<boolean>[],
): Promise<string[][]> {
  const candidates: string[][] = searches.map(() => []);
  if (searches.length === 0) {
    return candidates;
  }
  const branches = searches.map(
    (where, index) => sql`(
      SELECT ${sql.lit(index)}::int AS search_index, s.record_id::text AS record_id
      FROM records r JOIN literature_search s ON s.record_id = r.id
      WHERE ${where}
      LIMIT 2
    )`,
  );
  const result = await sql<{ search_index: number; record_id: string }>`
    ${sql.join(branches, sql` UNION ALL `)}
  `.execute(db);
  for (const row of result.rows) {
    candidates[row.search_index]?.push(row.record_id);
  }
  return candidates;
}

/** The condition "is one of these records", for the search's hit statement. */
export function recordIdIn(recordIds: readonly string[]): RawBuilder<boolean> {
  return sql<boolean>`s.record_id = ANY(${[...recordIds]}::uuid[])`;
}
