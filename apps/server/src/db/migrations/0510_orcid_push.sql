-- ORCID push (src/orcid): the ORCID access token of a user's last ORCID login, what was pushed to their ORCID
-- record under which put code, and how the last push went.

-- Written at ORCID login when push is configured. The tokens are encrypted (AES-256-GCM, key derived from
-- ORCID_CLIENT_SECRET, src/orcid/tokens.ts) and never returned by any API.
CREATE TABLE orcid_tokens (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- The ORCID iD the token was issued for: a push goes only to this record.
  orcid text NOT NULL,
  access_token text NOT NULL,
  refresh_token text,
  scope text,
  expires_at timestamptz,
  -- Set when ORCID refused the token (401/403) or it expired: pushing stops until the next ORCID login.
  invalid_since timestamptz,
  invalid_reason text,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now()
);

-- One row per literature record in a user's ORCID record: the put code ORCID gave the work (an update is a PUT
-- to it, an unclaimed work a DELETE of it) and the hash of the work as pushed (an unchanged one is skipped).
CREATE TABLE orcid_push_works (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  control_number bigint NOT NULL,
  orcid text NOT NULL,
  put_code text NOT NULL,
  content_hash text NOT NULL,
  pushed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, control_number)
);

-- The state of a user's push, shown on the settings page: queued, running, done, retrying, failed or
-- needs_login (no usable token). running_since is the lease that keeps two workers off the same user.
CREATE TABLE orcid_push_status (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  state text NOT NULL,
  running_since timestamptz,
  last_finished timestamptz,
  last_error text,
  -- Counts of the last finished run.
  works_sent integer NOT NULL DEFAULT 0,
  works_deleted integer NOT NULL DEFAULT 0,
  works_failed integer NOT NULL DEFAULT 0,
  updated timestamptz NOT NULL DEFAULT now()
);
