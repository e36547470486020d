-- The literature every public search starts from (not deleted, in the Literature collection), in most-recent
-- order: counting a broad search reads this index alone (an index-only scan, ~20× less than the wide search
-- rows), and the default most-recent page is its first 25 entries. The predicate is the one
-- compileLiteratureQuery writes, so the planner can prove the index applies.
CREATE INDEX literature_search_visible_recent ON literature_search (earliest_date DESC NULLS LAST, control_number DESC)
  WHERE deleted IS NOT TRUE AND collections && '{Literature}'::text[];
