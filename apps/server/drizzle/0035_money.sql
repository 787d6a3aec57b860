CREATE TABLE "exchange_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"effective_from" date NOT NULL,
	"usd_kgs" numeric(12, 6) NOT NULL,
	"usd_rub" numeric(12, 6) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_effective_from_unique" UNIQUE("effective_from"),
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."usd_kgs" > 0 and "exchange_rates"."usd_rub" > 0)
);
--> statement-breakpoint
CREATE TABLE "handover_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"amount_usd_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_lines_entry_id_unique" UNIQUE("entry_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" varchar(20) NOT NULL,
	"year" smallint NOT NULL,
	"seq" integer NOT NULL,
	"user_id" integer NOT NULL,
	"parcel_id" integer,
	"purchase_id" integer,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"total_usd_cents" bigint DEFAULT 0 NOT NULL,
	"usd_kgs" numeric(12, 6) NOT NULL,
	"payment_id" integer,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"voided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('open', 'paid', 'void'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"purpose" varchar(12),
	"amount_usd_cents" bigint NOT NULL,
	"amount_minor" bigint,
	"currency" varchar(3),
	"rate" numeric(12, 6),
	"parcel_id" integer,
	"purchase_id" integer,
	"payment_id" integer,
	"reverses_id" integer,
	"cause" varchar(120),
	"details" jsonb,
	"reason" text,
	"posted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_reverses_id_unique" UNIQUE("reverses_id"),
	CONSTRAINT "ledger_entries_cause_unique" UNIQUE("cause"),
	CONSTRAINT "ledger_entries_kind" CHECK ("ledger_entries"."kind" in ('charge', 'payment', 'refund', 'adjustment')),
	CONSTRAINT "ledger_entries_purpose" CHECK ("ledger_entries"."purpose" is null or "ledger_entries"."purpose" in ('delivery', 'storage', 'duty', 'buyout', 'service', 'insurance', 'topup', 'correction')),
	CONSTRAINT "ledger_entries_charge_purpose" CHECK ("ledger_entries"."kind" not in ('charge', 'adjustment') or "ledger_entries"."purpose" is not null),
	CONSTRAINT "ledger_entries_adjustment_reason" CHECK ("ledger_entries"."kind" <> 'adjustment' or "ledger_entries"."reason" is not null),
	CONSTRAINT "ledger_entries_not_zero" CHECK ("ledger_entries"."amount_usd_cents" <> 0),
	CONSTRAINT "ledger_entries_received" CHECK (("ledger_entries"."amount_minor" is null) = ("ledger_entries"."currency" is null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" varchar(100) NOT NULL,
	"user_id" integer NOT NULL,
	"operator_id" integer,
	"kind" varchar(10) DEFAULT 'payment' NOT NULL,
	"method" varchar(10) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"tendered_minor" bigint,
	"change_minor" bigint,
	"rate" numeric(12, 6),
	"amount_usd_cents" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_key_unique" UNIQUE("key"),
	CONSTRAINT "payments_kind" CHECK ("payments"."kind" in ('payment', 'refund')),
	CONSTRAINT "payments_method" CHECK ("payments"."method" in ('cash', 'terminal', 'qr', 'balance', 'manual', 'transfer')),
	CONSTRAINT "payments_currency" CHECK ("payments"."currency" in ('USD', 'KGS', 'RUB')),
	CONSTRAINT "payments_amounts" CHECK ("payments"."amount_minor" >= 0 and "payments"."amount_usd_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "storage_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "storage_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"warehouse_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"free_days" integer NOT NULL,
	"fee_per_day_cents" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_terms_amounts" CHECK ("storage_terms"."free_days" >= 0 and "storage_terms"."fee_per_day_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tariff_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tariff_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"effective_from" date NOT NULL,
	"terms" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parcel_events" ADD COLUMN "handover" jsonb;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "tariff_version_id" integer;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_codes" ADD CONSTRAINT "handover_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_purchase_id_purchase_requests_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchase_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_id_ledger_entries_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_terms" ADD CONSTRAINT "storage_terms_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_terms" ADD CONSTRAINT "storage_terms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_versions" ADD CONSTRAINT "tariff_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_seq_idx" ON "invoices" USING btree ("year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_open_parcel_idx" ON "invoices" USING btree ("parcel_id") WHERE "invoices"."status" = 'open';--> statement-breakpoint
CREATE INDEX "invoices_parcel_idx" ON "invoices" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "invoices_purchase_idx" ON "invoices" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "invoices_payment_idx" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "invoices_user_created_idx" ON "invoices" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_status_created_idx" ON "invoices" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ledger_entries_user_created_idx" ON "ledger_entries" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ledger_entries_parcel_idx" ON "ledger_entries" USING btree ("parcel_id","id") WHERE "ledger_entries"."parcel_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_purchase_idx" ON "ledger_entries" USING btree ("purchase_id") WHERE "ledger_entries"."purchase_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("payment_id") WHERE "ledger_entries"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_operator_created_idx" ON "payments" USING btree ("operator_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "storage_terms_warehouse_date_idx" ON "storage_terms" USING btree ("warehouse_id","effective_from");--> statement-breakpoint
CREATE INDEX "tariff_versions_effective_idx" ON "tariff_versions" USING btree ("effective_from","id");--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_tariff_version_id_tariff_versions_id_fk" FOREIGN KEY ("tariff_version_id") REFERENCES "public"."tariff_versions"("id") ON DELETE no action ON UPDATE no action;