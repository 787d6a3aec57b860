-- Parcel photos show labels with names and addresses: they become private files of the parcel's
-- owner. The flag and owner change here; the bytes leave public/ (which /media serves) at the next
-- start, by the files service working through file_moves (idempotent, claimed per process).
INSERT INTO "file_moves" ("file_id", "from_key", "to_key")
SELECT f."id", f."key", 'private/' || substring(f."key" from 8)
FROM "files" f
JOIN "parcels" p ON p."image_file_id" = f."id"
WHERE f."is_public" AND f."key" LIKE 'public/%'
ON CONFLICT ("file_id") DO NOTHING;
--> statement-breakpoint
UPDATE "files" f
SET "is_public" = false, "owner_id" = p."user_id"
FROM "parcels" p
WHERE p."image_file_id" = f."id" AND f."is_public";
