-- parcel_counts follows every change of parcels. The triggers run once per statement, not per row:
-- they read the rows the statement changed (transition tables), so a bulk change of 500 parcels is
-- one upsert per (warehouse, status) it touched. The keys are written in order, so two statements
-- running at once take the counters' locks in the same order and cannot deadlock on them.
-- Each branch names only the transition tables its operation has (plpgsql plans a statement the
-- first time it runs, so a branch not taken is never looked at).
CREATE FUNCTION "parcel_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "parcel_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "parcel_counts" AS "c" ("warehouse_id", "status_id", "parcels")
    SELECT "warehouse_id", "status_id", count(*) FROM "new_parcels" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("warehouse_id", "status_id") DO UPDATE SET "parcels" = "c"."parcels" + excluded."parcels";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "parcel_counts" AS "c" SET "parcels" = "c"."parcels" - "gone"."n"
    FROM (SELECT "warehouse_id", "status_id", count(*) AS "n" FROM "old_parcels" GROUP BY 1, 2 ORDER BY 1, 2) AS "gone"
    WHERE "c"."warehouse_id" = "gone"."warehouse_id" AND "c"."status_id" = "gone"."status_id";
  ELSE
    -- An update: only the parcels that changed warehouse or status move between counters.
    INSERT INTO "parcel_counts" AS "c" ("warehouse_id", "status_id", "parcels")
    SELECT "warehouse_id", "status_id", sum("n") FROM (
      SELECT "n"."warehouse_id", "n"."status_id", 1 AS "n" FROM "new_parcels" "n" JOIN "old_parcels" "o" USING ("id")
      WHERE ("n"."warehouse_id", "n"."status_id") IS DISTINCT FROM ("o"."warehouse_id", "o"."status_id")
      UNION ALL
      SELECT "o"."warehouse_id", "o"."status_id", -1 FROM "new_parcels" "n" JOIN "old_parcels" "o" USING ("id")
      WHERE ("n"."warehouse_id", "n"."status_id") IS DISTINCT FROM ("o"."warehouse_id", "o"."status_id")
    ) AS "moves"
    GROUP BY 1, 2 HAVING sum("n") <> 0 ORDER BY 1, 2
    ON CONFLICT ("warehouse_id", "status_id") DO UPDATE SET "parcels" = "c"."parcels" + excluded."parcels";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "parcel_counts_insert" AFTER INSERT ON "parcels"
  REFERENCING NEW TABLE AS "new_parcels" FOR EACH STATEMENT EXECUTE FUNCTION "parcel_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "parcel_counts_update" AFTER UPDATE ON "parcels"
  REFERENCING OLD TABLE AS "old_parcels" NEW TABLE AS "new_parcels" FOR EACH STATEMENT EXECUTE FUNCTION "parcel_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "parcel_counts_delete" AFTER DELETE ON "parcels"
  REFERENCING OLD TABLE AS "old_parcels" FOR EACH STATEMENT EXECUTE FUNCTION "parcel_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "parcel_counts_truncate" AFTER TRUNCATE ON "parcels"
  FOR EACH STATEMENT EXECUTE FUNCTION "parcel_counts_apply"();
--> statement-breakpoint
-- The parcels already there; the triggers above hold the table's writers back until this commits.
INSERT INTO "parcel_counts" ("warehouse_id", "status_id", "parcels")
SELECT "warehouse_id", "status_id", count(*) FROM "parcels" GROUP BY 1, 2;
