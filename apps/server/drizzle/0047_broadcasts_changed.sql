-- A change to a broadcast (a notification with no user) tells every process, on commit, to drop
-- the admin's broadcast list it keeps (BROADCASTS_CHANNEL in modules/notifications/queries.ts).
-- Row triggers with a WHEN clause: the many events written for one customer each (user_id set)
-- call nothing, so parcel news does not empty the cache.
CREATE FUNCTION "broadcasts_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('broadcasts_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "broadcasts_inserted" AFTER INSERT ON "notifications"
  FOR EACH ROW WHEN (NEW."user_id" IS NULL) EXECUTE FUNCTION "broadcasts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "broadcasts_updated" AFTER UPDATE ON "notifications"
  FOR EACH ROW WHEN (OLD."user_id" IS NULL OR NEW."user_id" IS NULL) EXECUTE FUNCTION "broadcasts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "broadcasts_deleted" AFTER DELETE ON "notifications"
  FOR EACH ROW WHEN (OLD."user_id" IS NULL) EXECUTE FUNCTION "broadcasts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "broadcasts_truncated" AFTER TRUNCATE ON "notifications"
  FOR EACH STATEMENT EXECUTE FUNCTION "broadcasts_changed_notify"();
