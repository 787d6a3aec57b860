CREATE TABLE "backups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trigger" varchar(20) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"file" varchar(255),
	"size_bytes" bigint,
	"pause_ms" integer,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_error" text,
	"claimed_by" varchar(64),
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "backups_finished_idx" ON "backups" USING btree ("finished_at");