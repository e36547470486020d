-- The current revision's metadata lives in `records`; its row in record_versions holds NULL until a newer
-- revision supersedes it, when the writer copies the old metadata in. Every revision stays recoverable
-- (COALESCE(v.metadata, r.metadata)) without storing each record twice — half the record store on a large corpus.
ALTER TABLE record_versions ALTER COLUMN metadata DROP NOT NULL;

-- lz4 compresses record JSON several times faster than the default pglz, at about the same size. Builds
-- without lz4 (some embedded ones) keep pglz.
DO $$
BEGIN
  ALTER TABLE records ALTER COLUMN metadata SET COMPRESSION lz4;
  ALTER TABLE record_versions ALTER COLUMN metadata SET COMPRESSION lz4;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'lz4 compression unavailable, keeping the default';
END
$$;
