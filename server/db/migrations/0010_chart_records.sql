-- The chart's records beyond the patient and its admissions (server/db/schema/chart.ts).
CREATE TABLE "care_plan" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"patient_id" uuid NOT NULL,
	"status" text,
	"recorded" timestamp with time zone,
	"type" text
);
--> statement-breakpoint
CREATE TABLE "communication" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"patient_id" uuid NOT NULL,
	"status" text,
	"recorded" timestamp with time zone,
	"topic" text
);
--> statement-breakpoint
CREATE TABLE "condition" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"patient_id" uuid NOT NULL,
	"status" text,
	"recorded" timestamp with time zone,
	"code" text
);
--> statement-breakpoint
CREATE TABLE "coverage" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"patient_id" uuid NOT NULL,
	"status" text,
	"recorded" timestamp with time zone,
	"priority" integer
);
--> statement-breakpoint
CREATE TABLE "discharge_request" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"patient_id" uuid NOT NULL,
	"status" text,
	"recorded" timestamp with time zone,
	"episode_of_care_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_reference" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"patient_id" uuid NOT NULL,
	"status" text,
	"recorded" timestamp with time zone,
	"category" text
);
--> statement-breakpoint
CREATE TABLE "eligibility_response" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"patient_id" uuid NOT NULL,
	"status" text,
	"recorded" timestamp with time zone,
	"coverage_id" uuid
);
--> statement-breakpoint
CREATE TABLE "flag" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"patient_id" uuid NOT NULL,
	"status" text,
	"recorded" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prior_authorization" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"patient_id" uuid NOT NULL,
	"status" text,
	"recorded" timestamp with time zone,
	"coverage_id" uuid,
	"period_start" text,
	"period_end" text
);
--> statement-breakpoint
CREATE TABLE "service_request" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"patient_id" uuid NOT NULL,
	"status" text,
	"recorded" timestamp with time zone,
	"episode_of_care_id" uuid
);
--> statement-breakpoint
CREATE TABLE "task" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"patient_id" uuid NOT NULL,
	"status" text,
	"recorded" timestamp with time zone,
	"owner_id" uuid,
	"due" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "care_plan_patient_idx" ON "care_plan" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "communication_patient_idx" ON "communication" USING btree ("patient_id","recorded");--> statement-breakpoint
CREATE INDEX "condition_patient_idx" ON "condition" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "coverage_patient_idx" ON "coverage" USING btree ("patient_id","priority");--> statement-breakpoint
CREATE INDEX "discharge_request_patient_idx" ON "discharge_request" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "discharge_request_episode_idx" ON "discharge_request" USING btree ("episode_of_care_id");--> statement-breakpoint
CREATE INDEX "document_reference_patient_idx" ON "document_reference" USING btree ("patient_id","recorded");--> statement-breakpoint
CREATE INDEX "eligibility_response_patient_idx" ON "eligibility_response" USING btree ("patient_id","recorded");--> statement-breakpoint
CREATE INDEX "eligibility_response_coverage_idx" ON "eligibility_response" USING btree ("coverage_id");--> statement-breakpoint
CREATE INDEX "flag_patient_idx" ON "flag" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "prior_authorization_patient_idx" ON "prior_authorization" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "prior_authorization_coverage_idx" ON "prior_authorization" USING btree ("coverage_id");--> statement-breakpoint
CREATE INDEX "service_request_patient_idx" ON "service_request" USING btree ("patient_id","recorded");--> statement-breakpoint
CREATE INDEX "task_patient_idx" ON "task" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "task_owner_idx" ON "task" USING btree ("owner_id","status");