CREATE TABLE "code_system_concept" (
	"system_id" text NOT NULL,
	"code" text NOT NULL,
	"display" text NOT NULL,
	"status" text NOT NULL,
	"category" text,
	"ord" integer NOT NULL,
	CONSTRAINT "code_system_concept_system_id_code_pk" PRIMARY KEY("system_id","code")
);
--> statement-breakpoint
CREATE TABLE "code_system" (
	"id" text PRIMARY KEY NOT NULL,
	"draft_version" integer DEFAULT 1 NOT NULL,
	"published_version" integer DEFAULT 0 NOT NULL,
	"draft_changed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "value_set_concept" (
	"system_id" text NOT NULL,
	"version" integer NOT NULL,
	"code" text NOT NULL,
	"display" text NOT NULL,
	"status" text NOT NULL,
	"category" text,
	"ord" integer NOT NULL,
	"search" text NOT NULL,
	CONSTRAINT "value_set_concept_system_id_version_code_pk" PRIMARY KEY("system_id","version","code")
);
--> statement-breakpoint
CREATE TABLE "value_set_version" (
	"system_id" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" uuid,
	"count" integer NOT NULL,
	CONSTRAINT "value_set_version_system_id_version_pk" PRIMARY KEY("system_id","version")
);
--> statement-breakpoint
ALTER TABLE "code_system_concept" ADD CONSTRAINT "code_system_concept_system_id_code_system_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."code_system"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_set_version" ADD CONSTRAINT "value_set_version_system_id_code_system_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."code_system"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "value_set_concept_order_idx" ON "value_set_concept" USING btree ("system_id","version","ord");