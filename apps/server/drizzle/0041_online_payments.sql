CREATE TABLE "online_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" varchar(10) NOT NULL,
	"provider" varchar(20) NOT NULL,
	"order_id" varchar(50) NOT NULL,
	"provider_payment_id" varchar(40),
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"key" varchar(100),
	"card_id" integer,
	"currency" varchar(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"rate" numeric(12, 6),
	"amount_usd_cents" bigint NOT NULL,
	"invoice_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"refund_of" integer,
	"payment_id" integer,
	"redirect_url" text,
	"failure" text,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "online_payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "online_payments_purpose" CHECK ("online_payments"."purpose" in ('invoices', 'topup', 'card', 'refund')),
	CONSTRAINT "online_payments_status" CHECK ("online_payments"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "online_payments_amounts" CHECK ("online_payments"."amount_minor" >= 0 and "online_payments"."amount_usd_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method";--> statement-breakpoint
ALTER TABLE "billing_cards" ADD COLUMN "provider" varchar(20);--> statement-breakpoint
ALTER TABLE "billing_cards" ADD COLUMN "provider_token" varchar(100);--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_card_id_billing_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."billing_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_refund_of_online_payments_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."online_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_provider_id_idx" ON "online_payments" USING btree ("provider","provider_payment_id") WHERE "online_payments"."provider_payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_user_key_idx" ON "online_payments" USING btree ("user_id","key") WHERE "online_payments"."key" is not null;--> statement-breakpoint
CREATE INDEX "online_payments_pending_idx" ON "online_payments" USING btree ("created_at","id") WHERE "online_payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "online_payments_refund_of_idx" ON "online_payments" USING btree ("refund_of") WHERE "online_payments"."refund_of" is not null;--> statement-breakpoint
CREATE INDEX "online_payments_payment_idx" ON "online_payments" USING btree ("payment_id") WHERE "online_payments"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_cards_token_idx" ON "billing_cards" USING btree ("user_id","provider","provider_token") WHERE "billing_cards"."provider_token" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method" CHECK ("payments"."method" in ('cash', 'terminal', 'qr', 'balance', 'manual', 'transfer', 'online'));