-- The brand list's "name contains" search (issue 5). Every 1-, 2- and 3-character piece of the
-- lower-cased name, hashed to an integer, in a stored column with a GIN index. A search of three
-- or more characters asks for its 3-character pieces, a shorter one for itself; `lower(name) like`
-- then decides, so a hash collision costs a row check, never a wrong answer. Plain SQL and
-- built-in operator classes: PGlite and any PostgreSQL server need no extension, and searches of
-- one or two Chinese characters (which pg_trgm cannot index) use the index too.
CREATE FUNCTION brand_name_grams(s text) RETURNS integer[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  l text := lower(s);
  n integer := char_length(s);
  r integer[] := '{}';
BEGIN
  FOR i IN 1..n LOOP
    r := r || hashtext(substr(l, i, 1));
    IF i < n THEN r := r || hashtext(substr(l, i, 2)); END IF;
    IF i < n - 1 THEN r := r || hashtext(substr(l, i, 3)); END IF;
  END LOOP;
  RETURN r;
END
$$;--> statement-breakpoint
CREATE FUNCTION brand_name_query_grams(p text) RETURNS integer[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  l text := lower(p);
  n integer := char_length(p);
  r integer[] := '{}';
BEGIN
  IF n < 3 THEN RETURN ARRAY[hashtext(l)]; END IF;
  FOR i IN 1..n - 2 LOOP
    r := r || hashtext(substr(l, i, 3));
  END LOOP;
  RETURN r;
END
$$;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "name_grams" integer[] GENERATED ALWAYS AS (brand_name_grams(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "brands_name_grams_idx" ON "brands" USING gin ("name_grams");
