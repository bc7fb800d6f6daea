CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "care_team" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"name_search" text NOT NULL,
	"state" text
);
--> statement-breakpoint
CREATE TABLE "coverage_config" (
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"market_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"clinician_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "coverage_config_kind_user_id_pk" PRIMARY KEY("kind","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_invitation" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "practitioner" ADD COLUMN "markets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "legal_entity_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "payer_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coverage_config" ADD CONSTRAINT "coverage_config_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitation" ADD CONSTRAINT "user_invitation_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_entity_idx" ON "admin_audit" USING btree ("entity_type","entity_id","seq");--> statement-breakpoint
CREATE INDEX "admin_audit_at_idx" ON "admin_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "care_team_name_idx" ON "care_team" USING btree ("name_search");--> statement-breakpoint
CREATE INDEX "user_invitation_token_idx" ON "user_invitation" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_invitation_user_idx" ON "user_invitation" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "practitioner_markets_idx" ON "practitioner" USING gin ("markets");--> statement-breakpoint
CREATE INDEX "app_user_name_order_idx" ON "app_user" USING btree (lower("family_name"),lower("given_name"),"id");--> statement-breakpoint
CREATE INDEX "app_user_roles_idx" ON "app_user" USING gin ("roles");--> statement-breakpoint
CREATE INDEX "app_user_job_functions_idx" ON "app_user" USING gin ("job_functions");--> statement-breakpoint
CREATE INDEX "app_user_orgs_idx" ON "app_user" USING gin ("legal_entity_ids");--> statement-breakpoint
CREATE INDEX "app_user_payers_idx" ON "app_user" USING gin ("payer_ids");--> statement-breakpoint
UPDATE "practitioner" SET "markets" = ARRAY(SELECT DISTINCT jsonb_array_elements_text(coalesce("content"->'markets', '[]'::jsonb) || coalesce("content"->'additionalMarkets', '[]'::jsonb)));
