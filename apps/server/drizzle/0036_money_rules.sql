-- Money is history: a ledger entry, a payment and an invoice line are never changed or removed,
-- whoever asks (a correction is a new entry). The database refuses it, so no code path can.
CREATE FUNCTION "refuse_rewriting_money"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused (post a correcting entry instead)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "refuse_rewriting_money"();
--> statement-breakpoint
CREATE TRIGGER "append_only_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_rewriting_money"();
--> statement-breakpoint
CREATE TRIGGER "append_only" BEFORE UPDATE OR DELETE ON "payments" FOR EACH ROW EXECUTE FUNCTION "refuse_rewriting_money"();
--> statement-breakpoint
CREATE TRIGGER "append_only_truncate" BEFORE TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_rewriting_money"();
--> statement-breakpoint
CREATE TRIGGER "append_only" BEFORE UPDATE OR DELETE ON "invoice_lines" FOR EACH ROW EXECUTE FUNCTION "refuse_rewriting_money"();
--> statement-breakpoint
CREATE TRIGGER "append_only_truncate" BEFORE TRUNCATE ON "invoice_lines" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_rewriting_money"();
--> statement-breakpoint
-- Every row an admin or an operator writes here is in the audit log (the functions of migration 0028).
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "tariff_versions" FOR EACH ROW EXECUTE FUNCTION "audit_row"('tariff');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "exchange_rates" FOR EACH ROW EXECUTE FUNCTION "audit_row"('exchange_rate');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "storage_terms" FOR EACH ROW EXECUTE FUNCTION "audit_row"('storage_terms');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "audit_row"('ledger_entry');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "audit_row"('invoice');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "payments" FOR EACH ROW EXECUTE FUNCTION "audit_row"('payment');
--> statement-breakpoint
-- Storage terms keep their history: the warehouse's own two columns (its form) are today's terms,
-- written here for today whenever they are set; «Тарифы» may add terms from a later date.
INSERT INTO "storage_terms" ("warehouse_id", "effective_from", "free_days", "fee_per_day_cents")
SELECT "id", (now() AT TIME ZONE 'Asia/Bishkek')::date, "free_storage_days", round("storage_fee_per_day_usd" * 100)::integer
FROM "warehouses";
--> statement-breakpoint
CREATE FUNCTION "warehouses_storage_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."free_storage_days" = OLD."free_storage_days"
      AND NEW."storage_fee_per_day_usd" = OLD."storage_fee_per_day_usd" THEN
    RETURN NULL;
  END IF;
  INSERT INTO "storage_terms" ("warehouse_id", "effective_from", "free_days", "fee_per_day_cents", "created_by")
  VALUES (NEW."id", (now() AT TIME ZONE 'Asia/Bishkek')::date, NEW."free_storage_days",
          round(NEW."storage_fee_per_day_usd" * 100)::integer, nullif(current_setting('kerben.audit_actor', true), '')::integer)
  ON CONFLICT ("warehouse_id", "effective_from") DO UPDATE
    SET "free_days" = excluded."free_days", "fee_per_day_cents" = excluded."fee_per_day_cents", "created_by" = excluded."created_by";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "storage_terms_history" AFTER INSERT OR UPDATE OF "free_storage_days", "storage_fee_per_day_usd" ON "warehouses"
  FOR EACH ROW EXECUTE FUNCTION "warehouses_storage_terms"();
--> statement-breakpoint
-- The storage clock (migration 0025) now takes an arriving parcel's terms from storage_terms: the
-- warehouse's terms in force on the day of arrival, in the company's time zone.
CREATE OR REPLACE FUNCTION "parcels_storage_clock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "v_today" date := (now() AT TIME ZONE 'Asia/Bishkek')::date;
  "v_free_days" integer;
  "v_fee_cents" integer;
BEGIN
  IF NEW."status_id" NOT IN (6, 4) THEN
    NEW."storage_since" := NULL;
    NEW."storage_free_until" := NULL;
    NEW."storage_fee_per_day_usd" := NULL;
  ELSIF TG_OP = 'INSERT' OR NEW."status_id" IS DISTINCT FROM OLD."status_id"
      OR NEW."warehouse_id" IS DISTINCT FROM OLD."warehouse_id" THEN
    SELECT st."free_days", st."fee_per_day_cents" INTO "v_free_days", "v_fee_cents"
      FROM "storage_terms" st
      WHERE st."warehouse_id" = NEW."warehouse_id" AND st."effective_from" <= "v_today"
      ORDER BY st."effective_from" DESC LIMIT 1;
    IF NOT FOUND THEN
      SELECT w."free_storage_days", round(w."storage_fee_per_day_usd" * 100)::integer INTO "v_free_days", "v_fee_cents"
        FROM "warehouses" w WHERE w."id" = NEW."warehouse_id";
    END IF;
    NEW."storage_since" := date_trunc('milliseconds', now());
    NEW."storage_free_until" := "v_today" + "v_free_days" - 1;
    NEW."storage_fee_per_day_usd" := "v_fee_cents" / 100.0;
  END IF;
  RETURN NEW;
END $$;
