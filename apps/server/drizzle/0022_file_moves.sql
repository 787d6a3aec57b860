CREATE TABLE "file_moves" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"from_key" varchar(200) NOT NULL,
	"to_key" varchar(200) NOT NULL,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "file_moves" ADD CONSTRAINT "file_moves_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expected_parcels_open_track_key_idx" ON "expected_parcels" USING btree ("track_key","user_id") WHERE "expected_parcels"."parcel_id" is null;