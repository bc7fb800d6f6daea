CREATE TABLE "provenance" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"target_id" uuid NOT NULL,
	"recorded" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "provenance_target_idx" ON "provenance" USING btree ("target_id","recorded");--> statement-breakpoint
CREATE UNIQUE INDEX "encounter_active_appointment_idx" ON "encounter" USING btree ("appointment_id") WHERE "encounter"."status" <> 'cancelled' and "encounter"."deleted" = false;