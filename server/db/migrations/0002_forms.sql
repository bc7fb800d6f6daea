CREATE TABLE "plan_definition" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"encounter_type" text NOT NULL,
	"delivery_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "plan_definition_type_idx" ON "plan_definition" USING btree ("encounter_type","delivery_type") WHERE "plan_definition"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_code_idx" ON "questionnaire" USING btree ("code") WHERE "questionnaire"."deleted" = false;