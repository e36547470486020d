-- Secondary indexes that a bulk import dropped to load faster, with their definitions, until they are built
-- again. A killed import leaves its rows here; the queued bulk-import job (or the next import) rebuilds them.
CREATE TABLE deferred_indexes (
  index_name text PRIMARY KEY,
  table_name text NOT NULL,
  definition text NOT NULL,
  deferred_at timestamptz NOT NULL DEFAULT now()
);
