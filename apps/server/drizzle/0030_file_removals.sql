CREATE TABLE "file_removals" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
