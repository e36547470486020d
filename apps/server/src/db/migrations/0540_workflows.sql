-- Approval workflows of submissions (src/workflows): a workflow is a row, its steps are `workflows.process` jobs on
-- the durable queue, a curator's decision is a row of workflow_decisions written in the same transaction as the
-- record it creates. Curator tickets are the work shown in the back office outside a decision.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE workflows (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('authors', 'literature')),
  workflow_type text NOT NULL,
  status text NOT NULL DEFAULT 'processing',
  -- The record being built (literature: the record the submission becomes; authors: the author record).
  data jsonb NOT NULL,
  -- The submission's extra parts (literature: {url, references, comments}); the original form for authors.
  form_data jsonb,
  -- Literature: {exact: [recid], fuzzy: [candidate]}.
  matches jsonb,
  -- Literature: {total, matched, core} over the linked references.
  reference_count jsonb,
  -- Why the last step failed (status error…), null otherwise.
  error text,
  validation_errors jsonb NOT NULL DEFAULT '[]',
  -- The record the workflow created or matched.
  control_number integer,
  submitter_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  submitter_email text,
  submitter_orcid text,
  -- Lower-cased free text for the back-office search: names, ids, e-mails, titles, arXiv ids, DOIs.
  search text NOT NULL DEFAULT '',
  -- Duplicate checks (lower-cased DOIs, arXiv ids without the `arXiv:` prefix, the submitted ORCID).
  arxiv_ids text[] NOT NULL DEFAULT '{}',
  dois text[] NOT NULL DEFAULT '{}',
  orcid text,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX workflows_kind_updated ON workflows (kind, updated DESC);
CREATE INDEX workflows_kind_status ON workflows (kind, status);
CREATE INDEX workflows_kind_type ON workflows (kind, workflow_type);
CREATE INDEX workflows_arxiv_ids ON workflows USING gin (arxiv_ids);
CREATE INDEX workflows_dois ON workflows USING gin (dois);
CREATE INDEX workflows_orcid ON workflows (orcid) WHERE orcid IS NOT NULL;
CREATE INDEX workflows_search ON workflows USING gin (search gin_trgm_ops);

CREATE TABLE workflow_decisions (
  id bigserial PRIMARY KEY,
  workflow_id uuid NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
  action text NOT NULL,
  -- The curator's rejection text or the chosen recid (at most 1500 characters, checked by the service).
  value text,
  user_email text,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now(),
  UNIQUE (workflow_id, action)
);

CREATE TABLE curator_tickets (
  id bigserial PRIMARY KEY,
  ticket_type text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  subject text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- Where the curator acts: a record (`/jobs/12`) or a workflow (`/backoffice/authors/<id>`).
  link text,
  collection text,
  control_number integer,
  workflow_id uuid REFERENCES workflows (id) ON DELETE SET NULL,
  requester_email text,
  resolved_by text,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX curator_tickets_status_created ON curator_tickets (status, created DESC);
CREATE INDEX curator_tickets_workflow ON curator_tickets (workflow_id) WHERE workflow_id IS NOT NULL;
