-- First-author searches (`fa popov`, issue 18): the signatures of first authors only, by last-name token. With the
-- index of every signature (0100's literature_authors_last_name) a common name reads every signature of it and
-- keeps the first ones: at 1 M records `fa popov` read 67,595 signatures from 37,000 heap pages to keep 2,249
-- (326 ms cold). First authors are one signature per paper, so this index is small. The first-author condition of
-- @parton/query (`NOT la.is_supervisor AND la.is_first AND la.last_name_tokens @> …`) implies its predicate.
CREATE INDEX IF NOT EXISTS literature_authors_first_last_name
  ON literature_authors USING gin (last_name_tokens) WHERE is_first AND NOT is_supervisor;
