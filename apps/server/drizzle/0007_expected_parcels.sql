CREATE TABLE "expected_parcels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expected_parcels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"courier_id" integer NOT NULL,
	"tracking_number" varchar(100) NOT NULL,
	"track_key" varchar(100) NOT NULL,
	"warehouse_id" integer NOT NULL,
	"origin_country_id" integer,
	"destination_country_id" integer,
	"address_id" integer,
	"comments" text DEFAULT '' NOT NULL,
	"parcel_id" integer,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expected_parcels" ADD CONSTRAINT "expected_parcels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expected_parcels" ADD CONSTRAINT "expected_parcels_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expected_parcels" ADD CONSTRAINT "expected_parcels_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expected_parcels" ADD CONSTRAINT "expected_parcels_origin_country_id_countries_id_fk" FOREIGN KEY ("origin_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expected_parcels" ADD CONSTRAINT "expected_parcels_destination_country_id_countries_id_fk" FOREIGN KEY ("destination_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expected_parcels" ADD CONSTRAINT "expected_parcels_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expected_parcels" ADD CONSTRAINT "expected_parcels_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expected_parcels_track_key_idx" ON "expected_parcels" USING btree ("track_key");--> statement-breakpoint
CREATE INDEX "expected_parcels_user_created_idx" ON "expected_parcels" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "expected_parcels_created_idx" ON "expected_parcels" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "expected_parcels_warehouse_created_idx" ON "expected_parcels" USING btree ("warehouse_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);