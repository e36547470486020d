import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** A citable record (literature `lit` or data `dat`), whether or not it exists. */
export interface CitedKey {
  pid_type: string;
  control_number: number;
}

export interface IdentifierInsert {
  record_id: string;
  pid_type: string;
  control_number: number;
  kind: string;
  value: string;
}

export interface JournalTitleInsert {
  record_id: string;
  control_number: number;
  variant: string;
}

export interface RedirectInsert {
  pid_type: string;
  control_number: number;
  target_pid_type: string;
  target_control_number: number;
}

export interface AuthorKey {
  author_recid: number | null;
  full_name_norm: string;
}

/** Papers whose authors changed, and how: decides which self-citation flags of edges into them to re-check. */
export interface Reflagging {
  /** Re-check every edge into these papers. */
  all: number[];
  /** These papers lost a signature: re-check their edges that are self-citations. */
  lost: number[];
  /** Signatures these papers gained: re-check their other edges whose citer shares one. */
  gained: (AuthorKey & { control_number: number })[];
}

/** Which citing papers a statement works on: some records by id, or every record (recount). */
export type CiterScope = string[] | 'all';

// Redirect chains longer than this are treated as ending there (they only arise from broken merges).
const MAX_REDIRECT_DEPTH = 8;

/**
 * A citer contributes edges only while it is a live, non-superseded paper of the Literature collection (one
 * jsonpath over the metadata, so that a large record is decompressed once for the whole test).
 */
const CITER_IS_ELIGIBLE = sql`
  r.pid_type = 'lit' AND NOT r.deleted
  AND jsonb_path_exists(r.metadata, '$ ? (!exists(@.related_records[*] ? (@.relation == "successor"))
    && (!exists(@._collections) || exists(@._collections[*] ? (@ == "Literature"))))')
`;

function citerFilter(scope: CiterScope): RawBuilder<unknown> {
  return scope === 'all' ? sql`true` : sql`r.id = ANY(${scope}::uuid[])`;
}

/**
 * The (pid_type, control_number) a `$ref` names when it is `…/api/literature/N` or `…/api/data/N` on any host (as
 * `parseRecordRef`), else no row. String functions, not a regular expression: PostgreSQL's regex engine costs
 * tens of microseconds per unanchored match, which is most of a recount over millions of references.
 */
function linkParts(ref: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    SELECT CASE split_part(path, '/', -2) WHEN 'literature' THEN 'lit' ELSE 'dat' END AS pid_type,
      split_part(path, '/', -1)::bigint AS control_number
    FROM (SELECT CASE WHEN right(${ref}, 1) = '/' THEN left(${ref}, -1) ELSE ${ref} END AS path) AS trimmed
    WHERE split_part(path, '/', -3) = 'api' AND split_part(path, '/', -2) IN ('literature', 'data')
      AND length(split_part(path, '/', -1)) BETWEEN 1 AND 15
      AND translate(split_part(path, '/', -1), '0123456789', '') = ''
    OFFSET 0
  `;
}

/**
 * The citation edges of the citers in scope, computed from their stored metadata: every `references[].record`
 * naming a literature or data record (any host), redirected from merged-away records to their survivor,
 * without duplicates and without the citer itself. Columns: citer_id, citer_control_number, cited_pid_type,
 * cited_control_number, citation_date.
 */
function edgesOf(scope: CiterScope): RawBuilder<unknown> {
  // For a full recount every redirect is relevant; for a few citers only those their links name.
  const seed =
    scope === 'all'
      ? sql`true`
      : sql`(rr.pid_type, rr.control_number) IN (SELECT pid_type, control_number FROM linked)`;
  // OFFSET 0 keeps each lateral subquery from being inlined into the expressions above it: the date is computed
  // once per paper and each link parsed once, instead of once per use.
  return sql`
    WITH RECURSIVE linked AS MATERIALIZED (
      SELECT r.id AS citer_id, r.control_number AS citer_control_number,
        link.pid_type, link.control_number, dated.citation_date
      FROM records r
      CROSS JOIN LATERAL (SELECT citation_date_of(r.metadata) AS citation_date OFFSET 0) AS dated
      CROSS JOIN LATERAL jsonb_path_query(r.metadata, 'lax $.references[*].record."$ref"', '{}', true) AS ref
      CROSS JOIN LATERAL (${linkParts(sql`ref #>> '{}'`)}) AS link
      WHERE ${citerFilter(scope)} AND ${CITER_IS_ELIGIBLE}
    ),
    chain AS (
      SELECT rr.pid_type AS from_pid_type, rr.control_number AS from_control_number,
        rr.target_pid_type AS pid_type, rr.target_control_number AS control_number, 1 AS depth
      FROM record_redirects rr
      WHERE ${seed}
      UNION ALL
      SELECT c.from_pid_type, c.from_control_number, rr.target_pid_type, rr.target_control_number, c.depth + 1
      FROM chain c
      JOIN record_redirects rr ON rr.pid_type = c.pid_type AND rr.control_number = c.control_number
      WHERE c.depth < ${MAX_REDIRECT_DEPTH}
    ),
    resolved AS (
      SELECT DISTINCT ON (from_pid_type, from_control_number)
        from_pid_type, from_control_number, pid_type, control_number
      FROM chain
      ORDER BY from_pid_type, from_control_number, depth DESC
    ),
    targets AS (
      SELECT l.citer_id, l.citer_control_number,
        coalesce(v.pid_type, l.pid_type) AS cited_pid_type,
        coalesce(v.control_number, l.control_number) AS cited_control_number,
        l.citation_date
      FROM linked l
      LEFT JOIN resolved v ON v.from_pid_type = l.pid_type AND v.from_control_number = l.control_number
    )
    SELECT DISTINCT citer_id, citer_control_number, cited_pid_type, cited_control_number, citation_date
    FROM targets
    WHERE NOT (cited_pid_type = 'lit' AND cited_control_number = citer_control_number)
  `;
}

/** The edges of `relation` with the number of (non-supervisor) authors of citer and cited, counted once per paper. */
function withAuthorCounts(relation: string): RawBuilder<unknown> {
  const edges = sql.table(relation);
  return sql`
    SELECT e.*, coalesce(citer.n, 0) AS citer_authors, coalesce(cited.n, 0) AS cited_authors
    FROM ${edges} e
    LEFT JOIN (
      SELECT d.citer_id,
        (SELECT count(*) FROM literature_authors a WHERE a.record_id = d.citer_id AND NOT a.is_supervisor) AS n
      FROM (SELECT DISTINCT citer_id FROM ${edges}) AS d
    ) AS citer ON citer.citer_id = e.citer_id
    LEFT JOIN (
      SELECT d.cited_control_number,
        (SELECT count(*) FROM literature_authors b
          WHERE b.control_number = d.cited_control_number AND NOT b.is_supervisor) AS n
      FROM (SELECT DISTINCT cited_control_number FROM ${edges} WHERE cited_pid_type = 'lit') AS d
    ) AS cited ON e.cited_pid_type = 'lit' AND cited.cited_control_number = e.cited_control_number
  `;
}

/**
 * Whether edge `e` (a row of `withAuthorCounts`) is a self-citation (same rule as `selfPairsOf`), for the few
 * edges of one write: walks the signatures of whichever paper has fewer and probes the other's by index. The sub-selects sit inside CASE and OR,
 * where PostgreSQL keeps them as per-edge index probes instead of re-planning them as joins over every signature.
 */
function isSelfCitation(edge: string): RawBuilder<boolean> {
  const e = sql.table(edge);
  return sql<boolean>`CASE
    WHEN ${e}.cited_pid_type <> 'lit' THEN false
    WHEN ${e}.citer_authors <= ${e}.cited_authors
    THEN EXISTS (
      SELECT 1 FROM literature_authors a
      WHERE a.record_id = ${e}.citer_id AND NOT a.is_supervisor AND (
        EXISTS (SELECT 1 FROM literature_authors b
          WHERE a.author_recid IS NOT NULL AND b.control_number = ${e}.cited_control_number
            AND NOT b.is_supervisor AND b.author_recid = a.author_recid)
        OR EXISTS (SELECT 1 FROM literature_authors b
          WHERE b.control_number = ${e}.cited_control_number AND NOT b.is_supervisor
            AND b.full_name_norm = a.full_name_norm AND (a.author_recid IS NULL OR b.author_recid IS NULL))))
    ELSE EXISTS (
      SELECT 1 FROM literature_authors b
      WHERE b.control_number = ${e}.cited_control_number AND NOT b.is_supervisor AND (
        EXISTS (SELECT 1 FROM literature_authors a
          WHERE b.author_recid IS NOT NULL AND a.record_id = ${e}.citer_id
            AND NOT a.is_supervisor AND a.author_recid = b.author_recid)
        OR EXISTS (SELECT 1 FROM literature_authors a
          WHERE a.record_id = ${e}.citer_id AND NOT a.is_supervisor
            AND a.full_name_norm = b.full_name_norm AND (a.author_recid IS NULL OR b.author_recid IS NULL))))
  END`;
}

/**
 * The self-citations among the edges of `relation` (a CTE with citer_id, cited_pid_type, cited_control_number),
 * as distinct (citer_id, cited_control_number): citer and cited paper share an author — by author record when
 * both signatures link one, by normalised full name when either does not. Supervisors are not authors here.
 *
 * Set-based joins rather than a per-edge EXISTS, walking for each edge the signatures of whichever paper has
 * fewer and probing the other's: a collaboration paper with thousands of authors citing ordinary papers then costs
 * a few probes per citation, not thousands (README.md).
 */
function selfPairsOf(relation: string): RawBuilder<unknown> {
  const edges = sql.table(relation);
  const side = sql.table(`${relation}_side`);
  return sql`
    WITH ${side} AS MATERIALIZED (
      SELECT e.citer_id, e.cited_control_number, coalesce(citer.n, 0) <= coalesce(cited.n, 0) AS from_citer
      FROM ${edges} e
      LEFT JOIN (
        SELECT record_id, count(*) AS n FROM literature_authors
        WHERE NOT is_supervisor AND record_id IN (SELECT citer_id FROM ${edges})
        GROUP BY record_id
      ) AS citer ON citer.record_id = e.citer_id
      LEFT JOIN (
        SELECT control_number, count(*) AS n FROM literature_authors
        WHERE NOT is_supervisor AND control_number IN (
          SELECT cited_control_number FROM ${edges} WHERE cited_pid_type = 'lit')
        GROUP BY control_number
      ) AS cited ON cited.control_number = e.cited_control_number
      WHERE e.cited_pid_type = 'lit'
    )
    SELECT s.citer_id, s.cited_control_number
    FROM ${side} s
    JOIN literature_authors a ON a.record_id = s.citer_id AND NOT a.is_supervisor
    LEFT JOIN literature_authors by_record ON a.author_recid IS NOT NULL
      AND by_record.control_number = s.cited_control_number AND NOT by_record.is_supervisor
      AND by_record.author_recid = a.author_recid
    LEFT JOIN literature_authors by_name ON by_name.control_number = s.cited_control_number
      AND NOT by_name.is_supervisor AND by_name.full_name_norm = a.full_name_norm
      AND (a.author_recid IS NULL OR by_name.author_recid IS NULL)
    WHERE s.from_citer AND (by_record.record_id IS NOT NULL OR by_name.record_id IS NOT NULL)
    UNION
    SELECT s.citer_id, s.cited_control_number
    FROM ${side} s
    JOIN literature_authors b ON b.control_number = s.cited_control_number AND NOT b.is_supervisor
    LEFT JOIN literature_authors by_record ON b.author_recid IS NOT NULL
      AND by_record.record_id = s.citer_id AND NOT by_record.is_supervisor
      AND by_record.author_recid = b.author_recid
    LEFT JOIN literature_authors by_name ON by_name.record_id = s.citer_id
      AND NOT by_name.is_supervisor AND by_name.full_name_norm = b.full_name_norm
      AND (b.author_recid IS NULL OR by_name.author_recid IS NULL)
    WHERE NOT s.from_citer AND (by_record.record_id IS NOT NULL OR by_name.record_id IS NOT NULL)
  `;
}

/**
 * Takes the row lock of every count the citers' edge rewrite can touch — the cited records of their stored and
 * of their new edges, plus `extra` — in one statement in key order (so two writers never deadlock on counts),
 * creating missing rows. Every later edge write under these locks is serialised with other writers.
 */
export async function lockCounts(
  tx: Transaction<Database>,
  citers: string[],
  extra: CitedKey[],
): Promise<CitedKey[]> {
  const result = await sql<CitedKey>`
    WITH keys AS (
      SELECT cited_pid_type AS pid_type, cited_control_number AS control_number
      FROM citations WHERE citer_id = ANY(${citers}::uuid[])
      UNION
      SELECT n.cited_pid_type, n.cited_control_number FROM (${edgesOf(citers)}) AS n
      UNION
      SELECT pid_type, control_number
      FROM jsonb_to_recordset(${JSON.stringify(extra)}::jsonb) AS k(pid_type text, control_number bigint)
    )
    INSERT INTO citation_counts (pid_type, control_number)
    SELECT pid_type, control_number FROM keys ORDER BY pid_type, control_number
    ON CONFLICT (pid_type, control_number) DO UPDATE SET citation_count = citation_counts.citation_count
    RETURNING pid_type, control_number
  `.execute(tx);
  return result.rows;
}

/**
 * Rewrites the edges of the citers (delete + insert from their metadata), re-evaluates the self-citation flag of
 * the other edges into papers whose authors changed (as `reflagging` narrows them), and applies the differences to
 * the counts — one statement. Call with the counts locked (`lockCounts`): the differences are exact because
 * nobody else can change an edge into a locked record meanwhile.
 */
export async function rewriteEdges(
  tx: Transaction<Database>,
  citers: string[],
  reflagging: Reflagging,
): Promise<void> {
  await rewriteEdgesStatement(citers, reflagging).execute(tx);
}

function rewriteEdgesStatement(citers: string[], reflagging: Reflagging): RawBuilder<unknown> {
  const gainedPapers = [...new Set(reflagging.gained.map((key) => key.control_number))];
  return sql`
    WITH fresh AS MATERIALIZED (
      SELECT * FROM (${edgesOf(citers)}) AS n
    ),
    fresh_counted AS MATERIALIZED (${withAuthorCounts('fresh')}),
    gained AS MATERIALIZED (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(reflagging.gained)}::jsonb)
        AS k(control_number bigint, author_recid bigint, full_name_norm text)
    ),
    into_changed AS MATERIALIZED (
      SELECT c.citer_id, c.cited_pid_type, c.cited_control_number, c.is_self_citation FROM citations c
      WHERE c.cited_pid_type = 'lit' AND NOT (c.citer_id = ANY(${citers}::uuid[])) AND (
        c.cited_control_number = ANY(${reflagging.all}::bigint[])
        OR (c.is_self_citation AND c.cited_control_number = ANY(${reflagging.lost}::bigint[]))
        OR (NOT c.is_self_citation AND c.cited_control_number = ANY(${gainedPapers}::bigint[]) AND EXISTS (
          SELECT 1 FROM gained k
          WHERE k.control_number = c.cited_control_number AND (
            EXISTS (SELECT 1 FROM literature_authors a
              WHERE k.author_recid IS NOT NULL AND a.record_id = c.citer_id AND NOT a.is_supervisor
                AND a.author_recid = k.author_recid)
            OR EXISTS (SELECT 1 FROM literature_authors a
              WHERE a.record_id = c.citer_id AND NOT a.is_supervisor AND a.full_name_norm = k.full_name_norm
                AND (k.author_recid IS NULL OR a.author_recid IS NULL)))))
      )
    ),
    into_changed_counted AS MATERIALIZED (${withAuthorCounts('into_changed')}),
    removed AS (
      DELETE FROM citations WHERE citer_id = ANY(${citers}::uuid[])
      RETURNING cited_pid_type, cited_control_number, is_self_citation
    ),
    added AS (
      INSERT INTO citations (citer_id, citer_control_number, cited_pid_type, cited_control_number, citation_date,
        is_self_citation)
      SELECT f.citer_id, f.citer_control_number, f.cited_pid_type, f.cited_control_number, f.citation_date,
        ${isSelfCitation('f')}
      FROM fresh_counted f
      RETURNING cited_pid_type, cited_control_number, is_self_citation
    ),
    flipped AS (
      UPDATE citations e SET is_self_citation = NOT e.is_self_citation
      FROM (
        SELECT i.citer_id, i.cited_pid_type, i.cited_control_number FROM into_changed_counted i
        WHERE i.is_self_citation IS DISTINCT FROM ${isSelfCitation('i')}
      ) AS changed
      WHERE e.citer_id = changed.citer_id AND e.cited_pid_type = changed.cited_pid_type
        AND e.cited_control_number = changed.cited_control_number
      RETURNING e.cited_pid_type, e.cited_control_number, e.is_self_citation
    ),
    changes AS (
      SELECT cited_pid_type, cited_control_number, -1 AS total,
        CASE WHEN is_self_citation THEN 0 ELSE -1 END AS others
      FROM removed
      UNION ALL
      SELECT cited_pid_type, cited_control_number, 1, CASE WHEN is_self_citation THEN 0 ELSE 1 END FROM added
      UNION ALL
      SELECT cited_pid_type, cited_control_number, 0, CASE WHEN is_self_citation THEN -1 ELSE 1 END FROM flipped
    ),
    deltas AS (
      SELECT cited_pid_type AS pid_type, cited_control_number AS control_number,
        sum(total)::int AS total, sum(others)::int AS others
      FROM changes
      GROUP BY cited_pid_type, cited_control_number
    )
    INSERT INTO citation_counts AS cc (pid_type, control_number, citation_count,
      citation_count_without_self_citations)
    SELECT pid_type, control_number, total, others FROM deltas
    WHERE total <> 0 OR others <> 0
    ORDER BY pid_type, control_number
    ON CONFLICT (pid_type, control_number) DO UPDATE
    SET citation_count = cc.citation_count + EXCLUDED.citation_count,
      citation_count_without_self_citations =
        cc.citation_count_without_self_citations + EXCLUDED.citation_count_without_self_citations
  `;
}

/**
 * Papers whose edges a merge (or unmerge) of these records can change: those with an edge into them, and the
 * papers themselves — a paper's link to a record merged into it is a self-citation and left no edge.
 */
export async function papersLinkingTo(tx: Transaction<Database>, keys: CitedKey[]): Promise<string[]> {
  if (keys.length === 0) {
    return [];
  }
  const result = await sql<{ id: string }>`
    WITH k AS (
      SELECT pid_type, control_number
      FROM jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) AS k(pid_type text, control_number bigint)
    )
    SELECT c.citer_id AS id FROM citations c
    JOIN k ON c.cited_pid_type = k.pid_type AND c.cited_control_number = k.control_number
    UNION
    SELECT r.id FROM records r
    JOIN k ON r.pid_type = k.pid_type AND r.control_number = k.control_number
    WHERE r.pid_type = 'lit'
  `.execute(tx);
  return result.rows.map((row) => row.id);
}

/** Locks records (in id order) whose edges this transaction recomputes although it does not write them. */
export async function lockRecords(tx: Transaction<Database>, ids: string[]): Promise<void> {
  if (ids.length === 0) {
    return;
  }
  await sql`SELECT id FROM records WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR UPDATE`.execute(tx);
}

/** Where links to each record end up after following merge redirects (the record itself when none). */
export async function finalTargets(tx: Transaction<Database>, keys: CitedKey[]): Promise<CitedKey[]> {
  if (keys.length === 0) {
    return [];
  }
  const result = await sql<CitedKey>`
    WITH RECURSIVE chain AS (
      SELECT k.pid_type, k.control_number, 0 AS depth
      FROM jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) AS k(pid_type text, control_number bigint)
      UNION ALL
      SELECT rr.target_pid_type, rr.target_control_number, c.depth + 1
      FROM chain c
      JOIN record_redirects rr ON rr.pid_type = c.pid_type AND rr.control_number = c.control_number
      WHERE c.depth < ${MAX_REDIRECT_DEPTH}
    )
    SELECT DISTINCT pid_type, control_number FROM chain
  `.execute(tx);
  return result.rows;
}

export async function replaceRedirects(
  tx: Transaction<Database>,
  keys: CitedKey[],
  rows: RedirectInsert[],
): Promise<void> {
  if (keys.length > 0) {
    await sql`
      DELETE FROM record_redirects rr
      USING jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) AS k(pid_type text, control_number bigint)
      WHERE rr.pid_type = k.pid_type AND rr.control_number = k.control_number
    `.execute(tx);
  }
  if (rows.length > 0) {
    await tx.insertInto('record_redirects').values(rows).execute();
  }
}

export async function replaceIdentifiers(
  tx: Transaction<Database>,
  recordIds: string[],
  rows: IdentifierInsert[],
): Promise<void> {
  if (recordIds.length > 0) {
    await tx.deleteFrom('literature_identifiers').where('record_id', 'in', recordIds).execute();
  }
  if (rows.length === 0) {
    return;
  }
  await sql`
    INSERT INTO literature_identifiers (record_id, pid_type, control_number, kind, value)
    SELECT record_id, pid_type, control_number, kind, value
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS row(
      record_id uuid, pid_type text, control_number bigint, kind text, value text)
  `.execute(tx);
}

export async function replaceJournalTitles(
  tx: Transaction<Database>,
  recordIds: string[],
  rows: JournalTitleInsert[],
): Promise<void> {
  if (recordIds.length > 0) {
    await tx.deleteFrom('journal_titles').where('record_id', 'in', recordIds).execute();
  }
  if (rows.length > 0) {
    await tx.insertInto('journal_titles').values(rows).execute();
  }
}

/**
 * Copies the counts of these literature records into `literature_search`. Rows another
 * transaction holds are skipped rather than waited for: that transaction is rewriting the record, and its own
 * citations deriver copies the count after taking the count lock this transaction holds (no deadlock).
 */
export async function mirrorCounts(tx: Transaction<Database>, controlNumbers: number[]): Promise<void> {
  if (controlNumbers.length === 0) {
    return;
  }
  await sql`
    WITH due AS (
      SELECT s.control_number, coalesce(cc.citation_count, 0) AS citation_count,
        coalesce(cc.citation_count_without_self_citations, 0) AS citation_count_without_self_citations
      FROM literature_search s
      LEFT JOIN citation_counts cc ON cc.pid_type = 'lit' AND cc.control_number = s.control_number
      WHERE s.control_number = ANY(${controlNumbers}::bigint[])
        AND (s.citation_count, s.citation_count_without_self_citations)
          IS DISTINCT FROM (coalesce(cc.citation_count, 0), coalesce(cc.citation_count_without_self_citations, 0))
      FOR UPDATE OF s SKIP LOCKED
    )
    UPDATE literature_search s
    SET citation_count = due.citation_count,
      citation_count_without_self_citations = due.citation_count_without_self_citations
    FROM due WHERE s.control_number = due.control_number
  `.execute(tx);
}

/** Copies every count into `literature_search` (recount). */
export async function mirrorAllCounts(tx: Transaction<Database>): Promise<number> {
  const result = await sql`
    UPDATE literature_search s
    SET citation_count = coalesce(cc.citation_count, 0),
      citation_count_without_self_citations = coalesce(cc.citation_count_without_self_citations, 0)
    FROM literature_search t
    LEFT JOIN citation_counts cc ON cc.pid_type = 'lit' AND cc.control_number = t.control_number
    WHERE s.ctid = t.ctid
      AND (t.citation_count, t.citation_count_without_self_citations)
        IS DISTINCT FROM (coalesce(cc.citation_count, 0), coalesce(cc.citation_count_without_self_citations, 0))
  `.execute(tx);
  return Number(result.numAffectedRows ?? 0);
}

/** Recount, step 1: every merge redirect, from the deleted records' `new_record`. */
export async function rebuildRedirects(tx: Transaction<Database>): Promise<number> {
  await sql`TRUNCATE record_redirects`.execute(tx);
  const result = await sql`
    INSERT INTO record_redirects (pid_type, control_number, target_pid_type, target_control_number)
    SELECT r.pid_type, r.control_number, link.pid_type, link.control_number
    FROM records r
    CROSS JOIN LATERAL (${linkParts(sql`r.metadata->'new_record'->>'$ref'`)}) AS link
    WHERE r.pid_type IN ('lit', 'dat') AND r.deleted
  `.execute(tx);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Recount, step 2: every edge, rebuilt from the records. The new edges go through an analysed temporary table so
 * that the self-citation joins are planned on real sizes, as hash joins over the signatures (a CTE would be
 * estimated blind, and nested loops over millions of edges are an order of magnitude slower); the indexes are
 * dropped meanwhile and built once at the end.
 */
export async function rebuildEdges(tx: Transaction<Database>): Promise<number> {
  await sql`SET LOCAL work_mem = '256MB'`.execute(tx);
  await sql`CREATE TEMPORARY TABLE citation_rebuild ON COMMIT DROP AS
    SELECT * FROM (${edgesOf('all')}) AS n`.execute(tx);
  await sql`ANALYZE citation_rebuild`.execute(tx);
  await sql`TRUNCATE citations`.execute(tx);
  await sql`DROP INDEX IF EXISTS citations_cited_citer`.execute(tx);
  await sql`DROP INDEX IF EXISTS citations_citer_cited`.execute(tx);
  await sql`DROP INDEX IF EXISTS citations_citer`.execute(tx);
  await sql`SET LOCAL enable_nestloop = off`.execute(tx);
  await sql`SET LOCAL enable_mergejoin = off`.execute(tx);
  const result = await sql`
    INSERT INTO citations (citer_id, citer_control_number, cited_pid_type, cited_control_number, citation_date,
      is_self_citation)
    SELECT f.citer_id, f.citer_control_number, f.cited_pid_type, f.cited_control_number, f.citation_date,
      s.citer_id IS NOT NULL
    FROM citation_rebuild f
    LEFT JOIN (${selfPairsOf('citation_rebuild')}) AS s ON f.cited_pid_type = 'lit' AND s.citer_id = f.citer_id
      AND s.cited_control_number = f.cited_control_number
  `.execute(tx);
  await sql`RESET enable_nestloop`.execute(tx);
  await sql`RESET enable_mergejoin`.execute(tx);
  // The same indexes as migrations 0200 and 0630 (citations_cited_citer replaced 0200's citations_cited).
  await sql`CREATE INDEX citations_cited_citer
    ON citations (cited_pid_type, cited_control_number, citer_control_number)
    INCLUDE (is_self_citation)`.execute(tx);
  await sql`CREATE INDEX citations_citer_cited
    ON citations (citer_control_number, cited_pid_type, cited_control_number)`.execute(tx);
  await sql`CREATE INDEX citations_citer ON citations (citer_id)`.execute(tx);
  await sql`ANALYZE citations`.execute(tx);
  return Number(result.numAffectedRows ?? 0);
}

/** Recount, step 3: every count, from the edges. */
export async function rebuildCounts(tx: Transaction<Database>): Promise<number> {
  await sql`TRUNCATE citation_counts`.execute(tx);
  const result = await sql`
    INSERT INTO citation_counts (pid_type, control_number, citation_count, citation_count_without_self_citations)
    SELECT cited_pid_type, cited_control_number, count(*), count(*) FILTER (WHERE NOT is_self_citation)
    FROM citations
    GROUP BY cited_pid_type, cited_control_number
  `.execute(tx);
  return Number(result.numAffectedRows ?? 0);
}

/** Blocks every other writer of the citation tables until the transaction ends (readers carry on). */
export async function lockGraphForRebuild(tx: Transaction<Database>): Promise<void> {
  await sql`LOCK TABLE citations, citation_counts, record_redirects IN SHARE ROW EXCLUSIVE MODE`.execute(tx);
}

export interface IdentifierSource {
  id: string;
  pid_type: string;
  control_number: number;
  deleted: boolean;
  metadata: Record<string, unknown>;
}

/**
 * One page (by record id) of the fields identifiers are derived from, for rebuilding the lookup tables; only
 * those fields travel, not the whole records.
 */
export async function identifierSources(
  db: Executor,
  afterId: string | undefined,
  limit: number,
): Promise<IdentifierSource[]> {
  const result = await sql<IdentifierSource>`
    SELECT id, pid_type, control_number, deleted,
      jsonb_build_object(
        '_collections', metadata->'_collections', 'arxiv_eprints', metadata->'arxiv_eprints',
        'dois', metadata->'dois', 'isbns', metadata->'isbns', 'report_numbers', metadata->'report_numbers',
        'texkeys', metadata->'texkeys', 'publication_info', metadata->'publication_info',
        'short_title', metadata->'short_title', 'journal_title', metadata->'journal_title',
        'title_variants', metadata->'title_variants') AS metadata
    FROM records
    WHERE pid_type IN ('lit', 'dat', 'jou') AND (${afterId ?? null}::uuid IS NULL OR id > ${afterId ?? null}::uuid)
    ORDER BY id
    LIMIT ${limit}
  `.execute(db);
  return result.rows;
}

export async function clearIdentifiers(tx: Executor): Promise<void> {
  await sql`TRUNCATE literature_identifiers, journal_titles`.execute(tx);
}

export interface CitingPaperRow {
  control_number: number;
  /** The fields a citation item shows, plus those its earliest date is computed from. */
  metadata: Record<string, unknown>;
}

/** One page of the papers citing a record, most recent first (by the citation's date, then newest record). */
export async function citingPapersPage(
  db: Executor,
  cited: CitedKey,
  limit: number,
  offset: number,
): Promise<CitingPaperRow[]> {
  const result = await sql<CitingPaperRow>`
    SELECT r.control_number,
      jsonb_strip_nulls(jsonb_build_object(
        'authors', r.metadata->'authors', 'titles', r.metadata->'titles',
        'publication_info', r.metadata->'publication_info', 'preprint_date', r.metadata->'preprint_date',
        'thesis_info', r.metadata->'thesis_info', 'legacy_creation_date', r.metadata->'legacy_creation_date',
        'imprints', r.metadata->'imprints')) AS metadata
    FROM citations c
    JOIN records r ON r.id = c.citer_id
    WHERE c.cited_pid_type = ${cited.pid_type} AND c.cited_control_number = ${cited.control_number}
    ORDER BY c.citation_date DESC NULLS LAST, c.citer_control_number DESC
    LIMIT ${limit} OFFSET ${offset}
  `.execute(db);
  return result.rows;
}

export async function countsOf(
  db: Executor,
  cited: CitedKey,
): Promise<{ citation_count: number; citation_count_without_self_citations: number }> {
  const row = await db
    .selectFrom('citation_counts')
    .select(['citation_count', 'citation_count_without_self_citations'])
    .where('pid_type', '=', cited.pid_type)
    .where('control_number', '=', cited.control_number)
    .executeTakeFirst();
  return row ?? { citation_count: 0, citation_count_without_self_citations: 0 };
}

/**
 * A subquery selecting the control numbers of the papers that cite any paper signed by the author record
 * (supervisors excluded), for composing into other queries (`… IN (<this>)`).
 */
export function citingPapersOfAuthorQuery(
  authorRecid: number,
  excludeSelfCitations = false,
): RawBuilder<number> {
  return sql<number>`
    SELECT DISTINCT c.citer_control_number
    FROM literature_authors la
    JOIN citations c ON c.cited_pid_type = 'lit' AND c.cited_control_number = la.control_number
    WHERE la.author_recid = ${authorRecid} AND NOT la.is_supervisor
      AND (${!excludeSelfCitations} OR NOT c.is_self_citation)
  `;
}

/** Runs a `citingPapersOfAuthorQuery`. */
export async function citingControlNumbers(db: Executor, query: RawBuilder<number>): Promise<number[]> {
  const result = await sql<{ control_number: number }>`
    SELECT q.citer_control_number AS control_number FROM (${query}) AS q ORDER BY 1
  `.execute(db);
  return result.rows.map((row) => row.control_number);
}
