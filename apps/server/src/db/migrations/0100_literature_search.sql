-- Literature search: one row per literature record, computed from its metadata by @parton/query
-- (`literatureSearchRow`, written by `upsertLiteratureSearchRows` in the record-write transaction).
-- Queries compiled by `compileLiteratureQuery` read it as `s`, joined 1:1 with `records r`.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- unaccent() is only STABLE (it reads its dictionary through search_path); fixing the dictionary makes the
-- result depend on the argument alone, so it may be used in generated columns and index expressions.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

CREATE TABLE literature_search (
  record_id uuid PRIMARY KEY REFERENCES records (id) ON DELETE CASCADE,
  control_number bigint NOT NULL,
  created timestamptz,
  updated timestamptz,
  deleted boolean NOT NULL DEFAULT false,
  -- related_records with relation "successor": not counted as citing (§9).
  superseded boolean NOT NULL DEFAULT false,
  collections text[] NOT NULL DEFAULT '{}',

  -- Word fields (simple configuration: lower-case, no stemming). Titles fold diacritics, the rest does not (§7, §10).
  title_text text NOT NULL DEFAULT '',
  title_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', f_unaccent(title_text))) STORED,
  abstract_text text NOT NULL DEFAULT '',
  abstract_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', abstract_text)) STORED,
  keywords_text text NOT NULL DEFAULT '',
  keywords_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', keywords_text)) STORED,
  collaborations text[] NOT NULL DEFAULT '{}',
  collaborations_text text NOT NULL DEFAULT '',
  collaborations_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', collaborations_text)) STORED,
  -- Free text (the reference's `_all`, §10).
  all_text text NOT NULL DEFAULT '',
  all_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', all_text)) STORED,

  -- Dates: earliest_date sorts and answers `de`; date_ranges answers `date` (one point per stored date, one
  -- whole year per publication year, so a year-only journal date matches any query date in that year).
  earliest_date date,
  date_ranges datemultirange NOT NULL DEFAULT '{}',
  publication_years int[] NOT NULL DEFAULT '{}',

  -- Journal: [{t: title, v: volume, p: page_start, a: artid, y: year}], normalised (lower-case, no spaces).
  publication_info jsonb NOT NULL DEFAULT '[]',
  journal_titles text[] NOT NULL DEFAULT '{}',
  -- "title,volume,page" strings for wildcard journal queries.
  journal_refs text[] NOT NULL DEFAULT '{}',

  -- Whole-value identifiers, normalised as the query side normalises them.
  arxiv_ids text[] NOT NULL DEFAULT '{}',
  arxiv_categories text[] NOT NULL DEFAULT '{}',
  primary_arxiv_categories text[] NOT NULL DEFAULT '{}',
  dois text[] NOT NULL DEFAULT '{}',
  report_numbers text[] NOT NULL DEFAULT '{}',
  texkeys text[] NOT NULL DEFAULT '{}',
  isbns text[] NOT NULL DEFAULT '{}',
  external_ids text[] NOT NULL DEFAULT '{}',
  cnums text[] NOT NULL DEFAULT '{}',
  experiments text[] NOT NULL DEFAULT '{}',

  -- Types and flags.
  document_types text[] NOT NULL DEFAULT '{}',
  publication_types text[] NOT NULL DEFAULT '{}',
  facet_doc_types text[] NOT NULL DEFAULT '{}',
  refereed boolean NOT NULL DEFAULT false,
  citeable boolean NOT NULL DEFAULT false,
  core boolean NOT NULL DEFAULT false,
  rpp boolean NOT NULL DEFAULT false,
  inspire_categories text[] NOT NULL DEFAULT '{}',

  -- Authors (name matching itself uses literature_authors).
  author_count int NOT NULL DEFAULT 0,
  facet_author_names text[] NOT NULL DEFAULT '{}',
  affiliations text[] NOT NULL DEFAULT '{}',
  affiliation_recids bigint[] NOT NULL DEFAULT '{}',

  -- Kept current by the citation deriver; never written by the search-row upsert.
  citation_count int NOT NULL DEFAULT 0,
  citation_count_without_self_citations int NOT NULL DEFAULT 0
);

CREATE UNIQUE INDEX literature_search_control_number ON literature_search (control_number);
CREATE INDEX literature_search_most_recent ON literature_search (earliest_date DESC NULLS LAST, control_number DESC);
CREATE INDEX literature_search_most_cited ON literature_search (citation_count DESC, control_number DESC);
CREATE INDEX literature_search_citation_count_without_self ON literature_search (citation_count_without_self_citations);
CREATE INDEX literature_search_author_count ON literature_search (author_count);

CREATE INDEX literature_search_title_tsv ON literature_search USING gin (title_tsv);
CREATE INDEX literature_search_abstract_tsv ON literature_search USING gin (abstract_tsv);
CREATE INDEX literature_search_keywords_tsv ON literature_search USING gin (keywords_tsv);
CREATE INDEX literature_search_collaborations_tsv ON literature_search USING gin (collaborations_tsv);
CREATE INDEX literature_search_all_tsv ON literature_search USING gin (all_tsv);

-- Substring, inner-wildcard and regex searches ('partial', n*trino, /regex/).
CREATE INDEX literature_search_title_trgm ON literature_search USING gin (f_unaccent(title_text) gin_trgm_ops);
CREATE INDEX literature_search_keywords_trgm ON literature_search USING gin (keywords_text gin_trgm_ops);
CREATE INDEX literature_search_collaborations_trgm ON literature_search USING gin (collaborations_text gin_trgm_ops);
CREATE INDEX literature_search_all_trgm ON literature_search USING gin (all_text gin_trgm_ops);

CREATE INDEX literature_search_date_ranges ON literature_search USING gist (date_ranges);
CREATE INDEX literature_search_publication_years ON literature_search USING gin (publication_years);
CREATE INDEX literature_search_publication_info ON literature_search USING gin (publication_info jsonb_path_ops);
CREATE INDEX literature_search_journal_titles ON literature_search USING gin (journal_titles);

CREATE INDEX literature_search_arxiv_ids ON literature_search USING gin (arxiv_ids);
CREATE INDEX literature_search_arxiv_categories ON literature_search USING gin (arxiv_categories);
CREATE INDEX literature_search_primary_arxiv_categories ON literature_search USING gin (primary_arxiv_categories);
CREATE INDEX literature_search_dois ON literature_search USING gin (dois);
CREATE INDEX literature_search_report_numbers ON literature_search USING gin (report_numbers);
CREATE INDEX literature_search_texkeys ON literature_search USING gin (texkeys);
CREATE INDEX literature_search_isbns ON literature_search USING gin (isbns);
CREATE INDEX literature_search_external_ids ON literature_search USING gin (external_ids);
CREATE INDEX literature_search_cnums ON literature_search USING gin (cnums);
CREATE INDEX literature_search_experiments ON literature_search USING gin (experiments);
CREATE INDEX literature_search_collaborations ON literature_search USING gin (collaborations);
CREATE INDEX literature_search_collections ON literature_search USING gin (collections);
CREATE INDEX literature_search_document_types ON literature_search USING gin (document_types);
CREATE INDEX literature_search_publication_types ON literature_search USING gin (publication_types);
CREATE INDEX literature_search_facet_doc_types ON literature_search USING gin (facet_doc_types);
CREATE INDEX literature_search_inspire_categories ON literature_search USING gin (inspire_categories);
CREATE INDEX literature_search_facet_author_names ON literature_search USING gin (facet_author_names);
CREATE INDEX literature_search_affiliations ON literature_search USING gin (affiliations);
CREATE INDEX literature_search_affiliation_recids ON literature_search USING gin (affiliation_recids);
