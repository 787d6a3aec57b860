-- Every sign-in made before sessions existed becomes a session: one per refresh-token family,
-- revoked when every token of the family was.
INSERT INTO "sessions" ("id", "user_id", "revoked_at", "created_at")
SELECT "family_id", min("user_id"), CASE WHEN bool_and("revoked_at" IS NOT NULL) THEN max("revoked_at") END, min("created_at")
FROM "refresh_tokens"
GROUP BY "family_id"
ON CONFLICT ("id") DO NOTHING;
