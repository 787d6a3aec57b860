-- Operators take, scan, finish and decline warehouse tasks: every row they write is in the audit
-- log (the functions of migration 0028).
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "service_orders" FOR EACH ROW EXECUTE FUNCTION "audit_row"('service_order');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "service_order_parcels" FOR EACH ROW EXECUTE FUNCTION "audit_row"('service_order_parcel');
--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "service_order_photos" FOR EACH ROW EXECUTE FUNCTION "audit_row"('service_order_photo');
