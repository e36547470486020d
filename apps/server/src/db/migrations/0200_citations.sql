-- The citation graph: identifier lookups for the reference matcher, citation edges and citation counts.
-- Every table here is derived from `records` (by the citations deriver, in the record-write transaction) and can
-- be rebuilt from it with `npm run recount`.

-- Identifiers of literature (Literature collection, not deleted) and data records, looked up by the matcher.
-- kind: arxiv | doi | isbn | report | texkey | pubinfo; value is normalised (see citations/identifiers.ts).
CREATE TABLE literature_identifiers (
  record_id uuid NOT NULL REFERENCES records (id) ON DELETE CASCADE,
  pid_type text NOT NULL,
  control_number bigint NOT NULL,
  kind text NOT NULL,
  value text NOT NULL
);
CREATE INDEX literature_identifiers_lookup ON literature_identifiers (kind, value);
CREATE INDEX literature_identifiers_record ON literature_identifiers (record_id);

-- Normalised title variants of journal records (short title, title, title_variants): a reference that writes
-- a journal one way matches a paper that writes it another way.
CREATE TABLE journal_titles (
  record_id uuid NOT NULL REFERENCES records (id) ON DELETE CASCADE,
  control_number bigint NOT NULL,
  variant text NOT NULL
);
CREATE INDEX journal_titles_variant ON journal_titles (variant);
CREATE INDEX journal_titles_control_number ON journal_titles (control_number);
CREATE INDEX journal_titles_record ON journal_titles (record_id);

-- Merged-away records (deleted, new_record pointing at the survivor): citations of them count for the survivor.
CREATE TABLE record_redirects (
  pid_type text NOT NULL,
  control_number bigint NOT NULL,
  target_pid_type text NOT NULL,
  target_control_number bigint NOT NULL,
  PRIMARY KEY (pid_type, control_number)
);
CREATE INDEX record_redirects_target ON record_redirects (target_pid_type, target_control_number);

-- One row per (citing paper, cited record). The cited record need not exist (yet): it is counted once it does.
-- No foreign key on citer_id: records are never removed, only marked deleted, and the check would slow recounts.
CREATE TABLE citations (
  citer_id uuid NOT NULL,
  citer_control_number bigint NOT NULL,
  cited_pid_type text NOT NULL,
  cited_control_number bigint NOT NULL,
  citation_date date,
  is_self_citation boolean NOT NULL DEFAULT false
);
-- citer_control_number is included so that `refersto:` reads the index alone.
CREATE INDEX citations_cited ON citations (cited_pid_type, cited_control_number) INCLUDE (citer_control_number);
CREATE INDEX citations_citer ON citations (citer_id);

-- The canonical counts. A missing row means 0; rows that dropped to 0 may stay. Rows are also the locks that
-- serialise concurrent writers touching the same cited record (see citations/README.md).
CREATE TABLE citation_counts (
  pid_type text NOT NULL,
  control_number bigint NOT NULL,
  citation_count integer NOT NULL DEFAULT 0,
  citation_count_without_self_citations integer NOT NULL DEFAULT 0,
  PRIMARY KEY (pid_type, control_number)
) WITH (fillfactor = 80);

-- Self-citation probes: does the cited paper (by control number) or the citing paper (by record id) have this
-- author, by author record or by name? Each side is walked or probed, whichever has fewer authors.
CREATE INDEX literature_authors_citation_recid ON literature_authors (control_number, author_recid)
  WHERE NOT is_supervisor AND author_recid IS NOT NULL;
CREATE INDEX literature_authors_citation_name ON literature_authors (control_number, full_name_norm)
  WHERE NOT is_supervisor;
CREATE INDEX literature_authors_citer_recid ON literature_authors (record_id, author_recid)
  WHERE NOT is_supervisor AND author_recid IS NOT NULL;
CREATE INDEX literature_authors_citer_name ON literature_authors (record_id, full_name_norm)
  WHERE NOT is_supervisor;

-- The date a citation is dated by: the citer's earliest date (preprint, thesis, publication years, legacy
-- creation, imprints; as @parton/records earliestDate) with missing parts filled (2019 -> 2019-01-01).
-- The top-level fields are read in one pass (jsonb_each), so a large record is decompressed once, not per field.
-- Malformed parts are clamped rather than raising, so one odd record cannot stop a recount.
CREATE FUNCTION citation_date_of(metadata jsonb) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH fields AS MATERIALIZED (
    SELECT key, value FROM jsonb_each(metadata)
    WHERE key IN ('preprint_date', 'thesis_info', 'publication_info', 'legacy_creation_date', 'imprints')
  )
  SELECT make_date(greatest(substr(d, 1, 4)::int, 1), least(greatest(substr(d, 6, 2)::int, 1), 12), 1)
    + (least(greatest(substr(d, 9, 2)::int, 1), 31) - 1)
  FROM (
    SELECT left(candidate || '-01-01', 10) AS d
    FROM (
      SELECT value #>> '{}' AS candidate FROM fields WHERE key IN ('preprint_date', 'legacy_creation_date')
      UNION ALL SELECT value->>'date' FROM fields WHERE key = 'thesis_info'
      UNION ALL SELECT value->>'defense_date' FROM fields WHERE key = 'thesis_info'
      UNION ALL SELECT item->>'year' FROM fields, jsonb_array_elements(
          CASE WHEN jsonb_typeof(value) = 'array' THEN value ELSE '[]'::jsonb END) AS item
        WHERE key = 'publication_info'
      UNION ALL SELECT item->>'date' FROM fields, jsonb_array_elements(
          CASE WHEN jsonb_typeof(value) = 'array' THEN value ELSE '[]'::jsonb END) AS item
        WHERE key = 'imprints'
    ) AS candidates
    WHERE candidate ~ '^\d{4}(-\d{2}(-\d{2})?)?$'
  ) AS filled
  ORDER BY d
  LIMIT 1
$$;
