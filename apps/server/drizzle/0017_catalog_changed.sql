-- Any change to what the public catalogue shows (its shops, their categories, the countries and
-- their flags) tells every process, on commit, to drop the catalogue answers it keeps
-- (http/answer-cache.ts; the channel is CATALOG_CHANNEL in modules/catalog/queries.ts).
CREATE FUNCTION "catalog_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "shop_sites_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_sites"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "countries_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed_notify"();
