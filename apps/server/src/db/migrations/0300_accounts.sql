-- Accounts, server-side sessions, login throttling, ORCID login flows and mailing-list subscriptions.

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  -- NULL for an account created by a first ORCID login when ORCID shared no e-mail address.
  email text CHECK (email IS NULL OR email <> ''),
  -- argon2id PHC string; NULL for accounts that only log in through ORCID.
  password_hash text,
  roles text[] NOT NULL DEFAULT '{}'
    CHECK (roles <@ ARRAY['superuser', 'cataloger', 'betauser']::text[]),
  orcid text UNIQUE,
  -- The author record that is this user's profile.
  profile_control_number bigint,
  allow_orcid_push boolean NOT NULL DEFAULT false,
  -- {preferred_cite_format, citation_summary_enabled, exclude_self_citations}
  preferences jsonb NOT NULL DEFAULT '{}',
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now()
);
-- E-mail addresses are compared case-insensitively: Jane@CERN.ch and jane@cern.ch are one account.
CREATE UNIQUE INDEX users_email_lower ON users (lower(email)) WHERE email IS NOT NULL;
-- One account per author profile.
CREATE UNIQUE INDEX users_profile ON users (profile_control_number) WHERE profile_control_number IS NOT NULL;

CREATE TABLE sessions (
  -- sha256 (hex) of the 256-bit token in the cookie: a leaked table does not give working cookies.
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  last_seen timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

-- Failed logins only, kept for the throttling window: per account (e-mail as typed, lower-cased) and per IP.
CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  ip text NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_email ON login_attempts (email, created);
CREATE INDEX login_attempts_ip ON login_attempts (ip, created);
CREATE INDEX login_attempts_created ON login_attempts (created);

-- An ORCID (OpenID Connect) login in progress: state, nonce and PKCE verifier stay on the server, the
-- browser only holds a random token (hashed here) that binds the callback to the browser that started it.
CREATE TABLE oauth_flows (
  id text PRIMARY KEY,
  state text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  next_url text NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oauth_flows_created ON oauth_flows (created);

-- Author profiles are found by ORCID at login: `metadata->'ids' @> '[{"schema":"ORCID","value":…}]'`.
CREATE INDEX records_author_ids ON records USING gin ((metadata -> 'ids') jsonb_path_ops) WHERE pid_type = 'aut';

CREATE TABLE mailing_subscriptions (
  -- Trimmed and lower-cased, so that subscribing twice is one subscription.
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  list text NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (list, email)
);
