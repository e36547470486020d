-- Hits without JSON work (issue 18 item 4; search/README.md "Public JSON kept ready"): the public view of each
-- record's metadata (records/privacy.ts), printed once as text with its `$ref`s under the PUBLIC_URL it was built
-- for, so that a JSON search page or the record route concatenates text instead of reading, trimming and
-- re-serialising megabytes of jsonb per request. Kept by the record writer (records/publicJson.ts, a deriver) in
-- the write's transaction; `npm run rebuild-json` fills it for records written before this table existed.
-- The citation counts (which change when OTHER records are written) and, for hits, the author count are not in
-- the text: readers splice them in from the search row. A row is used only while `revision_id` is the record's
-- revision and `public_url` the server's PUBLIC_URL; otherwise the reader takes the old path (the text is stale).
CREATE TABLE public_json (
  record_id uuid PRIMARY KEY REFERENCES records (id) ON DELETE CASCADE,
  revision_id integer NOT NULL,
  public_url text NOT NULL,
  -- The public metadata text without the computed fields (citation counts, author_count, earliest_date).
  metadata_json text NOT NULL,
  -- Literature: the hit's earliest_date, computed from the record's own dates (NULL: none, or another collection).
  earliest_date text
);
