CREATE TABLE "bulk_eligibility_item" (
	"run_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"coverage_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"patient_name" text NOT NULL,
	"insurer" text NOT NULL,
	"member_id" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"eligibility_response_id" uuid,
	"task_id" uuid,
	"checked_at" timestamp with time zone,
	CONSTRAINT "bulk_eligibility_item_run_id_seq_pk" PRIMARY KEY("run_id","seq")
);
--> statement-breakpoint
CREATE TABLE "bulk_eligibility_run" (
	"id" uuid PRIMARY KEY NOT NULL,
	"requested_by" uuid NOT NULL,
	"user_name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"description" text NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "bulk_eligibility_item_status_idx" ON "bulk_eligibility_item" USING btree ("run_id","status");--> statement-breakpoint
CREATE INDEX "bulk_eligibility_item_coverage_idx" ON "bulk_eligibility_item" USING btree ("coverage_id");--> statement-breakpoint
CREATE INDEX "bulk_eligibility_run_created_idx" ON "bulk_eligibility_run" USING btree ("created_at");