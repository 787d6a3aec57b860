-- Roles are one field: every admin of before becomes role 'admin' (the column goes in 0029).
UPDATE "users" SET "role" = 'admin' WHERE "is_admin";
--> statement-breakpoint
-- What the audit log never keeps: passwords, codes, tokens, keys and card numbers (any key that names one).
CREATE FUNCTION "audit_redact"("doc" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "doc" IS NULL OR jsonb_typeof("doc") <> 'object' THEN "doc" ELSE coalesce((
    SELECT jsonb_object_agg("key", CASE
      WHEN "key" ~* '(password|passwd|secret|token|_hash$|^code$|cvv|cvc|card_number|^pin$)' THEN '"[hidden]"'::jsonb
      ELSE "value" END)
    FROM jsonb_each("doc")), '{}'::jsonb) END
$$;
--> statement-breakpoint
-- One entry of the log, by the actor the unit of work named for this transaction (kerben.audit_*,
-- set only for admins and operators); without one (a customer, a background job) nothing is kept.
CREATE FUNCTION "audit_record"("p_action" text, "p_entity" text, "p_entity_id" bigint, "p_before" jsonb, "p_after" jsonb)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "role" text := nullif(current_setting('kerben.audit_role', true), '');
BEGIN
  IF "role" IS NULL THEN RETURN; END IF;
  INSERT INTO "audit_log" ("actor_id", "actor_role", "ip", "action", "entity", "entity_id", "before", "after")
  VALUES (
    nullif(current_setting('kerben.audit_actor', true), '')::integer,
    "role",
    nullif(current_setting('kerben.audit_ip', true), ''),
    "p_action", "p_entity", "p_entity_id", audit_redact("p_before"), audit_redact("p_after"));
END $$;
--> statement-breakpoint
-- A row written by an admin or an operator: created (the row), deleted (the row), or changed (only
-- the fields that changed, before and after; updated_at is not a change of its own).
CREATE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "entity" text := TG_ARGV[0];
  "old_doc" jsonb;
  "new_doc" jsonb;
  "changed_before" jsonb;
  "changed_after" jsonb;
  "row_id" text;
BEGIN
  IF nullif(current_setting('kerben.audit_role', true), '') IS NULL THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN "old_doc" := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN "new_doc" := to_jsonb(NEW); END IF;
  "row_id" := coalesce("new_doc", "old_doc") ->> 'id';
  IF "row_id" !~ '^[0-9]+$' THEN "row_id" := NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM audit_record("entity" || '.create', "entity", "row_id"::bigint, NULL, "new_doc");
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM audit_record("entity" || '.delete', "entity", "row_id"::bigint, "old_doc", NULL);
  ELSE
    SELECT jsonb_object_agg("o"."key", "o"."value"), jsonb_object_agg("o"."key", "new_doc" -> "o"."key")
      INTO "changed_before", "changed_after"
      FROM jsonb_each("old_doc") AS "o"
      WHERE "o"."value" IS DISTINCT FROM "new_doc" -> "o"."key" AND "o"."key" <> 'updated_at';
    IF "changed_before" IS NOT NULL THEN
      PERFORM audit_record("entity" || '.update', "entity", "row_id"::bigint, "changed_before", "changed_after");
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "audit_row"('user');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "addresses" FOR EACH ROW EXECUTE FUNCTION "audit_row"('address');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "parcels" FOR EACH ROW EXECUTE FUNCTION "audit_row"('parcel');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "expected_parcels" FOR EACH ROW EXECUTE FUNCTION "audit_row"('expected_parcel');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "warehouses" FOR EACH ROW EXECUTE FUNCTION "audit_row"('warehouse');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "shipments" FOR EACH ROW EXECUTE FUNCTION "audit_row"('shipment');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "shipment_parcels" FOR EACH ROW EXECUTE FUNCTION "audit_row"('shipment_parcel');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "purchase_requests" FOR EACH ROW EXECUTE FUNCTION "audit_row"('purchase');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "files" FOR EACH ROW EXECUTE FUNCTION "audit_row"('file');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH ROW EXECUTE FUNCTION "audit_row"('catalog_category');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "shop_sites" FOR EACH ROW EXECUTE FUNCTION "audit_row"('site');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "company_logos" FOR EACH ROW EXECUTE FUNCTION "audit_row"('company');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "promo_products" FOR EACH ROW EXECUTE FUNCTION "audit_row"('product');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "board_categories" FOR EACH ROW EXECUTE FUNCTION "audit_row"('board_category');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "board_items" FOR EACH ROW EXECUTE FUNCTION "audit_row"('board_item');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "notifications" FOR EACH ROW EXECUTE FUNCTION "audit_row"('notification');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "contacts" FOR EACH ROW EXECUTE FUNCTION "audit_row"('contact');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "customs_settings" FOR EACH ROW EXECUTE FUNCTION "audit_row"('customs_settings');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "outside_requests" FOR EACH ROW EXECUTE FUNCTION "audit_row"('outside_request');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "billing_cards" FOR EACH ROW EXECUTE FUNCTION "audit_row"('card');
