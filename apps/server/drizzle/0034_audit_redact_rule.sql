-- What the audit log never keeps, by rule rather than 0028's list of names (which let a deleted
-- user's saved card through: masked_number, full_name, expiry): a field is hidden when its record
-- is a secret as a whole (a saved card: only which card and whose are kept), or when its name says
-- it holds one (a password, secret, token, hash, salt, credential, signature, card, CVV, masked
-- number, expiry, holder, PIN, PAN, one-time code, IBAN, API or private key; a code, except the
-- zip, postal, client, country and currency codes, which are data). The entity comes from the
-- trigger (0028's audit_row) or recordAction. apps/server/src/db/audit-redaction.test.ts checks it
-- on every column of every audited table of the schema, and on new columns named like a secret.
CREATE FUNCTION "audit_hidden"("entity" text, "key" text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN "entity" IN ('card') THEN "key" NOT IN ('id', 'user_id')
    ELSE "key" ~* '(password|passwd|passphrase|secret|token|hash|salt|credential|signature|card|cvv|cvc|cvn|masked|expiry|holder)'
      OR "key" ~* '(^|_)(pin|pan|otp|iban)(_|$)'
      OR "key" ~* '(^|_)(api|private|access|signing)_?key(_|$)'
      OR ("key" ~* '(^|_)codes?(_|$)' AND "key" !~* '^(zip|postal|client|country|currency)_code$')
  END
$$;
--> statement-breakpoint
CREATE FUNCTION "audit_redact"("entity" text, "doc" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "doc" IS NULL OR jsonb_typeof("doc") <> 'object' THEN "doc" ELSE coalesce((
    SELECT jsonb_object_agg("key", CASE WHEN audit_hidden("entity", "key") THEN '"[hidden]"'::jsonb ELSE "value" END)
    FROM jsonb_each("doc")), '{}'::jsonb) END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_record"("p_action" text, "p_entity" text, "p_entity_id" bigint, "p_before" jsonb, "p_after" jsonb)
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
    "p_action", "p_entity", "p_entity_id", audit_redact("p_entity", "p_before"), audit_redact("p_entity", "p_after"));
END $$;
--> statement-breakpoint
DROP FUNCTION "audit_redact"(jsonb);
--> statement-breakpoint
-- What the old rule let into entries already written is hidden there too.
UPDATE "audit_log" SET "before" = audit_redact("entity", "before"), "after" = audit_redact("entity", "after")
WHERE "before" IS DISTINCT FROM audit_redact("entity", "before") OR "after" IS DISTINCT FROM audit_redact("entity", "after");
