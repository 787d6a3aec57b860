CREATE TABLE "kept_counts" (
	"subject" varchar(40) NOT NULL,
	"key" varchar(40) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "kept_counts_subject_key_pk" PRIMARY KEY("subject","key")
);
--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);