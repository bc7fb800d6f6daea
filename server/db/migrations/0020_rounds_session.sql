CREATE TABLE "rounds_session" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_date" text NOT NULL,
	"version_id" integer NOT NULL,
	"entries" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_session_user_date_idx" ON "rounds_session" USING btree ("user_id","session_date");