ALTER TABLE "patient" ADD COLUMN "external_number" text;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "phone_digits" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "market_id" uuid;--> statement-breakpoint
CREATE INDEX "episode_of_care_patient_status_idx" ON "episode_of_care" USING btree ("patient_id","status");--> statement-breakpoint
CREATE INDEX "patient_name_trgm_idx" ON "patient" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patient_phone_trgm_idx" ON "patient" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patient_external_number_trgm_idx" ON "patient" USING gin ("external_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patient_birth_date_idx" ON "patient" USING btree ("birth_date");--> statement-breakpoint
CREATE INDEX "patient_market_idx" ON "patient" USING btree ("market_id");