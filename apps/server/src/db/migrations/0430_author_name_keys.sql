-- Name keys of a paper's authors (`wang`, `wang|j`; packages/query names.ts `authorNameKeys`): author search
-- finds candidate papers in this one GIN index instead of reading signature rows spread over a large heap,
-- and answers a bare last name from it alone. Rows written before this migration get their keys from the
-- signatures already stored (the same normalisation produced both).
ALTER TABLE literature_search ADD COLUMN author_name_keys text[] NOT NULL DEFAULT '{}';

UPDATE literature_search s SET author_name_keys = k.keys
FROM (
  SELECT la.record_id, array_agg(DISTINCT name_key.key) AS keys
  FROM literature_authors la
  CROSS JOIN LATERAL (
    SELECT last_token AS key FROM unnest(la.last_name_tokens) AS last_token
    UNION ALL
    SELECT last_token || '|' || initial FROM unnest(la.last_name_tokens) AS last_token, unnest(la.initials) AS initial
  ) AS name_key
  WHERE NOT la.is_supervisor
  GROUP BY la.record_id
) AS k
WHERE k.record_id = s.record_id;

CREATE INDEX literature_search_author_name_keys ON literature_search USING gin (author_name_keys);
