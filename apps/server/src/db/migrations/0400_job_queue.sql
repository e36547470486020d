-- The background job queue (src/queue): at most one pending job per dedupe key. A job leaves this index when
-- a worker claims it (locked_at set) or it is done, so enqueueing the same key again then creates a new job.
ALTER TABLE job_queue ADD COLUMN dedupe_key text;
CREATE UNIQUE INDEX job_queue_pending_dedupe ON job_queue (dedupe_key)
  WHERE done_at IS NULL AND locked_at IS NULL AND dedupe_key IS NOT NULL;
