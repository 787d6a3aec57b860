CREATE TYPE "public"."purchase_state" AS ENUM('new', 'quoted', 'paid', 'purchased', 'received', 'cancelled');--> statement-breakpoint
CREATE TABLE "purchase_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"state" "purchase_state" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"changed_by" integer,
	"by_customer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"full_name" varchar(200) NOT NULL,
	"url" varchar(500) NOT NULL,
	"name" varchar(200) NOT NULL,
	"count" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"description" text NOT NULL,
	"telegram" varchar(20) DEFAULT '' NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"image_file_id" integer,
	"image2_file_id" integer,
	"payment_file_id" integer,
	"state" "purchase_state" DEFAULT 'new' NOT NULL,
	"goods_price" numeric(12, 2),
	"fee" numeric(12, 2),
	"delivery_price" numeric(12, 2),
	"price" numeric(12, 2),
	"paid_at" timestamp with time zone,
	"order_number" varchar(100) DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"parcel_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_events" ADD CONSTRAINT "purchase_events_purchase_id_purchase_requests_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchase_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_events" ADD CONSTRAINT "purchase_events_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_image2_file_id_files_id_fk" FOREIGN KEY ("image2_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_payment_file_id_files_id_fk" FOREIGN KEY ("payment_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_events_purchase_idx" ON "purchase_events" USING btree ("purchase_id","id");--> statement-breakpoint
CREATE INDEX "purchase_requests_created_idx" ON "purchase_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_requests_state_created_idx" ON "purchase_requests" USING btree ("state","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_requests_user_created_idx" ON "purchase_requests" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_requests_visitor_email_idx" ON "purchase_requests" USING btree (lower("email")) WHERE "purchase_requests"."user_id" is null;