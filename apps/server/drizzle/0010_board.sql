CREATE TABLE "board_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"color" varchar(7) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"text" text NOT NULL,
	"category_id" integer NOT NULL,
	"city" varchar(100) NOT NULL,
	"publication_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_items" ADD CONSTRAINT "board_items_category_id_board_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."board_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "board_categories_name_lower_idx" ON "board_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "board_items_category_idx" ON "board_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "board_items_publication_idx" ON "board_items" USING btree ("publication_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);