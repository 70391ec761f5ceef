-- A plan keeps the zone its owner was in when proposing it; existing plans take the owner's zone of today.
ALTER TABLE "proposed_plans" ADD COLUMN "time_zone" text;--> statement-breakpoint
UPDATE "proposed_plans" SET "time_zone" = "users"."time_zone" FROM "users" WHERE "users"."id" = "proposed_plans"."user_id";--> statement-breakpoint
ALTER TABLE "proposed_plans" ALTER COLUMN "time_zone" SET NOT NULL;
