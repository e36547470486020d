-- Merges of duplicate records by catalogers (POST /api/editor/{authors|literature}/merge, src/merge): one row per
-- merge, written in the merge's transaction. `records` lists every record the merge wrote with the revision it
-- wrote ([{"id": <records.id>, "revision_id": n}]): undoing the merge (POST /api/editor/merges/{id}/undo) writes
-- each back to revision n - 1, and only while none has a newer revision. `profile_user_id`: the account whose
-- author profile moved from the deleted record to the kept one (author merges), moved back by the undo.
CREATE TABLE merges (
  id bigserial PRIMARY KEY,
  collection text NOT NULL CHECK (collection IN ('authors', 'literature')),
  kept_control_number bigint NOT NULL,
  deleted_control_number bigint NOT NULL,
  moved integer NOT NULL,
  records jsonb NOT NULL,
  profile_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  merged_by bigint REFERENCES users (id) ON DELETE SET NULL,
  merged_at timestamptz NOT NULL DEFAULT now(),
  undone_by bigint REFERENCES users (id) ON DELETE SET NULL,
  undone_at timestamptz
);
CREATE INDEX merges_deleted ON merges (collection, deleted_control_number);
