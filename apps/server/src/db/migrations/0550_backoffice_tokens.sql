-- The back office's refresh tokens (src/backoffice): one row per back-office login. The JWT carries the row's
-- `jti`; refreshing checks the row, and logging out sets `revoked_at`, which also ends the access tokens issued
-- from it (they carry the same `sid`). Rows past `expires` are deleted at the next login.
CREATE TABLE backoffice_refresh_tokens (
  jti text PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires timestamptz NOT NULL,
  revoked_at timestamptz,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX backoffice_refresh_tokens_account ON backoffice_refresh_tokens (account_id);
CREATE INDEX backoffice_refresh_tokens_expires ON backoffice_refresh_tokens (expires);
