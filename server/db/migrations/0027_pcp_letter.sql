CREATE TABLE "pcp_letter" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"status" text NOT NULL,
	"pcp_id" uuid,
	"fax" text,
	"document_id" uuid,
	"fax_id" text,
	"error" text,
	"requested_by" uuid NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pcp_letter_source_idx" ON "pcp_letter" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "pcp_letter_patient_idx" ON "pcp_letter" USING btree ("patient_id");