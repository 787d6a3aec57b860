CREATE TABLE "statistics_hours" (
	"series" varchar(20) NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"destination_id" integer NOT NULL,
	"value" numeric NOT NULL,
	CONSTRAINT "statistics_hours_series_hour_destination_id_pk" PRIMARY KEY("series","hour","destination_id")
);
--> statement-breakpoint
-- The dashboard's series kept per hour (statistics_hours) by statement triggers on the tables they
-- are made of, in the transaction of each change: whatever writes them (a service, a bulk edit, a
-- consolidation, a delete, the legacy is_paid flag, which records a payment and an invoice) moves
-- the totals with it. Each source row contributes deltas (statistics_of_*: what that row adds to
-- which series, hour and destination); a trigger adds what its statement's new rows contribute
-- and subtracts what the old ones did, summed per key, so an update that moves nothing writes
-- nothing. The keys are upserted in order with increments (never read, then written): two
-- transactions at once queue on a row's lock and both counts land, and cannot deadlock on them.
-- The meaning of each series is that of the full recomputation in
-- apps/server/src/modules/statistics/queries.ts; statistics_hours_rebuild() recomputes everything.
CREATE TYPE "statistics_delta" AS ("series" varchar(20), "hour" timestamptz, "destination_id" integer, "value" numeric);
--> statement-breakpoint
-- The hour an instant falls in, counted in UTC: the same as Bishkek's hours (offset +6, whole hours).
CREATE FUNCTION "statistics_hour"("at" timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT date_bin('1 hour', "at", timestamptz '2000-01-01 00:00:00+00')
$$;
--> statement-breakpoint
CREATE FUNCTION "statistics_hours_add"("deltas" "statistics_delta"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "statistics_hours" AS "h" ("series", "hour", "destination_id", "value")
  SELECT "series", "hour", "destination_id", sum("value") FROM unnest("deltas")
  GROUP BY 1, 2, 3 HAVING sum("value") <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("series", "hour", "destination_id") DO UPDATE SET "value" = "h"."value" + excluded."value"
$$;
--> statement-breakpoint
-- "users": a customer's account, in the hour it was opened (staff are not counted; no country).
CREATE FUNCTION "statistics_of_user"("u" "users", "sign" integer) RETURNS SETOF "statistics_delta" LANGUAGE sql STABLE AS $$
  SELECT 'users', statistics_hour("u"."created_at"), 0, "sign"::numeric WHERE "u"."role" = 'customer'
$$;
--> statement-breakpoint
-- A parcel: its kilograms, in the hour it was received, under its destination (0: none).
CREATE FUNCTION "statistics_of_parcel_weight"("p" "parcels", "sign" integer) RETURNS SETOF "statistics_delta" LANGUAGE sql IMMUTABLE AS $$
  SELECT 'warehouse-weight', statistics_hour("p"."created_at"), coalesce("p"."destination_country_id", 0), "sign" * coalesce("p"."weight", 0)
  WHERE coalesce("p"."weight", 0) <> 0
$$;
--> statement-breakpoint
-- And what the rows that point at it count under its destination: while it is delivered (7), each
-- of its "delivered" history rows; each paid invoice of it, in the hour of its payment. A new
-- parcel has none yet (they are written after it, and their own triggers count them).
CREATE FUNCTION "statistics_of_parcel"("p" "parcels", "sign" integer) RETURNS SETOF "statistics_delta" LANGUAGE sql STABLE AS $$
  SELECT * FROM statistics_of_parcel_weight("p", "sign")
  UNION ALL
  SELECT 'warehouse-delivered', statistics_hour("e"."created_at"), coalesce("p"."destination_country_id", 0), "sign"::numeric
  FROM "parcel_events" "e" WHERE "p"."status_id" = 7 AND "e"."parcel_id" = "p"."id" AND "e"."status_id" = 7
  UNION ALL
  SELECT 'warehouse-paid', statistics_hour("pay"."created_at"), coalesce("p"."destination_country_id", 0), "sign" * "i"."total_usd_cents"
  FROM "invoices" "i" JOIN "payments" "pay" ON "pay"."id" = "i"."payment_id"
  WHERE "i"."parcel_id" = "p"."id" AND "i"."status" = 'paid'
$$;
--> statement-breakpoint
-- A "delivered" history row counts while its parcel is delivered.
CREATE FUNCTION "statistics_of_event"("e" "parcel_events", "sign" integer) RETURNS SETOF "statistics_delta" LANGUAGE sql STABLE AS $$
  SELECT 'warehouse-delivered', statistics_hour("e"."created_at"), coalesce("p"."destination_country_id", 0), "sign"::numeric
  FROM "parcels" "p" WHERE "e"."status_id" = 7 AND "p"."id" = "e"."parcel_id" AND "p"."status_id" = 7
$$;
--> statement-breakpoint
-- A paid invoice: its dollars (in cents here), in the hour of the payment that settled it, under
-- its parcel's destination (0: a buy-out's, or a parcel without one).
CREATE FUNCTION "statistics_of_invoice"("i" "invoices", "sign" integer) RETURNS SETOF "statistics_delta" LANGUAGE sql STABLE AS $$
  SELECT 'warehouse-paid', statistics_hour("pay"."created_at"),
    coalesce((SELECT "p"."destination_country_id" FROM "parcels" "p" WHERE "p"."id" = "i"."parcel_id"), 0),
    "sign" * "i"."total_usd_cents"
  FROM "payments" "pay" WHERE "i"."status" = 'paid' AND "pay"."id" = "i"."payment_id"
$$;
--> statement-breakpoint
-- The triggers. On an update only the rows whose counted columns changed are looked at (most
-- updates of a parcel or an account move nothing). A parcel's delete is counted before the row
-- goes (FOR EACH ROW), while its history is still there: the cascade deletes it before any
-- statement trigger of the parcels runs, and the history's own trigger no longer finds the parcel.
-- A statement's changes are counted once all its rows are written, so one statement that both
-- changed a parcel's status or destination and wrote its history or invoices (a data-modifying
-- WITH) would count those rows twice: nothing does; keep such writes in separate statements.
-- Each branch names only the transition tables its operation has (plpgsql plans a statement the
-- first time it runs, so a branch not taken is never looked at).
CREATE FUNCTION "statistics_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "d" "statistics_delta"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    "d" := array(SELECT "c" FROM "new_rows" "n", statistics_of_user("n", 1) "c");
  ELSIF TG_OP = 'DELETE' THEN
    "d" := array(SELECT "c" FROM "old_rows" "o", statistics_of_user("o", -1) "c");
  ELSE
    "d" := array(
      SELECT "c" FROM "new_rows" "n" JOIN "old_rows" "o" USING ("id"),
        LATERAL (SELECT * FROM statistics_of_user("n", 1) UNION ALL SELECT * FROM statistics_of_user("o", -1)) "c"
      WHERE ("n"."created_at", "n"."role") IS DISTINCT FROM ("o"."created_at", "o"."role"));
  END IF;
  PERFORM statistics_hours_add("d");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "statistics_parcels_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "d" "statistics_delta"[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM statistics_hours_add(array(SELECT statistics_of_parcel(OLD, -1)));
    RETURN OLD;
  ELSIF TG_OP = 'INSERT' THEN
    "d" := array(SELECT "c" FROM "new_rows" "n", statistics_of_parcel_weight("n", 1) "c");
  ELSE
    "d" := array(
      SELECT "c" FROM "new_rows" "n" JOIN "old_rows" "o" USING ("id"),
        LATERAL (SELECT * FROM statistics_of_parcel("n", 1) UNION ALL SELECT * FROM statistics_of_parcel("o", -1)) "c"
      WHERE ("n"."created_at", "n"."weight", "n"."destination_country_id", "n"."status_id" = 7)
        IS DISTINCT FROM ("o"."created_at", "o"."weight", "o"."destination_country_id", "o"."status_id" = 7));
  END IF;
  PERFORM statistics_hours_add("d");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "statistics_events_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "d" "statistics_delta"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    "d" := array(SELECT "c" FROM "new_rows" "n", statistics_of_event("n", 1) "c");
  ELSIF TG_OP = 'DELETE' THEN
    "d" := array(SELECT "c" FROM "old_rows" "o", statistics_of_event("o", -1) "c");
  ELSE
    "d" := array(
      SELECT "c" FROM "new_rows" "n" JOIN "old_rows" "o" USING ("id"),
        LATERAL (SELECT * FROM statistics_of_event("n", 1) UNION ALL SELECT * FROM statistics_of_event("o", -1)) "c"
      WHERE ("n"."parcel_id", "n"."status_id", "n"."created_at") IS DISTINCT FROM ("o"."parcel_id", "o"."status_id", "o"."created_at"));
  END IF;
  PERFORM statistics_hours_add("d");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "statistics_invoices_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "d" "statistics_delta"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    "d" := array(SELECT "c" FROM "new_rows" "n", statistics_of_invoice("n", 1) "c");
  ELSIF TG_OP = 'DELETE' THEN
    "d" := array(SELECT "c" FROM "old_rows" "o", statistics_of_invoice("o", -1) "c");
  ELSE
    "d" := array(
      SELECT "c" FROM "new_rows" "n" JOIN "old_rows" "o" USING ("id"),
        LATERAL (SELECT * FROM statistics_of_invoice("n", 1) UNION ALL SELECT * FROM statistics_of_invoice("o", -1)) "c"
      WHERE ("n"."status", "n"."payment_id", "n"."total_usd_cents", "n"."parcel_id")
        IS DISTINCT FROM ("o"."status", "o"."payment_id", "o"."total_usd_cents", "o"."parcel_id"));
  END IF;
  PERFORM statistics_hours_add("d");
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A table emptied at once (tests, a restore) empties the series it feeds.
CREATE FUNCTION "statistics_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "statistics_hours" WHERE "series" = ANY (TG_ARGV);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "statistics_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "statistics_users_changed"();
--> statement-breakpoint
CREATE TRIGGER "statistics_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "statistics_users_changed"();
--> statement-breakpoint
CREATE TRIGGER "statistics_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "statistics_users_changed"();
--> statement-breakpoint
CREATE TRIGGER "statistics_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "statistics_truncated"('users');
--> statement-breakpoint
CREATE TRIGGER "statistics_insert" AFTER INSERT ON "parcels"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "statistics_parcels_changed"();
--> statement-breakpoint
CREATE TRIGGER "statistics_update" AFTER UPDATE ON "parcels"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "statistics_parcels_changed"();
--> statement-breakpoint
CREATE TRIGGER "statistics_delete" BEFORE DELETE ON "parcels"
  FOR EACH ROW EXECUTE FUNCTION "statistics_parcels_changed"();
--> statement-breakpoint
CREATE TRIGGER "statistics_truncate" AFTER TRUNCATE ON "parcels"
  FOR EACH STATEMENT EXECUTE FUNCTION "statistics_truncated"('warehouse-weight', 'warehouse-delivered', 'warehouse-paid');
--> statement-breakpoint
CREATE TRIGGER "statistics_insert" AFTER INSERT ON "parcel_events"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "statistics_events_changed"();
--> statement-breakpoint
CREATE TRIGGER "statistics_update" AFTER UPDATE ON "parcel_events"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "statistics_events_changed"();
--> statement-breakpoint
CREATE TRIGGER "statistics_delete" AFTER DELETE ON "parcel_events"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "statistics_events_changed"();
--> statement-breakpoint
CREATE TRIGGER "statistics_truncate" AFTER TRUNCATE ON "parcel_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "statistics_truncated"('warehouse-delivered');
--> statement-breakpoint
CREATE TRIGGER "statistics_insert" AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "statistics_invoices_changed"();
--> statement-breakpoint
CREATE TRIGGER "statistics_update" AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "statistics_invoices_changed"();
--> statement-breakpoint
CREATE TRIGGER "statistics_delete" AFTER DELETE ON "invoices"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "statistics_invoices_changed"();
--> statement-breakpoint
CREATE TRIGGER "statistics_truncate" AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "statistics_truncated"('warehouse-paid');
--> statement-breakpoint
-- Everything recomputed from the source tables: `SELECT statistics_hours_rebuild();` (or
-- `npm run statistics:rebuild`). It holds the four tables' writers back (SHARE locks, readers go
-- on) until its transaction ends, so no change lands between the reading and the writing.
CREATE FUNCTION "statistics_hours_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "users", "parcels", "parcel_events", "invoices" IN SHARE MODE;
  DELETE FROM "statistics_hours";
  INSERT INTO "statistics_hours" ("series", "hour", "destination_id", "value")
  SELECT "c"."series", "c"."hour", "c"."destination_id", sum("c"."value") FROM (
    SELECT "c".* FROM "users" "u", statistics_of_user("u", 1) "c" WHERE "u"."role" = 'customer'
    UNION ALL
    SELECT "c".* FROM "parcels" "p", statistics_of_parcel_weight("p", 1) "c" WHERE coalesce("p"."weight", 0) <> 0
    UNION ALL
    SELECT "c".* FROM "parcel_events" "e", statistics_of_event("e", 1) "c" WHERE "e"."status_id" = 7
    UNION ALL
    SELECT "c".* FROM "invoices" "i", statistics_of_invoice("i", 1) "c" WHERE "i"."status" = 'paid'
  ) "c"
  GROUP BY 1, 2, 3 HAVING sum("c"."value") <> 0;
END $$;
--> statement-breakpoint
SELECT statistics_hours_rebuild();
