CREATE TABLE "appointment" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"patient_id" uuid NOT NULL,
	"practitioner_id" uuid,
	"status" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "encounter" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"patient_id" uuid NOT NULL,
	"practitioner_id" uuid,
	"appointment_id" uuid,
	"episode_of_care_id" uuid,
	"status" text NOT NULL,
	"period_start" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "episode_of_care" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"patient_id" uuid NOT NULL,
	"status" text NOT NULL,
	"period_start" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feature_flag_override" (
	"id" serial PRIMARY KEY NOT NULL,
	"flag_key" text NOT NULL,
	"scope" text NOT NULL,
	"scope_value" text NOT NULL,
	"value" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flag" (
	"key" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"default_value" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mutation_receipt" (
	"client_mutation_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"viewed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"event_title" text NOT NULL,
	"event_description" text NOT NULL,
	"patient_id" uuid,
	"patient_name" text,
	"resource_type" text,
	"resource_id" uuid
);
--> statement-breakpoint
CREATE TABLE "organization" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"type" text NOT NULL,
	"name_search" text NOT NULL,
	"state" text,
	"part_of" uuid
);
--> statement-breakpoint
CREATE TABLE "patient" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"name_search" text NOT NULL,
	"state" text,
	"birth_date" text
);
--> statement-breakpoint
CREATE TABLE "practitioner" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"name_search" text NOT NULL,
	"state" text
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" uuid
);
--> statement-breakpoint
CREATE TABLE "resource_history" (
	"resource_type" text NOT NULL,
	"id" uuid NOT NULL,
	"version_id" integer NOT NULL,
	"content" jsonb NOT NULL,
	"deleted" boolean NOT NULL,
	"action" text NOT NULL,
	"author_id" uuid,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "resource_history_resource_type_id_version_id_pk" PRIMARY KEY("resource_type","id","version_id")
);
--> statement-breakpoint
CREATE TABLE "setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"status" text NOT NULL,
	"user_type" text NOT NULL,
	"roles" text[] NOT NULL,
	"job_functions" text[] NOT NULL,
	"permissions" text[] NOT NULL,
	"practitioner_id" uuid,
	"phone" text,
	"state" text,
	"password_hash" text NOT NULL,
	"password_changed_on" timestamp with time zone NOT NULL,
	"pin_hash" text,
	"pin_modified_on" timestamp with time zone,
	"last_logged_in" timestamp with time zone,
	"status_updated_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feature_flag_override" ADD CONSTRAINT "feature_flag_override_flag_key_feature_flag_key_fk" FOREIGN KEY ("flag_key") REFERENCES "public"."feature_flag"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_practitioner_start_idx" ON "appointment" USING btree ("practitioner_id","start");--> statement-breakpoint
CREATE INDEX "appointment_patient_idx" ON "appointment" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "encounter_patient_idx" ON "encounter" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "encounter_practitioner_idx" ON "encounter" USING btree ("practitioner_id","period_start");--> statement-breakpoint
CREATE INDEX "encounter_appointment_idx" ON "encounter" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "episode_of_care_patient_idx" ON "episode_of_care" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "episode_of_care_status_idx" ON "episode_of_care" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "feature_flag_override_scope_idx" ON "feature_flag_override" USING btree ("flag_key","scope","scope_value");--> statement-breakpoint
CREATE INDEX "notification_user_idx" ON "notification" USING btree ("user_id","viewed","created_at");--> statement-breakpoint
CREATE INDEX "organization_type_idx" ON "organization" USING btree ("type","state");--> statement-breakpoint
CREATE INDEX "patient_name_search_idx" ON "patient" USING btree ("name_search");--> statement-breakpoint
CREATE INDEX "patient_state_idx" ON "patient" USING btree ("state");--> statement-breakpoint
CREATE INDEX "practitioner_state_idx" ON "practitioner" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_token_hash_idx" ON "refresh_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_token_family_idx" ON "refresh_token" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_email_idx" ON "app_user" USING btree (lower("email"));