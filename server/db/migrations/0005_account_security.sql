CREATE TABLE "auth_event" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"email" text,
	"address" text,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "auth_failure" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_code" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts_used" integer DEFAULT 0 NOT NULL,
	"validated_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "account_expires_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_code" ADD CONSTRAINT "verification_code_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_event_at_idx" ON "auth_event" USING btree ("at");--> statement-breakpoint
CREATE INDEX "auth_event_user_idx" ON "auth_event" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "verification_code_user_idx" ON "verification_code" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "verification_code_email_idx" ON "verification_code" USING btree ("email","purpose","created_at");