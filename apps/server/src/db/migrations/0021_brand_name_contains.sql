-- "Name contains" for a page that walks the list order (brand-filters.ts, `nameIndex: false`): the
-- same test as `lower(name) like lower(pattern)`, in a function the planner cannot see into, so it
-- takes a third of the rows as matching (the count has just shown that many match) instead of the
-- like's estimate of a handful, which would have it read and sort every match for one page.
CREATE FUNCTION brand_name_contains(name text, pattern text) RETURNS boolean
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ BEGIN RETURN lower(name) LIKE lower(pattern); END $$;
