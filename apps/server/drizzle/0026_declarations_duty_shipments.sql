CREATE TABLE "customs_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"value_limit_eur" numeric(12, 2) DEFAULT 200 NOT NULL,
	"weight_limit_kg" numeric(12, 3) DEFAULT 31 NOT NULL,
	"duty_rate_percent" numeric(12, 2) DEFAULT 15 NOT NULL,
	"min_duty_per_kg_eur" numeric(12, 2) DEFAULT 2 NOT NULL,
	"usd_to_eur" numeric(12, 4) DEFAULT 0.92 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone,
	CONSTRAINT "customs_settings_one_row" CHECK ("customs_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "shipment_parcels" (
	"shipment_id" integer NOT NULL,
	"parcel_id" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_parcels_shipment_id_parcel_id_pk" PRIMARY KEY("shipment_id","parcel_id")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" varchar(50) NOT NULL,
	"carrier" varchar(100) NOT NULL,
	"warehouse_id" integer NOT NULL,
	"destination_country_id" integer NOT NULL,
	"departure_date" date,
	"comment" text DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"sent_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_status_known" CHECK ("shipments"."status" in ('open', 'sent', 'arrived'))
);
--> statement-breakpoint
ALTER TABLE "parcel_events" ALTER COLUMN "status_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "expected_parcels" ADD COLUMN "items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD COLUMN "declaration" jsonb;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customs_settings" ADD CONSTRAINT "customs_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_parcels" ADD CONSTRAINT "shipment_parcels_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_parcels" ADD CONSTRAINT "shipment_parcels_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_parcels" ADD CONSTRAINT "shipment_parcels_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_destination_country_id_countries_id_fk" FOREIGN KEY ("destination_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_parcels_open_parcel_idx" ON "shipment_parcels" USING btree ("parcel_id") WHERE "shipment_parcels"."open";--> statement-breakpoint
CREATE INDEX "shipment_parcels_parcel_idx" ON "shipment_parcels" USING btree ("parcel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_number_idx" ON "shipments" USING btree (upper("number"));--> statement-breakpoint
CREATE INDEX "shipments_created_idx" ON "shipments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_status_created_idx" ON "shipments" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipments_warehouse_created_idx" ON "shipments" USING btree ("warehouse_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "expected_parcels" ADD CONSTRAINT "expected_parcels_items_list" CHECK (jsonb_typeof("expected_parcels"."items") = 'array');--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_one_change" CHECK (("parcel_events"."status_id" is null) <> ("parcel_events"."declaration" is null));--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_items_list" CHECK (jsonb_typeof("parcels"."items") = 'array');