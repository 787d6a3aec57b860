-- An admin's refund through the payment provider writes online_payments: it is in the audit log
-- like every other money row (the functions of migration 0028; the card's id is hidden by rule).
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "online_payments" FOR EACH ROW EXECUTE FUNCTION "audit_row"('online_payment');
