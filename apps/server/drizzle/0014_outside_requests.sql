CREATE TABLE "outside_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outside_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"full_name" varchar(200) NOT NULL,
	"address" text NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"cargo_weight" numeric(10, 2) NOT NULL,
	"email" varchar(254) NOT NULL,
	"telegram" varchar(40) DEFAULT '' NOT NULL,
	"whatsapp" varchar(20) DEFAULT '' NOT NULL,
	"is_new" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outside_requests_created_idx" ON "outside_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outside_requests_new_idx" ON "outside_requests" USING btree ("is_new","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);