-- Claims, unassigns and moves of many papers run as durable jobs (src/assign): one row per run with its progress,
-- one row per paper. A paper's row turns done in the same transaction that writes the paper, so a job that crashes
-- and runs again never writes a paper twice and never skips one.
CREATE TABLE assign_operations (
  id uuid PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  -- assign, unassign, assign-different-profile (ASSIGN_OPERATION_KINDS of the shared contract).
  kind text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
  -- What every paper gets: {fromAuthorRecid | fromAuthorPosition, toAuthorRecid, curated, source, note}.
  payload jsonb NOT NULL,
  total integer NOT NULL,
  processed integer NOT NULL DEFAULT 0,
  succeeded integer NOT NULL DEFAULT 0,
  to_author_recid bigint,
  -- Why the whole run stopped (status failed).
  error text,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now(),
  finished timestamptz
);
CREATE INDEX assign_operations_user ON assign_operations (user_id, created DESC);

CREATE TABLE assign_operation_papers (
  operation_id uuid NOT NULL REFERENCES assign_operations (id) ON DELETE CASCADE,
  -- Order of the request: papers are handled in it.
  position integer NOT NULL,
  literature_id bigint NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed')),
  -- Why the paper failed.
  message text,
  PRIMARY KEY (operation_id, position)
);
CREATE INDEX assign_operation_papers_pending ON assign_operation_papers (operation_id, position)
  WHERE state = 'pending';
