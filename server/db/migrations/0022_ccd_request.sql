CREATE TABLE "ccd_request" (
	"id" uuid PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"admission_id" uuid NOT NULL,
	"status" text NOT NULL,
	"range_start" date,
	"range_end" date,
	"requested_by" uuid NOT NULL,
	"user_name" text NOT NULL,
	"document_id" uuid,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "ccd_request_admission_idx" ON "ccd_request" USING btree ("admission_id","created_at");