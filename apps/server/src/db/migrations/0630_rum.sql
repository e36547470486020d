-- Ranked full text straight from the index (issue 18): RUM indexes (Debian `postgresql-15-rum`) keep word
-- positions, so `ORDER BY vector <=> query LIMIT n` reads the best-ranked matches first instead of ranking every
-- match (search/README.md "Ranked search on RUM"). Created only where the extension is installed: the embedded
-- PGlite has no RUM and keeps the GIN plan (the GIN indexes of 0100 stay either way: counts and facets use them).
-- The server looks for these indexes at start (search/rankPlan.ts); a bulk import defers and rebuilds them like
-- every other secondary index of literature_search (db/deferredIndexes.ts).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum') THEN
    CREATE EXTENSION IF NOT EXISTS rum;
    CREATE INDEX IF NOT EXISTS literature_search_title_rum ON literature_search USING rum (title_tsv rum_tsvector_ops);
    CREATE INDEX IF NOT EXISTS literature_search_abstract_rum ON literature_search USING rum (abstract_tsv rum_tsvector_ops);
    CREATE INDEX IF NOT EXISTS literature_search_keywords_rum ON literature_search USING rum (keywords_tsv rum_tsvector_ops);
    CREATE INDEX IF NOT EXISTS literature_search_all_rum ON literature_search USING rum (all_tsv rum_tsvector_ops);
  END IF;
END
$$;

-- Ordered reads that stop after one page (issue 18): `refersto:recid:N` pages walk the most-recent index and probe
-- each paper's edge to N (an index-only probe on these key columns), so the first 25 citers of a paper cited tens
-- of thousands of times are read without sorting every citer; `citedby:recid:N` reads N's references by citer
-- control number instead of scanning every edge. The plans are in search/plans/.
CREATE INDEX IF NOT EXISTS citations_cited_citer
  ON citations (cited_pid_type, cited_control_number, citer_control_number) INCLUDE (is_self_citation);
CREATE INDEX IF NOT EXISTS citations_citer_cited ON citations (citer_control_number, cited_pid_type, cited_control_number);
-- citations_cited_citer holds every key of 0200's citations_cited (and is_self_citation): that one only cost writes.
DROP INDEX IF EXISTS citations_cited;
