ALTER TABLE "encounter" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "encounter" ADD COLUMN "review_state" text;--> statement-breakpoint
CREATE INDEX "encounter_review_idx" ON "encounter" USING btree ("review_state","signed_at") WHERE "encounter"."review_state" is not null;--> statement-breakpoint
-- Encounters signed before reviews existed enter the review queue as 'toReview' (src/domain/encounters/reviews.ts).
UPDATE "encounter" SET "signed_at" = ("content"->>'signedAt')::timestamptz, "review_state" = 'toReview' WHERE "content"->>'stateText' = 'eSigned' AND "content"->>'signedAt' IS NOT NULL;
