-- Accounts still waiting for activation become registration attempts (issue 25), so that a pending
-- registration never owns anything. Each keeps the id and client code its register answer named.
-- Nobody holds their keys: their owners ask for a new code (one pending attempt activates without
-- a key) or register again. One that a parcel was already received for stays an inactive account,
-- which a password reset can still take back.
INSERT INTO "registrations" ("key_hash", "email", "password_hash", "first_name", "last_name", "phone_number", "account_id", "client_code", "created_at")
SELECT encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex'), "email", "password_hash", "first_name", "last_name", "phone_number", "id", "unique_id", "created_at"
FROM "users" u
WHERE NOT u."is_active" AND NOT u."is_admin" AND u."created_at" > now() - interval '24 hours'
  AND NOT EXISTS (SELECT 1 FROM "parcels" p WHERE p."user_id" = u."id");
--> statement-breakpoint
DELETE FROM "users" u
WHERE NOT u."is_active" AND NOT u."is_admin"
  AND NOT EXISTS (SELECT 1 FROM "parcels" p WHERE p."user_id" = u."id");
