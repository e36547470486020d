-- What readers tell us through the literature search's feedback form (POST /ai/v1/search-feedback, src/feedback):
-- the question (required), optional additional information, the search they were on, the logged-in user if any
-- and the browser's random client id (matomo_client_id), so that several messages of one visitor can be told apart.
-- Catalogers read them newest first (GET /api/feedback, the back office's Search feedback page).
CREATE TABLE search_feedback (
  id bigserial PRIMARY KEY,
  question text NOT NULL,
  additional text,
  query text,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  client_id text,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_feedback_created ON search_feedback (created DESC, id DESC);
