CREATE TABLE "questionnaire_response" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"encounter_id" uuid NOT NULL,
	"questionnaire_code" text NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_response_form_idx" ON "questionnaire_response" USING btree ("encounter_id","questionnaire_code") WHERE "questionnaire_response"."deleted" = false;