-- Trigram matching (gin_trgm_ops), for the board's text search (indexes of 0049). pg_trgm is a
-- trusted extension: the database's owner may create it. The embedded database loads its code
-- at start (db/embedded/pglite-worker.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
