-- Every e-mail the server sends (src/mail): written first, then delivered by the queue job `mail.send`, so that a
-- request never waits on SMTP and a down SMTP server only delays mail. Without SMTP_URL a mail is logged and
-- stays here (status `logged`).
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  -- Extra headers, e.g. {"List-Unsubscribe": "<https://…>"}.
  headers jsonb NOT NULL DEFAULT '{}',
  -- `queued` until delivered; `sent` (handed to SMTP_URL) or `logged` (SMTP_URL unset).
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'logged')),
  -- The same key twice is one mail: e.g. `jobs-weekly:2026-11-23:ada@example.org` makes a rerun send nothing.
  dedupe_key text UNIQUE,
  message_id text,
  last_error text,
  attempts integer NOT NULL DEFAULT 0,
  created timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_recipient_created ON mail_outbox (recipient, created);

-- When the subscription's confirmation e-mail was last sent: subscribing again within an hour sends none.
ALTER TABLE mailing_subscriptions ADD COLUMN confirmation_sent timestamptz;
