CREATE TABLE "service_order_parcels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_order_parcels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"parcel_id" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"scanned_at" timestamp with time zone,
	"scanned_by" integer
);
--> statement-breakpoint
CREATE TABLE "service_order_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_order_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"status" varchar(10) DEFAULT 'ordered' NOT NULL,
	"user_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"parcel_id" integer,
	"destination_country_id" integer,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_cents" integer,
	"tariff_version_id" integer,
	"label_file_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"result_weight" numeric(10, 3),
	"taken_by" integer,
	"taken_at" timestamp with time zone,
	"completed_by" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_orders_kind_known" CHECK ("service_orders"."kind" in ('photo', 'quality_check', 'repack', 'return', 'insurance', 'consolidation')),
	CONSTRAINT "service_orders_status_known" CHECK ("service_orders"."status" in ('ordered', 'in_work', 'done', 'declined', 'cancelled')),
	CONSTRAINT "service_orders_parcel_given" CHECK ("service_orders"."parcel_id" is not null or "service_orders"."kind" = 'consolidation')
);
--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "consolidated_into_id" integer;--> statement-breakpoint
ALTER TABLE "service_order_parcels" ADD CONSTRAINT "service_order_parcels_order_id_service_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_parcels" ADD CONSTRAINT "service_order_parcels_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_parcels" ADD CONSTRAINT "service_order_parcels_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_photos" ADD CONSTRAINT "service_order_photos_order_id_service_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_photos" ADD CONSTRAINT "service_order_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_destination_country_id_countries_id_fk" FOREIGN KEY ("destination_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_tariff_version_id_tariff_versions_id_fk" FOREIGN KEY ("tariff_version_id") REFERENCES "public"."tariff_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_label_file_id_files_id_fk" FOREIGN KEY ("label_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_order_parcels_order_parcel_idx" ON "service_order_parcels" USING btree ("order_id","parcel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_order_parcels_open_parcel_idx" ON "service_order_parcels" USING btree ("parcel_id") WHERE "service_order_parcels"."open";--> statement-breakpoint
CREATE INDEX "service_order_parcels_parcel_idx" ON "service_order_parcels" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "service_order_photos_order_idx" ON "service_order_photos" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "service_orders_open_idx" ON "service_orders" USING btree ("created_at","id") WHERE "service_orders"."status" in ('ordered', 'in_work');--> statement-breakpoint
CREATE INDEX "service_orders_warehouse_open_idx" ON "service_orders" USING btree ("warehouse_id","created_at","id") WHERE "service_orders"."status" in ('ordered', 'in_work');--> statement-breakpoint
CREATE INDEX "service_orders_user_created_idx" ON "service_orders" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_orders_parcel_idx" ON "service_orders" USING btree ("parcel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_orders_open_kind_idx" ON "service_orders" USING btree ("parcel_id","kind") WHERE "service_orders"."status" in ('ordered', 'in_work');--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_consolidated_into_id_parcels_id_fk" FOREIGN KEY ("consolidated_into_id") REFERENCES "public"."parcels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcels_consolidated_into_idx" ON "parcels" USING btree ("consolidated_into_id") WHERE "parcels"."consolidated_into_id" is not null;