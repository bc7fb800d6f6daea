ALTER TABLE "code_system_concept" ADD COLUMN "members" text[];--> statement-breakpoint
ALTER TABLE "value_set_concept" ADD COLUMN "members" text[];