ALTER TABLE "task" ADD COLUMN "owner_job_function" text;--> statement-breakpoint
CREATE INDEX "task_job_function_idx" ON "task" USING btree ("owner_job_function","status");