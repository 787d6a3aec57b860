-- kept_counts follows the tables whose lists answer their count from it, as parcel_counts follows
-- the parcels (0016): statement triggers read the rows the statement changed (transition tables)
-- and write one upsert per key they touched, in key order (two statements at once take the
-- counters' locks in the same order). TG_ARGV: the subject, and the column counted by (none: one key '').
CREATE FUNCTION "kept_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "counted" text := TG_ARGV[0];
  "column" text := coalesce(TG_ARGV[1], '');
  "new_key" text := CASE WHEN "column" = '' THEN '''''::text' ELSE format('"r".%I::text', "column") END;
  "old_key" text := CASE WHEN "column" = '' THEN '''''::text' ELSE format('"o".%I::text', "column") END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "kept_counts" SET "n" = 0 WHERE "kept_counts"."subject" = "counted";
  ELSIF TG_OP = 'INSERT' THEN
    EXECUTE format(
      'INSERT INTO "kept_counts" AS "c" ("subject", "key", "n")
       SELECT $1, %s, count(*) FROM "new_rows" "r" GROUP BY 2 ORDER BY 2
       ON CONFLICT ("subject", "key") DO UPDATE SET "n" = "c"."n" + excluded."n"', "new_key") USING "counted";
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format(
      'UPDATE "kept_counts" AS "c" SET "n" = "c"."n" - "gone"."n"
       FROM (SELECT %s AS "key", count(*) AS "n" FROM "old_rows" "o" GROUP BY 1 ORDER BY 1) AS "gone"
       WHERE "c"."subject" = $1 AND "c"."key" = "gone"."key"', "old_key") USING "counted";
  ELSE
    -- An update: only the rows whose key changed move between counters.
    EXECUTE format(
      'INSERT INTO "kept_counts" AS "c" ("subject", "key", "n")
       SELECT $1, "key", sum("n") FROM (
         SELECT %1$s AS "key", 1 AS "n" FROM "new_rows" "r" JOIN "old_rows" "o" USING ("id") WHERE %1$s IS DISTINCT FROM %2$s
         UNION ALL
         SELECT %2$s, -1 FROM "new_rows" "r" JOIN "old_rows" "o" USING ("id") WHERE %1$s IS DISTINCT FROM %2$s
       ) AS "moves"
       GROUP BY 2 HAVING sum("n") <> 0 ORDER BY 2
       ON CONFLICT ("subject", "key") DO UPDATE SET "n" = "c"."n" + excluded."n"', "new_key", "old_key") USING "counted";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The four triggers of each table counted: (table, subject, column); a table counted by no column
-- needs no update trigger (an update moves nothing between its one key).
DO $$
DECLARE
  "t" record;
BEGIN
  FOR "t" IN SELECT * FROM (VALUES
    ('users', 'users.role', 'role'),
    ('invoices', 'invoices.status', 'status'),
    ('board_items', 'board_items', '')
  ) AS "counted" ("tbl", "subject", "col") LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_apply"(%L, %L)',
      'kept_counts_' || "t"."tbl" || '_insert', "t"."tbl", "t"."subject", "t"."col");
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_apply"(%L, %L)',
      'kept_counts_' || "t"."tbl" || '_delete', "t"."tbl", "t"."subject", "t"."col");
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_apply"(%L, %L)',
      'kept_counts_' || "t"."tbl" || '_truncate', "t"."tbl", "t"."subject", "t"."col");
    IF "t"."col" <> '' THEN
      EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_apply"(%L, %L)',
        'kept_counts_' || "t"."tbl" || '_update', "t"."tbl", "t"."subject", "t"."col");
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- The rows already there; the triggers above hold the tables' writers back until this commits.
INSERT INTO "kept_counts" ("subject", "key", "n")
SELECT 'users.role', "role", count(*) FROM "users" GROUP BY 2
UNION ALL SELECT 'invoices.status', "status", count(*) FROM "invoices" GROUP BY 2
UNION ALL SELECT 'board_items', '', count(*) FROM "board_items";
