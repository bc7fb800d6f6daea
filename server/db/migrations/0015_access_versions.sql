ALTER TABLE "coverage_config" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;