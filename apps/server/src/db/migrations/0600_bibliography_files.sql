-- Bibliographies made by the bibliography generator (POST /api/bibliography-generator, src/bibliography): the file
-- itself lies under BIBLIOGRAPHY_DIR in a folder named by `id`; this row says what it is and until when it is
-- served. `id` is 32 random bytes (base64url): the download address is the only key to the file, so it must not be
-- guessable. Rows past `expires` are removed with their files by the sweep (bibliography/service.ts).
CREATE TABLE bibliography_files (
  id text PRIMARY KEY,
  file_name text NOT NULL,
  content_type text NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  expires timestamptz NOT NULL
);
CREATE INDEX bibliography_files_expires ON bibliography_files (expires);
