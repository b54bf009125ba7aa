-- Organisation counters (work-order, ticket and request numbers, asset tags, part numbers) are database sequences,
-- one per organisation and counter, so taking a number never waits for another transaction to end. org_sequences
-- keeps a counter's starting point (the demo data sets it); the sequence is made on first use and carries on from
-- there. A number taken by a change that is then rolled back is skipped: numbers never repeat, but may skip.
CREATE FUNCTION "org_sequence_name"(p_org integer, p_name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format('org_seq_%s_%s', p_org, md5(p_name))
$$;
--> statement-breakpoint
CREATE FUNCTION "org_sequence_next"(p_org integer, p_name text, p_count integer) RETURNS SETOF bigint
LANGUAGE plpgsql AS $$
DECLARE
  seq text := org_sequence_name(p_org, p_name);
BEGIN
  IF to_regclass(seq) IS NULL THEN
    -- Whoever makes it first makes it; another transaction making it at the same moment finds it made.
    BEGIN
      EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I START WITH %s', seq,
        coalesce((SELECT value FROM org_sequences WHERE org_id = p_org AND name = p_name), 0) + 1);
    EXCEPTION WHEN duplicate_table OR unique_violation THEN
      NULL;
    END;
  END IF;
  RETURN QUERY SELECT nextval(seq::regclass) FROM generate_series(1, p_count);
END $$;
--> statement-breakpoint
CREATE FUNCTION "org_sequence_set"(p_org integer, p_name text, p_value integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  seq text := org_sequence_name(p_org, p_name);
BEGIN
  INSERT INTO org_sequences (org_id, name, value) VALUES (p_org, p_name, p_value)
    ON CONFLICT (org_id, name) DO UPDATE SET value = excluded.value;
  IF to_regclass(seq) IS NOT NULL THEN
    PERFORM setval(seq, greatest(p_value, 1), p_value >= 1);
  END IF;
END $$;
