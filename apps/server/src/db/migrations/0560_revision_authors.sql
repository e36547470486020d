-- Who made each revision and why (the claimant of a claim, the curator of an edit, the importer of a harvest), so
-- that a record's history answers "who changed this, when, through what". Nullable and without defaults: adding
-- them rewrites nothing, and revisions written before this migration simply name nobody.
ALTER TABLE record_versions ADD COLUMN user_id integer;
ALTER TABLE record_versions ADD COLUMN source text;
ALTER TABLE record_versions ADD COLUMN note text;
