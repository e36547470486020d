-- Facts about the database itself, one row per name. `demo_corpus` marks a database that `npm start` seeded with
-- the generated demo corpus while it was empty: only such a database gets the demo accounts (src/seed/marker.ts),
-- never one that holds imported data.
CREATE TABLE database_settings (
  name text PRIMARY KEY,
  value jsonb NOT NULL DEFAULT '{}',
  updated timestamptz NOT NULL DEFAULT now()
);
