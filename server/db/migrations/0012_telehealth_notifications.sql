CREATE TABLE "job_function" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"events" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_event" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtime_event" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "encounter" ADD COLUMN "delivery_type" text DEFAULT 'in-person' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "event_code" text;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "notify" text;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "practitioner_id" uuid;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "practitioner_name" text;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "admission_id" uuid;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "realtime_event_topic_idx" ON "realtime_event" USING btree ("topic","seq");--> statement-breakpoint
CREATE INDEX "realtime_event_created_idx" ON "realtime_event" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "encounter_telehealth_idx" ON "encounter" USING btree ("status","period_start") WHERE "encounter"."delivery_type" = 'telehealth';--> statement-breakpoint
CREATE INDEX "notification_user_seq_idx" ON "notification" USING btree ("user_id","seq");--> statement-breakpoint
UPDATE "encounter" SET "delivery_type" = 'telehealth' WHERE "content"->>'deliveryType' = 'telehealth';
