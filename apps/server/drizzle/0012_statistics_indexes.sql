CREATE INDEX "parcels_created_weight_idx" ON "parcels" USING btree ("created_at","destination_country_id","weight");--> statement-breakpoint
CREATE INDEX "parcels_paid_idx" ON "parcels" USING btree ("paid_at","destination_country_id","price") WHERE "parcels"."is_paid";--> statement-breakpoint
CREATE INDEX "parcels_waiting_status_idx" ON "parcels" USING btree ("status_id") WHERE "parcels"."status_id" <> 7;--> statement-breakpoint
CREATE INDEX "parcels_delivered_destination_idx" ON "parcels" USING btree ("destination_country_id","id") WHERE "parcels"."status_id" = 7;