CREATE TABLE "storage_reminders" (
	"parcel_id" integer NOT NULL,
	"since" timestamp (3) with time zone NOT NULL,
	"kind" varchar(20) NOT NULL,
	"sent" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_reminders_parcel_id_since_kind_pk" PRIMARY KEY("parcel_id","since","kind")
);
--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "storage_since" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "storage_free_until" date;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "storage_fee_per_day_usd" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "free_storage_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "storage_fee_per_day_usd" numeric(10, 2) DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "storage_reminders" ADD CONSTRAINT "storage_reminders_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcels_warehouse_storage_idx" ON "parcels" USING btree ("warehouse_id","storage_since","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "parcels_storage_free_until_idx" ON "parcels" USING btree ("storage_free_until","id") WHERE "parcels"."storage_since" is not null;