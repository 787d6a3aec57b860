-- The board's text search, ILIKE '%term%' on the text or the city (modules/board/queries.ts):
-- trigram indexes, built without holding the announcements' writers back (CONTRIBUTING:
-- "Migrations on big tables"). A term under three letters has no trigram: it still scans.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "board_items_text_trgm_idx" ON "board_items" USING gin ("text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "board_items_city_trgm_idx" ON "board_items" USING gin ("city" gin_trgm_ops);
