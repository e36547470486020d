-- Harvesting (src/harvest): where each harvested source stands, so that the next run asks only for what changed
-- since the last one and a killed run resumes where it stopped. One row per source (`arxiv`).
CREATE TABLE harvest_state (
  source text PRIMARY KEY,
  -- The `until` day of the last complete run (OAI-PMH day granularity): the next run asks `from=` this day. The
  -- day is read again on purpose (records added to it later that day); re-reading is idempotent.
  last_datestamp date,
  -- The run in progress, all NULL when none: its window, its sets, the set being read, and the resumption token
  -- of that set's next page (NULL: the set's first page). Written in the transaction of each page's records.
  run_from date,
  run_until date,
  run_sets text[],
  run_set_index integer NOT NULL DEFAULT 0,
  resumption_token text,
  -- What the run in progress (or the last one) did: {"pages", "seen", "created", "updated", "unchanged", …}.
  run_counts jsonb NOT NULL DEFAULT '{}',
  -- Records of the run that could not be written, [{"identifier", "message"}] (the first 100).
  problems jsonb NOT NULL DEFAULT '[]',
  -- The lease that keeps two harvesters (the server's worker, `npm run harvest`) off the same source; renewed
  -- with every page. `running_by` is `${hostname}:${pid}`.
  running_since timestamptz,
  running_by text,
  last_started timestamptz,
  last_finished timestamptz,
  last_error text,
  updated timestamptz NOT NULL DEFAULT now()
);
