-- The storage clock follows every change of a parcel's status or warehouse, whoever makes it (the
-- parcel forms, bulk changes, receiving, shipments): a parcel that arrives where it waits (status 6,
-- received, ready to ship; 4, at the pickup point) starts a stay now, under its warehouse's terms of
-- today; a parcel that leaves (in transit, sent by courier, handed over) has none. Days are counted
-- in the company's time zone (COMPANY_TIME_ZONE in packages/domain). now() is the transaction's
-- time, the instant its history row records (to the millisecond, as JavaScript reads it back).
CREATE FUNCTION "parcels_storage_clock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "terms" record;
BEGIN
  IF NEW."status_id" NOT IN (6, 4) THEN
    NEW."storage_since" := NULL;
    NEW."storage_free_until" := NULL;
    NEW."storage_fee_per_day_usd" := NULL;
  ELSIF TG_OP = 'INSERT' OR NEW."status_id" IS DISTINCT FROM OLD."status_id"
      OR NEW."warehouse_id" IS DISTINCT FROM OLD."warehouse_id" THEN
    SELECT "free_storage_days", "storage_fee_per_day_usd" INTO "terms" FROM "warehouses" WHERE "id" = NEW."warehouse_id";
    NEW."storage_since" := date_trunc('milliseconds', now());
    NEW."storage_free_until" := (now() AT TIME ZONE 'Asia/Bishkek')::date + "terms"."free_storage_days" - 1;
    NEW."storage_fee_per_day_usd" := "terms"."storage_fee_per_day_usd";
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "parcels_storage_clock" BEFORE INSERT OR UPDATE OF "status_id", "warehouse_id" ON "parcels"
  FOR EACH ROW EXECUTE FUNCTION "parcels_storage_clock"();
--> statement-breakpoint
-- The parcels waiting now: their stay began with the last change to their present status (or when
-- they were created), under their warehouse's default terms.
UPDATE "parcels" AS "p" SET
  "storage_since" = date_trunc('milliseconds', "s"."since"),
  "storage_free_until" = ("s"."since" AT TIME ZONE 'Asia/Bishkek')::date + "w"."free_storage_days" - 1,
  "storage_fee_per_day_usd" = "w"."storage_fee_per_day_usd"
FROM (
  SELECT "p2"."id", coalesce(
    (SELECT max("e"."created_at") FROM "parcel_events" "e" WHERE "e"."parcel_id" = "p2"."id" AND "e"."status_id" = "p2"."status_id"),
    "p2"."created_at") AS "since"
  FROM "parcels" "p2" WHERE "p2"."status_id" IN (6, 4)
) AS "s", "warehouses" AS "w"
WHERE "p"."id" = "s"."id" AND "w"."id" = "p"."warehouse_id";
