CREATE TABLE "encounter_form_list" (
	"encounter_id" uuid PRIMARY KEY NOT NULL,
	"removed_codes" text[] NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "encounter_form_list" ADD CONSTRAINT "encounter_form_list_encounter_id_encounter_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."encounter"("id") ON DELETE no action ON UPDATE no action;