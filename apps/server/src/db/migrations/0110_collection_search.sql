-- Search rows of the eight other collections (authors, institutions, conferences, seminars, journals, jobs,
-- experiments, data): one row per record, computed by @parton/query `collectionSearchRow` and written by
-- `upsertCollectionSearchRows` in the record-write transaction. Read as `s` by `compileCollectionQuery`.
-- One shared table: the collections share the free-text shape, and facet columns are NULL/empty where unused.
CREATE TABLE collection_search (
  record_id uuid PRIMARY KEY REFERENCES records (id) ON DELETE CASCADE,
  collection text NOT NULL CHECK (collection IN
    ('authors', 'institutions', 'conferences', 'seminars', 'journals', 'jobs', 'experiments', 'data')),
  control_number bigint NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  -- Names, titles, acronyms, ICN, CNUM, positions, series, …; words with diacritics folded (names are typed
  -- without accents).
  search_text text NOT NULL DEFAULT '',
  search_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', f_unaccent(search_text))) STORED,
  -- Conference opening/closing, seminar start/end (UTC).
  start_at timestamptz,
  end_at timestamptz,
  deadline_date date,
  subjects text[] NOT NULL DEFAULT '{}',
  series text[] NOT NULL DEFAULT '{}',
  regions text[] NOT NULL DEFAULT '{}',
  ranks text[] NOT NULL DEFAULT '{}',
  status text,
  arxiv_categories text[] NOT NULL DEFAULT '{}',
  -- Experiment classification with every ancestor path ("Collider Experiments", "Collider Experiments|Hadrons").
  classifications text[] NOT NULL DEFAULT '{}',
  accessibility text[] NOT NULL DEFAULT '{}'
);

CREATE UNIQUE INDEX collection_search_control_number ON collection_search (collection, control_number);
CREATE INDEX collection_search_tsv ON collection_search USING gin (search_tsv);
CREATE INDEX collection_search_trgm ON collection_search USING gin (f_unaccent(search_text) gin_trgm_ops);
CREATE INDEX collection_search_start_at ON collection_search (collection, start_at, control_number);
CREATE INDEX collection_search_deadline ON collection_search (collection, deadline_date, control_number)
  WHERE deadline_date IS NOT NULL;
CREATE INDEX collection_search_subjects ON collection_search USING gin (subjects);
CREATE INDEX collection_search_series ON collection_search USING gin (series);
CREATE INDEX collection_search_regions ON collection_search USING gin (regions);
CREATE INDEX collection_search_ranks ON collection_search USING gin (ranks);
CREATE INDEX collection_search_status ON collection_search (collection, status);
CREATE INDEX collection_search_arxiv_categories ON collection_search USING gin (arxiv_categories);
CREATE INDEX collection_search_classifications ON collection_search USING gin (classifications);
