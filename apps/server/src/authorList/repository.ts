import { COLLECTIONS } from '@parton/records';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** An institution whose identifier or name variant equals one of the asked keys. */
export interface InstitutionNameHit {
  /** The key that matched (lower-case, single spaces: see `institutionNameKey`). */
  key: string;
  controlNumber: number;
  legacyIcn: string | null;
}

/** How a name is compared: trimmed, lower-case, runs of white space as one space. */
export function institutionNameKey(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The live institutions whose legacy ICN, ICN or a name variant equals one of `keys` (compared as
 * `institutionNameKey` does). One statement for a whole author list: the keys are sent as one array.
 */
export async function findInstitutionsByName(
  db: Kysely<Database>,
  keys: readonly string[],
): Promise<InstitutionNameHit[]> {
  if (keys.length === 0) {
    return [];
  }
  const result = await sql<{ key: string; control_number: number; legacy_icn: string | null }>`
    WITH names AS (
      SELECT r.control_number, r.metadata ->> 'legacy_ICN' AS legacy_icn, name.value AS name
      FROM records r
      CROSS JOIN LATERAL (
        SELECT r.metadata ->> 'legacy_ICN' AS value
        UNION ALL
        SELECT jsonb_array_elements_text(CASE WHEN jsonb_typeof(r.metadata -> 'ICN') = 'array'
                                              THEN r.metadata -> 'ICN' ELSE '[]'::jsonb END)
        UNION ALL
        SELECT variant ->> 'value'
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r.metadata -> 'name_variants') = 'array'
                                       THEN r.metadata -> 'name_variants' ELSE '[]'::jsonb END) AS variant
      ) AS name
      WHERE r.pid_type = ${COLLECTIONS.institutions.pidType} AND NOT r.deleted AND name.value IS NOT NULL
    )
    SELECT DISTINCT keys.key, names.control_number, names.legacy_icn
    FROM names
    JOIN unnest(${sql.val([...keys])}::text[]) AS keys(key)
      ON lower(regexp_replace(btrim(names.name), '\\s+', ' ', 'g')) = keys.key
    ORDER BY names.control_number
  `.execute(db);
  return result.rows.map((row) => ({
    key: row.key,
    controlNumber: Number(row.control_number),
    legacyIcn: row.legacy_icn,
  }));
}
