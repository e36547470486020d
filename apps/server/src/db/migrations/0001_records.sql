-- The record store: one row per record of any collection, every revision kept.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- One number space for all collections, as the community format has it.
CREATE SEQUENCE IF NOT EXISTS control_number_seq;

CREATE TABLE records (
  id uuid PRIMARY KEY,
  pid_type text NOT NULL CHECK (pid_type IN ('lit', 'aut', 'ins', 'con', 'sem', 'jou', 'job', 'exp', 'dat')),
  control_number bigint NOT NULL,
  revision_id integer NOT NULL DEFAULT 0,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now(),
  deleted boolean NOT NULL DEFAULT false,
  metadata jsonb NOT NULL,
  -- sha256 of the canonical JSON: re-importing unchanged data is detected without sending it twice.
  metadata_hash text NOT NULL,
  CONSTRAINT records_pid UNIQUE (pid_type, control_number)
);
CREATE INDEX records_control_number ON records (control_number);
CREATE INDEX records_pid_type_updated ON records (pid_type, updated DESC);

-- Every revision of every record, for history and diffs. revision_id starts at 0.
CREATE TABLE record_versions (
  record_id uuid NOT NULL REFERENCES records (id) ON DELETE CASCADE,
  revision_id integer NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  deleted boolean NOT NULL DEFAULT false,
  metadata jsonb NOT NULL,
  PRIMARY KEY (record_id, revision_id)
);

-- Literature author signatures with normalised names (filled by the write path, read by author search).
CREATE TABLE literature_authors (
  record_id uuid NOT NULL REFERENCES records (id) ON DELETE CASCADE,
  control_number bigint NOT NULL,
  position integer NOT NULL,
  is_supervisor boolean NOT NULL DEFAULT false,
  is_first boolean NOT NULL DEFAULT false,
  full_name text NOT NULL,
  full_name_norm text NOT NULL,
  last_name_tokens text[] NOT NULL,
  first_name_tokens text[] NOT NULL,
  initials text[] NOT NULL,
  full_name_exact text NOT NULL,
  author_recid bigint,
  bai text,
  ids text[] NOT NULL DEFAULT '{}',
  affiliations text[] NOT NULL DEFAULT '{}',
  affiliation_recids bigint[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (record_id, position)
);
CREATE INDEX literature_authors_last_name ON literature_authors USING gin (last_name_tokens);
CREATE INDEX literature_authors_author_recid ON literature_authors (author_recid) WHERE author_recid IS NOT NULL;
CREATE INDEX literature_authors_bai ON literature_authors (bai) WHERE bai IS NOT NULL;
CREATE INDEX literature_authors_ids ON literature_authors USING gin (ids);
CREATE INDEX literature_authors_exact ON literature_authors (full_name_exact);
CREATE INDEX literature_authors_affiliations ON literature_authors USING gin (affiliations);
CREATE INDEX literature_authors_affiliation_recids ON literature_authors USING gin (affiliation_recids);

-- A durable queue for background work (exports, weekly mail, recounts): survives restarts, one worker per job.
CREATE TABLE job_queue (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5,
  locked_at timestamptz,
  locked_by text,
  last_error text,
  done_at timestamptz,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_queue_pending ON job_queue (run_at) WHERE done_at IS NULL;
