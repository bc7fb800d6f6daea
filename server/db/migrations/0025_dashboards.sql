CREATE TABLE "device_sync" (
	"user_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"pending" integer NOT NULL,
	"first_reported_at" timestamp with time zone NOT NULL,
	"last_reported_at" timestamp with time zone NOT NULL,
	"last_synced_at" timestamp with time zone,
	CONSTRAINT "device_sync_user_id_device_id_pk" PRIMARY KEY("user_id","device_id")
);
--> statement-breakpoint
CREATE INDEX "device_sync_reported_idx" ON "device_sync" USING btree ("last_reported_at");--> statement-breakpoint
CREATE INDEX "appointment_start_idx" ON "appointment" USING btree ("start");