-- Papers a cataloger sent to CDS (POST /api/assign/export-to-cds, src/bulkTools): one row per paper and request,
-- written with the `cds.export` job that delivers them. `pending` until the job has tried; `exported` once the
-- MARCXML reached the target (CDS_EXPORT_URL or a file under CDS_EXPORT_DIR) and the record says
-- `_export_to.CDS`; `failed` with the error when the delivery was refused (retried by the next run of the job).
CREATE TABLE cds_exports (
  id bigserial PRIMARY KEY,
  control_number integer NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'exported', 'failed')),
  requested_by bigint REFERENCES users (id) ON DELETE SET NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  -- Where the MARCXML went: the URL it was posted to, or the file written.
  target text,
  exported_at timestamptz,
  error text,
  attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX cds_exports_control_number ON cds_exports (control_number);
