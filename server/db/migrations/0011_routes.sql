CREATE TABLE "route" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"last_updated" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"practitioner_id" uuid NOT NULL,
	"date" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "route_practitioner_date_idx" ON "route" USING btree ("practitioner_id","date") WHERE not "route"."deleted";