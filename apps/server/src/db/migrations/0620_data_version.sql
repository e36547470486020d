-- The data version (src/search/cache/README.md): one number, raised by every committed write that can change a
-- search, facet, citation-metrics or identifier look-up answer, in that write's own transaction (the record writer,
-- the citation recount, the matcher's in-place reference links). The result cache keeps each answer with the
-- version read before the answer's statements ran and serves it only while the version is unchanged.
-- It starts from the clock (milliseconds) rather than 0, so that a database created anew does not repeat the
-- numbers of an earlier one.
CREATE TABLE data_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version bigint NOT NULL
);
INSERT INTO data_version (version) VALUES ((extract(epoch FROM clock_timestamp()) * 1000)::bigint);

-- A writer does not update data_version itself: it inserts a row here, and a deferred trigger raises the version
-- at COMMIT, after every statement of the transaction. The row lock on data_version is then held only while the
-- transaction commits, and a transaction holding it never waits for another lock (raising it mid-transaction
-- could deadlock two writers that lock records in opposite orders). The row is deleted by the same trigger.
CREATE TABLE data_version_bumps (
  id bigserial PRIMARY KEY
);

CREATE FUNCTION raise_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_version SET version = version + 1;
  DELETE FROM data_version_bumps WHERE id = NEW.id;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER data_version_bump_at_commit
  AFTER INSERT ON data_version_bumps
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION raise_data_version();
