CREATE TABLE "parcel_counts" (
	"warehouse_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"parcels" integer NOT NULL,
	CONSTRAINT "parcel_counts_warehouse_id_status_id_pk" PRIMARY KEY("warehouse_id","status_id")
);
